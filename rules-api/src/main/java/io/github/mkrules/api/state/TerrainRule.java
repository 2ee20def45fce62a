package io.github.mkrules.api.state;

import io.github.mkrules.api.content.Terrain;
import java.util.List;

/**
 * A change to terrain costs for the rest of the turn (R-MOVE-7, R-MOVE-7.1, R-MOVE-7.2), from cards such as
 * Path Finding, Song of Wind or Frost Bridge.
 *
 * @param terrains the terrains it applies to; empty for every terrain
 * @param kind how it changes the cost
 * @param amount the reduction, or the new cost
 * @param floor for a reduction, the cost it never takes a space below (costs never go below 0); for an increase, the
 *     cost it never takes a space above
 */
public record TerrainRule(List<Terrain> terrains, Kind kind, int amount, int floor) {
  /** How a rule changes a cost. */
  public enum Kind {
    /** The cost is reduced by {@code amount}, not below {@code floor}. */
    REDUCE,
    /** An accessible terrain costs {@code amount}. */
    SET,
    /** An inaccessible terrain may be entered for {@code amount} (R-MOVE-7.2). */
    OPEN,
    /**
     * The cost of an accessible space is raised by {@code amount}, not above {@code floor} (nor lowered when already
     * above it).
     */
    INCREASE
  }

  /**
   * Copies the terrains.
   *
   * @param terrains terrains
   * @param kind kind
   * @param amount amount
   * @param floor floor
   */
  public TerrainRule {
    terrains = List.copyOf(terrains);
  }

  /**
   * Whether the rule applies to a terrain.
   *
   * @param terrain the terrain
   * @return true if listed, or if the rule covers every terrain
   */
  public boolean appliesTo(Terrain terrain) {
    return terrains.isEmpty() || terrains.contains(terrain);
  }

  /**
   * The cost after this rule.
   *
   * @param terrain the terrain of the space
   * @param cost the cost so far, or -1 if inaccessible so far
   * @return the new cost, or -1 if still inaccessible
   */
  public int apply(Terrain terrain, int cost) {
    if (!appliesTo(terrain)) {
      return cost;
    }
    switch (kind) {
      case REDUCE:
        return cost < 0 || cost <= floor ? cost : Math.max(Math.max(floor, 0), cost - amount);
      case SET:
        return cost < 0 ? cost : amount;
      case INCREASE:
        return cost < 0 || cost >= floor ? cost : Math.min(floor, cost + amount);
      default:
        return cost < 0 ? amount : cost;
    }
  }
}
