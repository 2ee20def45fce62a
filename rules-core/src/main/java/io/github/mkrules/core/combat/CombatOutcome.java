package io.github.mkrules.core.combat;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.RuinsToken;
import io.github.mkrules.api.content.SiteFight;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatKind;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.MapRuins;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Sites;
import io.github.mkrules.core.map.TileReveal;
import io.github.mkrules.core.scenario.DruidGlades;
import io.github.mkrules.core.scenario.GuardedMines;
import io.github.mkrules.core.scenario.SecretSites;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The end of a combat: conquest, Shields, rewards and what becomes of undefeated enemies (R-COMBAT-OUTCOME). */
public final class CombatOutcome {
  private CombatOutcome() {}

  /**
   * Ends the combat after its Attack phase (R-COMBAT-OUTCOME-1).
   *
   * @param d the draft
   */
  static void end(Draft d) {
    CombatState c = Combats.get(d);
    boolean won = true;
    for (CombatEnemy e : c.enemies()) {
      won &= e.defeated() || !fights(c, e);
    }
    switch (c.kind()) {
      case ASSAULT:
        assault(d, c, won);
        break;
      case ADVENTURE_SITE:
        adventure(d, c, won);
        break;
      case BURN_MONASTERY:
        if (won) {
          shield(d, c.site().get()); // R-COMBAT-OUTCOME-2.4: burnt, an empty space from now on
          reward(d, SiteCombat.rewards(d, "monastery"));
        } else {
          discardUndefeated(d, c); // R-COMBAT-OUTCOME-3.2
        }
        break;
      case SUMMONING:
        discardUndefeated(d, c);  // S-DRUID-NIGHTS-02: surviving monsters vanish
        DruidGlades.rewards(d, c); // S-DRUID-NIGHTS-04
        break;
      default:
        break; // R-COMBAT-OUTCOME-3.1: undefeated rampaging enemies stay on their spaces
    }
    io.github.mkrules.core.cards.TurnTriggers.combatEnds(d); // at-end-of-combat words (Sword of Justice)
    d.emit(new Event.CombatEnded(d.turn.player(), won, c.fame()));
    EnemyModifiers.expire(d, true); // [combat] words end with it
    Combats.set(d, null);
  }

  /** Whether an enemy counts for the site's conquest: its defenders, not rampaging enemies that joined. */
  private static boolean fights(CombatState c, CombatEnemy e) {
    return c.kind() == CombatKind.RAMPAGING || !e.rampaging();
  }

  /** R-COMBAT-OUTCOME-1.1, 2.3, 3.4, R-COMBAT-CITY-2. */
  private static void assault(Draft d, CombatState c, boolean won) {
    HexCoord site = c.site().get();
    SiteType type = Sites.site(d, site);
    if (type.id().equals("city")) {
      for (CombatEnemy e : c.enemies()) {
        if (e.defeated() && e.siteDefender()) {
          d.shields = Lists.with(d.shields, new Shield(site, d.turn.player())); // one per defeated defender
          d.emit(new Event.ShieldPlaced(site, d.turn.player()));
        }
      }
    } else if (won) {
      List<Shield> others = new ArrayList<>(d.shields);
      others.removeIf(s -> s.hex().equals(site)); // a Keep taken from its owner changes hands
      d.shields = List.copyOf(others);
      shield(d, site);
      reward(d, SiteCombat.rewards(d, type.id()));
    }
    if (!won) {
      discardUndefeated(d, c); // a garrison drawn for an owned Keep leaves with the combat (R-COMBAT-START-1.1(i))
      withdraw(d, c); // R-COMBAT-OUTCOME-3.4
    }
  }

  /** R-COMBAT-OUTCOME-2.2, 3.2, 3.3 and the site cards. */
  private static void adventure(Draft d, CombatState c, boolean won) {
    HexCoord site = c.site().get();
    SiteType type = Sites.site(d, site);
    SiteFight fight = SiteCombat.of(d, type.id());
    if (won) {
      if (!Sites.conquered(d, site)) {
        shield(d, site);
        if (GuardedMines.applies(d, type)) {
          GuardedMines.liberated(d, site); // S-MINES-LIBERATION-03
        } else {
          reward(d, fight.draws().isEmpty() ? ruinsRewards(d, site) : fight.rewards());
        }
      }
      return;
    }
    if (SecretSites.siteAt(d, site) != null) {
      discardUndefeated(d, c);
      SecretSites.failed(d, site); // S-DUNGEON-LORDS-02: a new token for the next visitor
      return;
    }
    if (!fight.undefeatedStay()) {
      discardUndefeated(d, c);
      return;
    }
    for (CombatEnemy e : c.enemies()) {
      if (!e.defeated() && !e.summoned() && e.hex().isEmpty()) {
        d.enemies = Lists.with(d.enemies, new MapEnemy(site, e.enemy(), e.color(), true));
      } else if (e.defeated() && type.id().equals("spawning-grounds")) {
        String fresh = TileReveal.drawEnemy(d, EnemyColor.BROWN); // the site card: a new token face down
        if (fresh != null) {
          d.enemies = Lists.with(d.enemies, new MapEnemy(site, fresh, EnemyColor.BROWN, false));
          d.revealed = true;
        }
      }
    }
  }

  /** The rewards of the ruins token on a space; the token leaves the map. */
  private static List<String> ruinsRewards(Draft d, HexCoord site) {
    for (MapRuins r : d.ruins) {
      if (r.hex().equals(site)) {
        d.ruins = Lists.without(d.ruins, r);
        d.ruinsDiscard = Lists.onTop(d.ruinsDiscard, r.token());
        for (RuinsToken t : d.content.ruins()) {
          if (t.id().equals(r.token())) {
            return t.rewards();
          }
        }
      }
    }
    return List.of();
  }

  private static void discardUndefeated(Draft d, CombatState c) {
    for (CombatEnemy e : c.enemies()) {
      if (!e.defeated() && !e.summoned() && e.hex().isEmpty()) {
        TileReveal.discardEnemy(d, e.color(), e.enemy());
      }
    }
  }

  private static void shield(Draft d, HexCoord site) {
    d.shields = Lists.with(d.shields, new Shield(site, d.turn.player()));
    d.emit(new Event.ShieldPlaced(site, d.turn.player()));
  }

  /** R-COMBAT-OUTCOME-2.2: rewards are taken at the end of the turn (R-ENDTURN-5). */
  private static void reward(Draft d, List<String> rewards) {
    d.turn = d.turn.withRewards(Lists.concat(d.turn.rewards(), rewards));
  }

  /** R-COMBAT-OUTCOME-3.4: back to the space the assault came from; forced withdrawal follows if unsafe. */
  private static void withdraw(Draft d, CombatState c) {
    HexCoord at = d.active().position().orElseThrow();
    if (at.equals(c.origin())) {
      return;
    }
    d.setActive(d.active().withPosition(Optional.of(c.origin())));
    List<HexCoord> path = d.turn.path();
    if (!path.isEmpty() && path.get(path.size() - 1).equals(at)) {
      d.turn = d.turn.withPath(path.subList(0, path.size() - 1));
    }
    d.emit(new Event.Moved(d.turn.player(), at, c.origin(), 0));
  }
}
