package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Megapolis;

import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.content.Content;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hexes of placed tiles in axial coordinates (docs/notation.md): a tile's hex named C lies on the slot's
 * centre, and the others on the centre's neighbour in the direction of their name.
 */
public final class MapHexes {
  /** The position names in the order of {@link HexCoord#neighbour(int)}'s directions. */
  private static final List<String> DIRECTIONS = List.of("E", "NE", "NW", "W", "SW", "SE");

  private MapHexes() {}

  /**
   * Where a tile hex lies on the map.
   *
   * @param slot the tile's slot
   * @param hex the tile hex
   * @param turn how far the tile is turned (V-MAP-02, {@code Board.turn})
   * @return its coordinate
   */
  static HexCoord coordinate(TileSlot slot, TileHex hex, int turn) {
    int direction = DIRECTIONS.indexOf(hex.position());
    return direction < 0 ? slot.centre() : slot.centre().neighbour((direction + turn) % DIRECTIONS.size());
  }

  /**
   * Every hex of the placed tiles, tile by tile in the map's order.
   *
   * @param content the components
   * @param tiles the placed tiles by slot
   * @param markers the scenario markers (a turned tile's, V-MAP-02)
   * @return the tile hexes by coordinate
   */
  static Map<HexCoord, TileHex> all(Content content, Map<TileSlot, String> tiles, List<Marker> markers) {
    Map<HexCoord, TileHex> hexes = new LinkedHashMap<>();
    for (Map.Entry<TileSlot, String> placed : tiles.entrySet()) {
      MapTile tile = content.tile(placed.getValue());
      for (TileHex hex : tile.hexes()) {
        HexCoord at = coordinate(placed.getKey(), hex, Board.turn(markers, placed.getKey()));
        hexes.put(at, Megapolis.isSecondPart(markers, at) ? Megapolis.covering(hex, tile.hexes().get(0)) : hex);
      }
    }
    return hexes;
  }

  /**
   * The tile hex at a coordinate.
   *
   * @param content the components
   * @param tiles the placed tiles by slot
   * @param markers the scenario markers (a turned tile's, V-MAP-02)
   * @param at the coordinate
   * @return the hex, or null where no tile lies
   */
  public static TileHex at(Content content, Map<TileSlot, String> tiles, List<Marker> markers, HexCoord at) {
    TileSlot slot = TileSlot.containing(at);
    String tile = tiles.get(slot);
    if (tile == null) {
      return null;
    }
    for (TileHex hex : content.tile(tile).hexes()) {
      if (coordinate(slot, hex, Board.turn(markers, slot)).equals(at)) {
        return Megapolis.isSecondPart(markers, at) ? Megapolis.covering(hex, content.tile(tile).hexes().get(0)) : hex;
      }
    }
    return null;
  }
}
