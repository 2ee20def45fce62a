package io.github.mkrules.api.content;

import java.util.Locale;

/** Terrain types of map hexes (R-MOVE). */
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
  MOUNTAIN;

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
