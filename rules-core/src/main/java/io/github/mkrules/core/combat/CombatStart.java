package io.github.mkrules.core.combat;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.BurnMonastery;
import io.github.mkrules.api.action.Challenge;
import io.github.mkrules.api.action.EnterSite;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.RuinsToken;
import io.github.mkrules.api.content.SiteFight;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatKind;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.MapRuins;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Sites;
import io.github.mkrules.core.map.TileReveal;
import io.github.mkrules.core.movement.Movement;
import io.github.mkrules.core.movement.Spaces;
import io.github.mkrules.core.scenario.DruidGlades;
import io.github.mkrules.core.scenario.GuardedMines;
import io.github.mkrules.core.scenario.OwnedSites;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** How a combat with enemies begins (R-COMBAT-START-1, R-COMBAT-START-2, R-COMBAT-START-3). */
public final class CombatStart {
  /** Every assault costs 1 Reputation (R-COMBAT-START-1.1). */
  private static final int ASSAULT_REPUTATION = -1;
  /** Burning a Monastery costs 3 Reputation (R-COMBAT-START-1.3). */
  private static final int BURN_REPUTATION = -3;

  private CombatStart() {}

  /**
   * The combat actions that start or join a combat: challenges, entering an adventure site, burning a
   * Monastery.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    PlayerState p = d.active();
    if (p.position().isEmpty()) {
      return;
    }
    for (int dir = 0; dir < 6; dir++) {
      Challenge c = new Challenge(p.position().get().neighbour(dir));
      if (checkChallenge(d, c) == null) {
        out.add(c);
      }
    }
    if (checkEnter(d) == null) {
      out.add(new EnterSite());
    }
    if (checkBurn(d) == null) {
      out.add(new BurnMonastery());
    }
    if (checkSummon(d) == null) {
      out.add(new io.github.mkrules.api.action.Summon());
    }
  }

  /**
   * R-TURN-6, R-COMBAT-START-2: whether the turn's action can still be a combat.
   *
   * @param d the draft
   * @return a rejection, or null if a combat may start
   */
  public static Rejection actionAvailable(Draft d) {
    if (d.turn.stage() == TurnStage.RESTED) {
      return Rejection.of(RejectionCode.ACTION_TAKEN, "R-TURN-7", "a resting hero takes no action");
    }
    if (d.turn.combat().isPresent() || !Movement.movementAllowed(d.turn)) {
      return Rejection.of(RejectionCode.ACTION_TAKEN, "R-COMBAT-START-2", "only one combat, and one action, per turn");
    }
    return null;
  }

  /**
   * Checks a challenge: an adjacent rampaging enemy, as the turn's action or in the challenge step after a move
   * started a combat (R-COMBAT-START-1.4, R-COMBAT-START-2.3).
   *
   * @param d the draft
   * @param c the challenge
   * @return a rejection, or null if legal
   */
  public static Rejection checkChallenge(Draft d, Challenge c) {
    CombatState combat = Combats.get(d);
    if (combat != null) {
      if (combat.phase() != CombatPhase.CHALLENGE) {
        return Rejection.of(RejectionCode.NOT_IN_COMBAT, "R-COMBAT-START-2.3",
            "rampaging enemies join a combat only before its first phase");
      }
    } else {
      Rejection r = actionAvailable(d);
      if (r != null) {
        return r;
      }
    }
    HexCoord at = d.active().position().orElseThrow();
    if (!at.isAdjacent(c.hex()) || !Spaces.rampaging(d, c.hex())) {
      return Rejection.of(RejectionCode.NO_ENEMY, "R-COMBAT-START-1.4", "no rampaging enemy stands next to the hero on " + c.hex());
    }
    if (combat != null && combat.enemies().stream().anyMatch(e -> e.hex().filter(c.hex()::equals).isPresent())) {
      return Rejection.of(RejectionCode.NO_ENEMY, "R-COMBAT-START-2.3", "the enemy on " + c.hex() + " already fights");
    }
    return null;
  }

  /**
   * Applies a checked challenge.
   *
   * @param d the draft
   * @param c the challenge
   */
  public static void applyChallenge(Draft d, Challenge c) {
    CombatState combat = Combats.get(d);
    List<CombatEnemy> joining = rampagingOn(d, List.of(c.hex()));
    if (combat == null) {
      HexCoord at = d.active().position().orElseThrow();
      begin(d, CombatKind.RAMPAGING, Optional.empty(), at, joining, true, false);
    } else {
      Combats.set(d, combat.withEnemies(Lists.concat(combat.enemies(), joining)));
      emitJoined(d, joining, combat.enemies().size());
      if (challengeable(d).isEmpty()) {
        CombatFlow.startPhase(d, CombatPhase.RANGED_SIEGE);
      }
    }
  }

  /**
   * After a move: an assault on a fortified site and provoked rampaging enemies start a combat
   * (R-COMBAT-START-1.1, R-COMBAT-START-1.5, R-COMBAT-START-2.1, R-COMBAT-START-2.2).
   *
   * @param d the draft
   * @param from the space left
   * @param to the space entered
   */
  public static void afterMove(Draft d, HexCoord from, HexCoord to) {
    List<HexCoord> provoked = new ArrayList<>();
    for (MapEnemy e : d.enemies) {
      if (Spaces.provoking(d) && e.hex().isAdjacent(from) && e.hex().isAdjacent(to) && Spaces.rampaging(d, e.hex())
          && !provoked.contains(e.hex())) {
        provoked.add(e.hex());
      }
    }
    boolean assault = Sites.assault(d, d.turn.player(), to);
    if (!assault && provoked.isEmpty()) {
      return;
    }
    List<CombatEnemy> enemies = new ArrayList<>();
    // V-MEGAPOLIS-06: entering either part assaults the whole Megapolis, whose garrison lies on its first part
    HexCoord site = io.github.mkrules.core.map.Megapolis.city(d.scenarioState.markers(), to);
    if (assault) {
      enemies.addAll(defenders(d, site));
      if (!OwnedSites.freeAssault(d, Sites.site(d, to))) {
        reputation(d, ASSAULT_REPUTATION);
      }
    }
    enemies.addAll(rampagingOn(d, provoked)); // R-COMBAT-START-2.2: provoked enemies are not fortified
    begin(d, assault ? CombatKind.ASSAULT : CombatKind.RAMPAGING, assault ? Optional.of(site) : Optional.empty(), from,
        enemies, true, true);
  }

  /**
   * The defenders of an assaulted fortified site: its tokens, turned face up (R-COMBAT-START-3); a Keep owned by
   * an absent player draws one grey token (R-COMBAT-START-1.1(i)), more in Conquer and Hold (OwnedSites).
   */
  private static List<CombatEnemy> defenders(Draft d, HexCoord site) {
    List<CombatEnemy> out = new ArrayList<>();
    List<MapEnemy> map = new ArrayList<>(d.enemies);
    for (int i = 0; i < map.size(); i++) {
      MapEnemy e = map.get(i);
      if (e.hex().equals(site)) {
        if (!e.faceUp()) {
          map.set(i, e.withFaceUp(true));
          d.revealed = true;
          d.emit(new Event.EnemyRevealed(e.hex(), e.enemy()));
        }
        out.add(Combats.enemy(d, e.enemy(), e.color(), Optional.of(site), true, false, -1));
      }
    }
    d.enemies = List.copyOf(map);
    if (out.isEmpty() && Sites.conquered(d, site)) {
      for (EnemyColor color : OwnedSites.garrison(d, Sites.site(d, site))) {
        String drawn = TileReveal.drawEnemy(d, color);
        if (drawn != null) {
          d.revealed = true;
          out.add(Combats.enemy(d, drawn, color, Optional.empty(), true, false, -1));
        }
      }
    }
    return out;
  }

  private static List<CombatEnemy> rampagingOn(Draft d, List<HexCoord> hexes) {
    List<CombatEnemy> out = new ArrayList<>();
    for (MapEnemy e : d.enemies) {
      if (hexes.contains(e.hex())) {
        out.add(Combats.enemy(d, e.enemy(), e.color(), Optional.of(e.hex()), false, true, -1));
      }
    }
    return out;
  }

  /**
   * Checks entering the adventure site the hero stands on (R-COMBAT-START-1.2), or the offering at an Ancient
   * Ruins altar (FRAG-12.1).
   *
   * @param d the draft
   * @return a rejection, or null if legal
   */
  public static Rejection checkEnter(Draft d) {
    Rejection r = actionAvailable(d);
    if (r != null) {
      return r;
    }
    HexCoord at = d.active().position().orElseThrow();
    SiteType site = Sites.site(d, at);
    if (site == null || !"adventure".equals(site.category()) && !GuardedMines.applies(d, site)) {
      return Rejection.of(RejectionCode.NO_ENEMY, "R-COMBAT-START-1.2", "the hero does not stand on an adventure site");
    }
    RuinsToken altar = Altar.at(d, at);
    if (altar != null) {
      return Altar.check(d, altar); // FRAG-12.1: an offering of 3 mana instead of a fight
    }
    SiteFight fight = SiteCombat.of(d, site.id());
    if (fight.draws().isEmpty() && ruinsEnemies(d, at).isEmpty() && waiting(d, at).isEmpty()) {
      return Rejection.of(RejectionCode.NO_ENEMY, "R-COMBAT-START-1.2", "no enemies guard these ruins");
    }
    if (Sites.conquered(d, at) && d.scenario.has(ScenarioDefinition.SpecialRule.NO_REENTRY)
        && (site.id().equals("dungeon") || site.id().equals("tomb"))) {
      return Rejection.of(RejectionCode.NO_ENEMY, "S-DUNGEON-LORDS-05",
          "a conquered " + site.id() + " cannot be entered again in this scenario");
    }
    if (Sites.conquered(d, at) && !fight.again()) {
      return Rejection.of(RejectionCode.NO_ENEMY, "R-COMBAT-START-1.2", site.id() + " is already conquered");
    }
    return null;
  }

  /**
   * Applies a checked entry: the tokens waiting on the space, or new ones drawn.
   *
   * @param d the draft
   */
  public static void applyEnter(Draft d) {
    RuinsToken altar = Altar.at(d, d.active().position().orElseThrow());
    if (altar != null) {
      Altar.apply(d, altar);
      return;
    }
    fightAtSite(d, CombatKind.ADVENTURE_SITE);
  }

  /**
   * A fight at the site the hero stands on: the tokens waiting there, or new ones drawn as the site says (an
   * Ancient Ruins token names its own), under the site's limits.
   */
  private static void fightAtSite(Draft d, CombatKind kind) {
    HexCoord at = d.active().position().orElseThrow();
    SiteFight fight = SiteCombat.of(d, Sites.site(d, at).id());
    List<CombatEnemy> enemies = new ArrayList<>();
    for (MapEnemy e : waiting(d, at)) {
      enemies.add(Combats.enemy(d, e.enemy(), e.color(), Optional.of(at), false, false, -1));
    }
    turnFaceUp(d, at); // a waiting token that lay face down is fought face up (S-MINES-LIBERATION-01)
    if (enemies.isEmpty()) {
      for (EnemyColor color : fight.draws().isEmpty() ? ruinsEnemies(d, at) : fight.draws()) {
        String drawn = TileReveal.drawEnemy(d, color);
        if (drawn != null) {
          enemies.add(Combats.enemy(d, drawn, color, Optional.empty(), false, false, -1));
        }
      }
      d.revealed = true;
    }
    begin(d, kind, Optional.of(at), at, enemies, false, false);
    Combats.set(d, Combats.get(d).withNightRules(fight.nightRules()).withUnitsAllowed(!fight.noUnits()));
  }

  /** Turns the face-down tokens of a space face up. */
  private static void turnFaceUp(Draft d, HexCoord at) {
    List<MapEnemy> map = new ArrayList<>(d.enemies);
    for (int i = 0; i < map.size(); i++) {
      MapEnemy e = map.get(i);
      if (e.hex().equals(at) && !e.faceUp()) {
        map.set(i, e.withFaceUp(true));
        d.revealed = true;
        d.emit(new Event.EnemyRevealed(e.hex(), e.enemy()));
      }
    }
    d.enemies = List.copyOf(map);
  }

  /** The tokens left face up on a space by an earlier fight (R-COMBAT-OUTCOME-3.3). */
  private static List<MapEnemy> waiting(Draft d, HexCoord at) {
    List<MapEnemy> out = new ArrayList<>();
    for (MapEnemy e : d.enemies) {
      if (e.hex().equals(at)) {
        out.add(e);
      }
    }
    return out;
  }

  /** The enemy colours of the face-up ruins token on a space, empty for an altar or no token. */
  private static List<EnemyColor> ruinsEnemies(Draft d, HexCoord at) {
    for (MapRuins r : d.ruins) {
      if (r.hex().equals(at) && r.faceUp()) {
        RuinsToken token = d.content.ruins().stream().filter(t -> t.id().equals(r.token())).findFirst().orElseThrow();
        return token.enemies();
      }
    }
    return List.of();
  }

  /**
   * Checks a summoning of Druid Nights (S-DRUID-NIGHTS-02).
   *
   * @param d the draft
   * @return a rejection, or null if legal
   */
  public static Rejection checkSummon(Draft d) {
    return DruidGlades.check(d, actionAvailable(d));
  }

  /**
   * Applies a checked summoning: the monsters drawn, as the turn's action (S-DRUID-NIGHTS-02, 04).
   *
   * @param d the draft
   */
  public static void applySummon(Draft d) {
    List<CombatEnemy> enemies = new ArrayList<>();
    for (EnemyColor color : DruidGlades.summon(d)) {
      String drawn = TileReveal.drawEnemy(d, color);
      if (drawn != null) {
        enemies.add(Combats.enemy(d, drawn, color, Optional.empty(), false, false, -1));
      }
    }
    d.revealed = true;
    begin(d, CombatKind.SUMMONING, Optional.empty(), d.active().position().orElseThrow(), enemies, false, false);
  }

  /**
   * Checks burning the Monastery the hero stands on (R-COMBAT-START-1.3).
   *
   * @param d the draft
   * @return a rejection, or null if legal
   */
  public static Rejection checkBurn(Draft d) {
    Rejection r = actionAvailable(d);
    if (r != null) {
      return r;
    }
    HexCoord at = d.active().position().orElseThrow();
    SiteType site = Sites.site(d, at);
    if (site == null || !site.id().equals("monastery") || Sites.conquered(d, at)) {
      return Rejection.of(RejectionCode.NO_ENEMY, "R-COMBAT-START-1.3", "the hero does not stand on a Monastery that is not burnt");
    }
    return null;
  }

  /**
   * Applies a checked burning: Reputation -3 and the Monastery's fight (one violet defender, no units).
   *
   * @param d the draft
   */
  public static void applyBurn(Draft d) {
    reputation(d, BURN_REPUTATION);
    fightAtSite(d, CombatKind.BURN_MONASTERY);
  }

  /**
   * Starts the combat: the turn's action is taken, every enemy is known (R-COMBAT-START-3), and the challenge
   * step comes first where more rampaging enemies may join.
   */
  private static void begin(Draft d, CombatKind kind, Optional<HexCoord> site, HexCoord origin,
      List<CombatEnemy> enemies, boolean challenges, boolean moved) {
    // R-TURN-6.5: Move and Influence gathered before the action are lost; R-WOUND-3.4(ii): so are Healing points
    d.turn = d.turn.withStage(TurnStage.AFTER_ACTION).withPoints(0, 0, 0);
    Combats.set(d, CombatState.begin(kind, site, origin, enemies));
    d.emit(new Event.CombatStarted(d.turn.player(), kind, site));
    emitJoined(d, enemies, 0);
    // R-COMBAT-START-2.3: after a move that started a combat (or a challenge), more may be challenged
    boolean more = challenges && !challengeable(d).isEmpty();
    CombatFlow.startPhase(d, more ? CombatPhase.CHALLENGE : CombatPhase.RANGED_SIEGE);
  }

  private static void emitJoined(Draft d, List<CombatEnemy> enemies, int first) {
    for (int i = 0; i < enemies.size(); i++) {
      d.emit(new Event.EnemyJoined(first + i, enemies.get(i).enemy()));
    }
  }

  /** The adjacent rampaging enemies' spaces that may still be challenged into the combat. */
  private static List<HexCoord> challengeable(Draft d) {
    List<HexCoord> out = new ArrayList<>();
    HexCoord at = d.active().position().orElseThrow();
    for (int dir = 0; dir < 6; dir++) {
      HexCoord hex = at.neighbour(dir);
      if (checkChallenge(d, new Challenge(hex)) == null) {
        out.add(hex);
      }
    }
    return out;
  }

  /** Changes the active player's Reputation within the track (R-SETUP-1) and tells the players. */
  static void reputation(Draft d, int delta) {
    PlayerState p = d.active();
    int value = Math.max(-io.github.mkrules.core.cards.EffectResolver.MAX_REPUTATION,
        Math.min(io.github.mkrules.core.cards.EffectResolver.MAX_REPUTATION, p.reputation() + delta));
    d.setActive(p.withReputation(value));
    d.emit(new Event.FameAndReputation(d.turn.player(), 0, value - p.reputation()));
  }
}
