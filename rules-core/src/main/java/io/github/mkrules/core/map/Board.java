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

  /**
   * The scenario marker kind of a tile turned by random tile orientation (V-MAP-02): {@code tile-turn-<n>} on the
   * tile's centre, the tile turned n sixths of a circle counter-clockwise (its printed E side now faces NE for 1).
   */
  public static final String TURN = "tile-turn-";

  private Board() {}

  /**
   * How far a placed tile is turned (V-MAP-02).
   *
   * @param markers the scenario markers
   * @param slot the tile's slot
   * @return 0 (as printed) to 5 sixths of a circle counter-clockwise
   */
  public static int turn(java.util.List<io.github.mkrules.api.state.ScenarioState.Marker> markers, TileSlot slot) {
    HexCoord centre = slot.centre();
    for (io.github.mkrules.api.state.ScenarioState.Marker m : markers) {
      if (m.kind().startsWith(TURN) && m.hex().equals(centre)) {
        return Integer.parseInt(m.kind().substring(TURN.length()));
      }
    }
    return 0;
  }

  /** An axial offset turned {@code turn} sixths counter-clockwise: E becomes NE, NE becomes NW. */
  private static int[] turned(int q, int r, int turn) {
    int tq = q;
    int tr = r;
    for (int i = 0; i < Math.floorMod(turn, 6); i++) {
      int nq = tq + tr;
      tr = -tq;
      tq = nq;
    }
    return new int[] {tq, tr};
  }

  /**
   * The coordinate of the hex at list position {@code index} of a tile placed in a slot and turned.
   *
   * @param slot the slot
   * @param index the position in the tile's hex list (0 = C, 1 = NE, … 6 = NW)
   * @param turn how far the tile is turned ({@link #turn})
   * @return the coordinate
   */
  public static HexCoord coordinate(TileSlot slot, int index, int turn) {
    HexCoord c = slot.centre();
    int[] offset = turned(LOCAL[index][0], LOCAL[index][1], turn);
    return new HexCoord(c.q() + offset[0], c.r() + offset[1]);
  }

  /**
   * The coordinate of the hex at list position {@code index} of a tile placed in a slot, as it lies in the game.
   *
   * @param d the draft
   * @param slot the slot
   * @param index the position in the tile's hex list
   * @return the coordinate
   */
  public static HexCoord coordinate(io.github.mkrules.core.engine.Draft d, TileSlot slot, int index) {
    return coordinate(slot, index, turn(d.scenarioState.markers(), slot));
  }

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
    TileSlot slot = TileSlot.containing(hex);
    int turn = turn(markers, slot);
    TileHex printed = turn == 0 ? hexAt(content, tiles, hex) : turnedHex(content, tiles.get(slot), slot, turn, hex);
    if (printed == null || !Megapolis.isSecondPart(markers, hex)) {
      return printed;
    }
    return Megapolis.covering(printed, hexAt(content, tiles, Megapolis.city(markers, hex)));
  }

  /** V-MAP-02: the printed hex of a turned tile that lies on a coordinate. */
  private static TileHex turnedHex(Content content, String tileId, TileSlot slot, int turn, HexCoord hex) {
    if (tileId == null) {
      return null;
    }
    HexCoord c = slot.centre();
    int[] printed = turned(hex.q() - c.q(), hex.r() - c.r(), 6 - turn);
    for (int i = 0; i < LOCAL.length; i++) {
      if (LOCAL[i][0] == printed[0] && LOCAL[i][1] == printed[1]) {
        return content.tile(tileId).hexes().get(i);
      }
    }
    throw new IllegalStateException(hex + " is not on the tile at " + slot);
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
