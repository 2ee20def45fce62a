package io.github.mkrules.testkit.cli;

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
   * @return its coordinate
   */
  static HexCoord coordinate(TileSlot slot, TileHex hex) {
    int direction = DIRECTIONS.indexOf(hex.position());
    return direction < 0 ? slot.centre() : slot.centre().neighbour(direction);
  }

  /**
   * Every hex of the placed tiles, tile by tile in the map's order.
   *
   * @param content the components
   * @param tiles the placed tiles by slot
   * @return the tile hexes by coordinate
   */
  static Map<HexCoord, TileHex> all(Content content, Map<TileSlot, String> tiles) {
    Map<HexCoord, TileHex> hexes = new LinkedHashMap<>();
    for (Map.Entry<TileSlot, String> placed : tiles.entrySet()) {
      MapTile tile = content.tile(placed.getValue());
      for (TileHex hex : tile.hexes()) {
        hexes.put(coordinate(placed.getKey(), hex), hex);
      }
    }
    return hexes;
  }

  /**
   * The tile hex at a coordinate.
   *
   * @param content the components
   * @param tiles the placed tiles by slot
   * @param at the coordinate
   * @return the hex, or null where no tile lies
   */
  public static TileHex at(Content content, Map<TileSlot, String> tiles, HexCoord at) {
    TileSlot slot = TileSlot.containing(at);
    String tile = tiles.get(slot);
    if (tile == null) {
      return null;
    }
    for (TileHex hex : content.tile(tile).hexes()) {
      if (coordinate(slot, hex).equals(at)) {
        return hex;
      }
    }
    return null;
  }
}
