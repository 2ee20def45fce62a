package io.github.mkrules.api.content;

/** The kinds of map tiles (R-SETUP-14, R-SETUP-15). */
public enum TileKind {
  /** The starting tile, side A or B. */
  STARTING,
  /** A countryside tile (green back). */
  COUNTRYSIDE,
  /** A core tile without a city (brown back). */
  CORE,
  /** A core tile with a city in the centre (brown back). */
  CORE_CITY
}
