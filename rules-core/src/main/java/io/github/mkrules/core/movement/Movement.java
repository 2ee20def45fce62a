package io.github.mkrules.core.movement;

import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.RevealAsDay;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.combat.CombatStart;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Sites;
import io.github.mkrules.core.scenario.UndergroundNetwork;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Moving the hero space by space (R-MOVE-3 to R-MOVE-8). A move into an unconquered fortified site is an
 * assault, and a move between two spaces next to a rampaging enemy provokes it; both start a combat
 * (R-COMBAT-START-1).
 */
public final class Movement {
  private Movement() {}

  /**
   * Whether the turn allows moving and exploring now (R-TURN-6.1, R-TURN-6.4, R-TURN-7).
   *
   * @param turn the turn
   * @return true in the movement part of a normal turn
   */
  public static boolean movementAllowed(TurnState turn) {
    return turn.stage() == TurnStage.NOT_STARTED || turn.stage() == TurnStage.MOVEMENT;
  }

  /**
   * Checks a move.
   *
   * @param d the draft
   * @param move the move
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, Move move) {
    if (!movementAllowed(d.turn)) {
      return Rejection.of(RejectionCode.NOT_MOVEMENT_PHASE, "R-TURN-6.4", "moving is only possible before the action and not when resting");
    }
    HexCoord from = d.active().position().orElseThrow();
    boolean near = !from.equals(move.to()) && from.distance(move.to()) <= Spaces.reach(d); // Space Bending: reach N
    if (!near && UndergroundNetwork.applies(d) && !from.equals(move.to())) {
      return UndergroundNetwork.check(d, from, move.to()); // S-DUNGEON-LORDS-06
    }
    if (!near) {
      return Rejection.of(RejectionCode.NOT_ADJACENT, "R-MOVE-3", move.to() + " is not adjacent to " + from);
    }
    TileHex hex = Board.hexAt(d, move.to());
    if (hex == null) {
      return Rejection.of(RejectionCode.IMPASSABLE, "R-MOVE-3", "no map tile at " + move.to());
    }
    OptionalInt cost = Spaces.cost(d, hex);
    if (cost.isEmpty()) {
      return Rejection.of(RejectionCode.IMPASSABLE, "R-MOVE-3.1", hex.terrain().id() + " at " + move.to() + " is inaccessible");
    }
    if (hex.site().filter("city"::equals).isPresent() && !d.scenario.citiesEnterable()) {
      return Rejection.of(RejectionCode.SPACE_BLOCKED, "S-FIRST-RECON-03", "cities cannot be entered in this scenario");
    }
    if (Spaces.rampaging(d, move.to())) {
      return Rejection.of(RejectionCode.SPACE_BLOCKED, "R-MOVE-4.2", "a rampaging enemy stands on " + move.to());
    }
    if (Sites.assault(d, d.turn.player(), move.to()) && keepOwnerPresent(d, move.to())) {
      return Rejection.of(RejectionCode.SPACE_BLOCKED, "R-COMBAT-START-1.1",
          "the Keep's owner is there: player-vs-player combat is not available yet");
    }
    if (cost.getAsInt() > d.turn.move()) {
      return Rejection.of(RejectionCode.NOT_ENOUGH_MOVE, "R-MOVE-3",
          "entering " + move.to() + " costs " + cost.getAsInt() + " Move but only " + d.turn.move() + " is left");
    }
    return null;
  }

  /**
   * Applies a checked move.
   *
   * @param d the draft
   * @param move the move
   */
  public static void apply(Draft d, Move move) {
    HexCoord from = d.active().position().orElseThrow();
    boolean underground = from.distance(move.to()) > Spaces.reach(d); // S-DUNGEON-LORDS-06
    int cost = underground ? UndergroundNetwork.destinations(d, from).get(move.to())
        : Spaces.cost(d, Board.hexAt(d, move.to())).getAsInt();
    step(d, move.to(), cost);
    if (!underground) {
      CombatStart.afterMove(d, from, move.to()); // R-MOVE-4.1, R-MOVE-4.3: an assault or a provoked enemy
    }
  }

  /**
   * The hero goes to a space for some Move points, without provoking anything: a flight ({@code fly}) or a step
   * of {@link #apply} before its combat check.
   *
   * @param d the draft
   * @param to the space
   * @param cost the Move points spent
   */
  public static void step(Draft d, HexCoord to, int cost) {
    HexCoord from = d.active().position().orElseThrow();
    TurnState t = d.turn;
    List<HexCoord> path = t.path().isEmpty() ? List.of(from, to) : Lists.with(t.path(), to);
    d.turn = t.withStage(TurnStage.MOVEMENT).withPoints(t.move() - cost, t.influence(), t.heal()).withPath(path);
    d.setActive(d.active().withPosition(Optional.of(to)));
    d.emit(new Event.Moved(t.player(), from, to, cost));
    revealAdjacent(d, to);
  }

  /** R-COMBAT-START-1.1(i): a Keep's owner standing in it is fought player against player. */
  static boolean keepOwnerPresent(Draft d, HexCoord keep) {
    int owner = Sites.owner(d, keep);
    return owner >= 0 && owner != d.turn.player() && d.players[owner].position().filter(keep::equals).isPresent();
  }

  /**
   * The time of day for what is revealed: Day when a {@code reveal-as-day} word of this turn says so (Amulet of the
   * Sun at Night), otherwise the time of day.
   *
   * @param d the draft
   * @return the time
   */
  public static io.github.mkrules.api.state.TimeOfDay revealTime(Draft d) {
    return Modifier.of(d.turn, RevealAsDay.class).isEmpty() ? d.time : io.github.mkrules.api.state.TimeOfDay.DAY;
  }

  /**
   * Face-down site tokens turn face up when a hero comes next to them, by Day or also by Night as the site
   * card says (keep, mage tower: by Day; city: always); a face-down ruins token turns up when someone enters.
   *
   * @param d the draft
   * @param at the hero's space
   */
  public static void revealAdjacent(Draft d, HexCoord at) {
    List<io.github.mkrules.api.state.MapEnemy> enemies = new java.util.ArrayList<>(d.enemies);
    for (int i = 0; i < enemies.size(); i++) {
      io.github.mkrules.api.state.MapEnemy e = enemies.get(i);
      TileHex hex = Board.hexAt(d, e.hex());
      // V-MEGAPOLIS-06: next to either part of a Megapolis reveals its whole garrison
      boolean next = io.github.mkrules.core.map.Megapolis.adjacent(d.scenarioState.markers(), e.hex(), at);
      if (e.faceUp() || !next || hex == null || hex.site().isEmpty()) {
        continue;
      }
      io.github.mkrules.api.content.SiteType site = d.content.site(hex.site().get());
      if (revealTime(d) == io.github.mkrules.api.state.TimeOfDay.DAY ? site.revealAdjacentByDay() : site.revealAdjacentByNight()) {
        enemies.set(i, new io.github.mkrules.api.state.MapEnemy(e.hex(), e.enemy(), e.color(), true));
        d.revealed = true;
        d.emit(new Event.EnemyRevealed(e.hex(), e.enemy()));
      }
    }
    d.enemies = List.copyOf(enemies);
    List<io.github.mkrules.api.state.MapRuins> ruins = new java.util.ArrayList<>(d.ruins);
    for (int i = 0; i < ruins.size(); i++) {
      io.github.mkrules.api.state.MapRuins r = ruins.get(i);
      if (!r.faceUp() && r.hex().equals(at)) {
        ruins.set(i, new io.github.mkrules.api.state.MapRuins(r.hex(), r.token(), true));
        d.revealed = true;
      }
    }
    d.ruins = List.copyOf(ruins);
  }

  /**
   * The legal moves from the hero's space.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legalMoves(Draft d, List<Action> out) {
    if (!movementAllowed(d.turn)) {
      return;
    }
    HexCoord from = d.active().position().orElseThrow();
    int reach = Spaces.reach(d);
    for (HexCoord to : Spaces.reachable(from, reach)) {
      TileHex hex = Board.hexAt(d, to);
      if (hex == null || Spaces.cost(d, hex).isEmpty()) {
        continue; // no tile or inaccessible terrain: check() would say so too
      }
      Move move = new Move(to);
      if (check(d, move) == null) {
        out.add(move);
      }
    }
    List<HexCoord> underground = new java.util.ArrayList<>(UndergroundNetwork.destinations(d, from).keySet());
    underground.sort(java.util.Comparator.comparingInt(HexCoord::q).thenComparingInt(HexCoord::r));
    for (HexCoord to : underground) {
      Move move = new Move(to);
      if (from.distance(to) > reach && check(d, move) == null) {
        out.add(move);
      }
    }
  }
}
