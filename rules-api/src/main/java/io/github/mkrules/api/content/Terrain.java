package io.github.mkrules.api.content;

import java.util.Locale;

/**
 * Terrain types of map hexes (R-MOVE-3). The eight printed terrains, plus {@link #SEA} for the starting tile's
 * coast and {@link #CITY} for a city's own space, whose Move cost is always 2 whatever is drawn under it
 * (R-MOVE-3.1). Decisions U1 and U2 in {@code docs/decisions/map-and-sites.md}.
 */
public enum Terrain {
  /** Plains. */
  PLAINS,
  /** Hills. */
  HILLS,
  /** Forest. */
  FOREST,
  /** Wasteland. */
  WASTELAND,
  /** Desert. */
  DESERT,
  /** Swamp. */
  SWAMP,
  /** Lake: impassable without special effects. */
  LAKE,
  /** Mountains: impassable without special effects. */
  MOUNTAIN,
  /**
   * The open sea on the starting tile's coast: always impassable; effects that concern lakes or mountains do
   * not apply to it.
   */
  SEA,
  /** A city's own space: it always costs 2 Move, by Day and by Night. */
  CITY;

  /**
   * The kebab-case id used in data files.
   *
   * @return for example {@code hills}
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The terrain with the given id.
   *
   * @param id for example {@code hills}
   * @return the terrain
   * @throws IllegalArgumentException if the id is unknown
   */
  public static Terrain fromId(String id) {
    for (Terrain terrain : values()) {
      if (terrain.id().equals(id)) {
        return terrain;
      }
    }
    throw new IllegalArgumentException("unknown terrain '" + id + "'");
  }
}
