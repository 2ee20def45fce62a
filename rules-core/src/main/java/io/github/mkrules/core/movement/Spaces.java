package io.github.mkrules.core.movement;

import io.github.mkrules.api.content.TerrainCost;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Sites;
import io.github.mkrules.core.turn.TurnFlow;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.state.TerrainRule;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.NoProvoke;
import io.github.mkrules.core.effect.Reach;
import java.util.List;
import java.util.OptionalInt;

/** What a space is for a moving hero: its cost, whether it can be entered, whether it is safe (R-MOVE). */
public final class Spaces {
  /** Entering a City always costs 2 Move points (R-MOVE-3.1). */
  public static final int CITY_COST = 2;

  private Spaces() {}

  /**
   * The Move cost of entering a space after this turn's terrain rules, or empty if it is inaccessible
   * (R-MOVE-3, R-MOVE-7). The rules may be applied in any order (R-MOVE-7.1), so the cheapest order counts;
   * a cost never goes below 0. An increase always applies, before the others.
   *
   * @param d the draft
   * @param hex the tile hex entered
   * @return the cost
   */
  public static OptionalInt cost(Draft d, TileHex hex) {
    OptionalInt base = baseCost(d, hex);
    List<TerrainRule> rules = d.turn.terrainRules();
    if (rules.isEmpty() || hex.site().filter("city"::equals).isPresent()) {
      return base; // entering a City always costs 2 (R-MOVE-3.1)
    }
    // an increase is not optional (Prayer of Weather): it comes first, which leaves the cheapest cost
    int cost = base.orElse(-1);
    boolean[] used = new boolean[rules.size()];
    for (int i = 0; i < rules.size(); i++) {
      if (rules.get(i).kind() == TerrainRule.Kind.INCREASE) {
        cost = rules.get(i).apply(hex.terrain(), cost);
        used[i] = true;
      }
    }
    int best = cheapest(hex.terrain(), cost, rules, used);
    return best < 0 ? OptionalInt.empty() : OptionalInt.of(best);
  }

  private static int cheapest(Terrain terrain, int cost, List<TerrainRule> rules, boolean[] used) {
    int best = cost;
    for (int i = 0; i < rules.size(); i++) {
      if (!used[i]) {
        used[i] = true;
        int next = cheapest(terrain, rules.get(i).apply(terrain, cost), rules, used);
        used[i] = false;
        if (next >= 0 && (best < 0 || next < best)) {
          best = next;
        }
      }
    }
    return best;
  }

  /**
   * The normal Move cost of entering a space, without this turn's rules, or empty if it is normally
   * inaccessible (R-MOVE-3.1; a safe space must be normally accessible, R-MOVE-7.4).
   *
   * @param d the draft
   * @param hex the tile hex entered
   * @return the cost
   */
  public static OptionalInt baseCost(Draft d, TileHex hex) {
    if (hex.site().filter("city"::equals).isPresent()) {
      return OptionalInt.of(CITY_COST);
    }
    for (TerrainCost cost : d.content.terrainCosts()) {
      if (cost.terrain() == hex.terrain()) {
        return d.time == TimeOfDay.DAY ? cost.day() : cost.night();
      }
    }
    return OptionalInt.empty();
  }

  /**
   * Whether a rampaging enemy token stands on the space (R-MOVE-4.2).
   *
   * @param d the draft
   * @param hex the space
   * @return true if a Marauding Orcs or Draconum token is there
   */
  public static boolean rampaging(Draft d, HexCoord hex) {
    for (MapEnemy enemy : d.enemies) {
      if (enemy.hex().equals(hex)) {
        TileHex tileHex = Board.hexAt(d, hex);
        if (tileHex != null && tileHex.site().isPresent()
            && "rampaging".equals(d.content.site(tileHex.site().get()).category())) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether moving from one space to another provokes a rampaging enemy: both spaces are adjacent to the
   * same rampaging enemy token (R-MOVE-4.3).
   *
   * @param d the draft
   * @param from the space left
   * @param to the space entered
   * @return true if an enemy would attack
   */
  public static boolean provokes(Draft d, HexCoord from, HexCoord to) {
    for (MapEnemy enemy : d.enemies) {
      if (enemy.hex().isAdjacent(from) && enemy.hex().isAdjacent(to) && rampaging(d, enemy.hex())) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether another hero stands on the space, where several heroes may not stand (R-MOVE-8.4).
   *
   * @param d the draft
   * @param self the moving player
   * @param hex the space
   * @return true if the space is another hero's
   */
  public static boolean otherHero(Draft d, int self, HexCoord hex) {
    if (hex.equals(TurnFlow.PORTAL) && !d.scenarioState.portalClosed()) {
      return false; // R-MOVE-8.4(i): the Portal holds any number of heroes (S-ONE-TO-RETURN-02: until it closes)
    }
    for (PlayerState player : d.players) {
      if (player.index() != self && player.position().filter(hex::equals).isPresent()) {
        return true;
      }
    }
    return false;
  }

  /**
   * How far moves and explorations reach this turn (R-MOVE-3, R-MOVE-5.1): 1, or N after {@code reach N}
   * (Space Bending).
   *
   * @param d the draft
   * @return the distance, at least 1
   */
  public static int reach(Draft d) {
    int reach = 1;
    for (Modifier m : Modifier.of(d.turn, Reach.class)) {
      reach = Math.max(reach, m.word(Reach.class).spaces());
    }
    return reach;
  }

  /**
   * Whether the hero's moves provoke rampaging enemies this turn (R-MOVE-4.3): not after {@code no-provoke}.
   *
   * @param d the draft
   * @return true as a rule
   */
  public static boolean provoking(Draft d) {
    return Modifier.of(d.turn, NoProvoke.class).isEmpty();
  }

  /**
   * The spaces a move or an exploration reaches from a space: its neighbours in direction order, or with a reach
   * above 1 every space from 1 to that many spaces away, by q then r.
   *
   * @param from the space
   * @param reach the distance
   * @return the spaces
   */
  public static List<HexCoord> reachable(HexCoord from, int reach) {
    List<HexCoord> out = new java.util.ArrayList<>();
    if (reach == 1) {
      for (int dir = 0; dir < 6; dir++) {
        out.add(from.neighbour(dir));
      }
      return out;
    }
    for (int dq = -reach; dq <= reach; dq++) {
      for (int dr = Math.max(-reach, -dq - reach); dr <= Math.min(reach, -dq + reach); dr++) {
        if (dq != 0 || dr != 0) {
          out.add(new HexCoord(from.q() + dq, from.r() + dr));
        }
      }
    }
    return out;
  }

  /**
   * A safe space: normally accessible, no unconquered fortified site, no other hero (R-MOVE-7.4,
   * R-ENDTURN-2).
   *
   * @param d the draft
   * @param self the player
   * @param hex the space
   * @return true if the hero may end the turn there
   */
  public static boolean isSafe(Draft d, int self, HexCoord hex) {
    TileHex tileHex = Board.hexAt(d, hex);
    return tileHex != null && baseCost(d, tileHex).isPresent() && !Sites.assault(d, self, hex)
        && !otherHero(d, self, hex);
  }
}
