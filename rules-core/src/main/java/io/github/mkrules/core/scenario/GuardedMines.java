package io.github.mkrules.core.scenario;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.SiteFight;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.ScenarioDefinition.SpecialRule;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Sites;
import io.github.mkrules.core.map.TileReveal;
import java.util.List;
import java.util.Map;

/**
 * Mines Liberation's mines (S-MINES-LIBERATION-01 to S-MINES-LIBERATION-05): enemies hold every mine when it is
 * revealed; a hero liberates it by entering it as the action and defeating them under Night rules, with units;
 * only liberated mines give crystals, at the end of a turn there and to their liberator at the start of every
 * Day and Night.
 */
public final class GuardedMines {
  /** The crystal mine site. */
  public static final String MINE = "crystal-mine";

  /**
   * S-MINES-LIBERATION-02: the tokens wait on the space; Night rules as in a Dungeon, but units may fight; the
   * undefeated stay for the next hero.
   */
  private static final SiteFight FIGHT = new SiteFight(List.of(), true, false, false, true, List.of());

  private GuardedMines() {}

  /**
   * Whether a site is a guarded mine of this game.
   *
   * @param d the draft
   * @param site the site, or null
   * @return true in Mines Liberation for a crystal mine
   */
  public static boolean applies(Draft d, SiteType site) {
    return site != null && site.id().equals(MINE) && d.scenario.has(SpecialRule.GUARDED_MINES);
  }

  /**
   * The fight of a guarded mine.
   *
   * @return the fight
   */
  public static SiteFight fight() {
    return FIGHT;
  }

  /**
   * S-MINES-LIBERATION-01: a revealed mine gets a face-up green token (countryside tile) or red token (core
   * tile), and a face-down brown token.
   *
   * @param d the draft
   * @param hex the mine's space
   */
  public static void guard(Draft d, HexCoord hex) {
    boolean core = d.content.tile(d.tiles.get(TileSlot.containing(hex))).kind() != TileKind.COUNTRYSIDE;
    place(d, hex, core ? EnemyColor.RED : EnemyColor.GREEN, true);
    place(d, hex, EnemyColor.BROWN, false);
  }

  private static void place(Draft d, HexCoord hex, EnemyColor color, boolean faceUp) {
    String enemy = TileReveal.drawEnemy(d, color);
    if (enemy != null) {
      d.enemies = Lists.with(d.enemies, new MapEnemy(hex, enemy, color, faceUp));
      d.emit(new Event.EnemyPlaced(hex, color, faceUp ? enemy : null));
    }
  }

  /**
   * S-MINES-LIBERATION-03: the liberator, whose Shield now marks the mine, gains 1 Reputation, 2 for a mine on a
   * core tile.
   *
   * @param d the draft
   * @param hex the mine's space
   */
  public static void liberated(Draft d, HexCoord hex) {
    boolean core = d.content.tile(d.tiles.get(TileSlot.containing(hex))).kind() != TileKind.COUNTRYSIDE;
    PlayerState p = d.active();
    int reputation = Math.min(io.github.mkrules.core.cards.EffectResolver.MAX_REPUTATION, p.reputation() + (core ? 2 : 1));
    d.setActive(p.withReputation(reputation));
    d.emit(new Event.FameAndReputation(d.turn.player(), 0, reputation - p.reputation()));
  }

  /**
   * S-MINES-LIBERATION-04: whether a mine gives crystals: always in other scenarios, once liberated here.
   *
   * @param d the draft
   * @param hex the mine's space
   * @return true if the mine works
   */
  public static boolean works(Draft d, HexCoord hex) {
    return !d.scenario.has(SpecialRule.GUARDED_MINES) || Sites.conquered(d, hex);
  }

  /**
   * S-MINES-LIBERATION-05, C-09: at the start of every Day and Night each player gains one crystal of the mine's
   * colour per mine they liberated, up to 3 of a colour.
   *
   * @param d the draft, at round preparation
   */
  public static void gifts(Draft d) {
    if (!d.scenario.has(SpecialRule.GUARDED_MINES)) {
      return;
    }
    for (Map.Entry<TileSlot, String> placed : d.tiles.entrySet()) {
      List<TileHex> hexes = d.content.tile(placed.getValue()).hexes();
      for (int i = 0; i < hexes.size(); i++) {
        TileHex hex = hexes.get(i);
        int owner = Sites.owner(d, Board.coordinate(d, placed.getKey(), i));
        if (hex.site().filter(MINE::equals).isPresent() && hex.siteColor().isPresent() && owner >= 0) {
          ManaColor color = ManaColor.fromId(hex.siteColor().get());
          PlayerState p = d.players[owner];
          if (p.crystals().get(color) < Crystals.MAX_PER_COLOR) {
            d.players[owner] = p.withCrystals(p.crystals().plus(color, 1));
            d.emit(new Event.ManaGained(owner, color, true));
          }
        }
      }
    }
  }
}
