package io.github.mkrules.core.map;

import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.content.Content;

/** Reads the map: which tile hex lies at a coordinate, and what stands there (map-and-sites §1). */
public final class Board {
  /** Index into a tile's hex list (C, NE, E, SE, SW, W, NW) by {@code (3q + r) mod 7}. */
  private static final int[] HEX_INDEX_BY_K = {0, 3, 1, 2, 5, 4, 6};

  /** Local offsets of the hexes in a tile's hex list order: C, NE, E, SE, SW, W, NW. */
  private static final int[][] LOCAL = {{0, 0}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}};

  private Board() {}

  /**
   * The tile hex at a coordinate.
   *
   * @param content the content
   * @param tiles the placed tiles by slot
   * @param hex the coordinate
   * @return the hex, or null if no tile lies there
   */
  public static TileHex hexAt(Content content, java.util.Map<TileSlot, String> tiles, HexCoord hex) {
    String tileId = tiles.get(TileSlot.containing(hex));
    if (tileId == null) {
      return null;
    }
    MapTile tile = content.tile(tileId);
    return tile.hexes().get(HEX_INDEX_BY_K[Math.floorMod(3 * hex.q() + hex.r(), 7)]);
  }

  /**
   * The tile hex at a coordinate as the rules see it: the second part of a Megapolis is a city space
   * (V-MEGAPOLIS-04).
   *
   * @param content the content
   * @param tiles the placed tiles by slot
   * @param markers the scenario markers on the map
   * @param hex the coordinate
   * @return the hex, or null if no tile lies there
   */
  public static TileHex hexAt(Content content, java.util.Map<TileSlot, String> tiles,
      java.util.List<io.github.mkrules.api.state.ScenarioState.Marker> markers, HexCoord hex) {
    TileHex printed = hexAt(content, tiles, hex);
    if (printed == null || !Megapolis.isSecondPart(markers, hex)) {
      return printed;
    }
    return Megapolis.covering(printed, hexAt(content, tiles, Megapolis.city(markers, hex)));
  }

  /**
   * The tile hex at a coordinate of a game in play, as the rules see it (a Megapolis's second part is a city).
   *
   * @param d the draft
   * @param hex the coordinate
   * @return the hex, or null if no tile lies there
   */
  public static TileHex hexAt(io.github.mkrules.core.engine.Draft d, HexCoord hex) {
    return hexAt(d.content, d.tiles, d.scenarioState.markers(), hex);
  }

  /**
   * The coordinate of the hex at list position {@code index} of a tile placed in a slot.
   *
   * @param slot the slot
   * @param index the position in the tile's hex list (0 = C, 1 = NE, … 6 = NW)
   * @return the coordinate
   */
  public static HexCoord coordinate(TileSlot slot, int index) {
    HexCoord c = slot.centre();
    return new HexCoord(c.q() + LOCAL[index][0], c.r() + LOCAL[index][1]);
  }

  /**
   * How many placed tiles touch a slot.
   *
   * @param tiles the placed tiles by slot
   * @param slot the slot
   * @return the number of neighbouring slots holding a tile
   */
  public static int placedNeighbours(java.util.Map<TileSlot, String> tiles, TileSlot slot) {
    int n = 0;
    for (int d = 0; d < 6; d++) {
      if (tiles.containsKey(slot.neighbour(d))) {
        n++;
      }
    }
    return n;
  }
}
