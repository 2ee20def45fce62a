package io.github.mkrules.core.content;

import io.github.mkrules.api.content.MapShape;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Loads {@code map-shapes.json}: the map shapes of the scenario book as bounds on the tile lattice
 * (map-and-sites §1.6; S-GENERAL-03 to -05, R-SETUP-15, R-MOVE-5.1(ii)).
 */
public final class MapShapeLoader {
  /** The bundled file name. */
  public static final String FILE = "map-shapes.json";

  /** The largest absolute value of a bound. */
  private static final int MAX_BOUND = 20;

  private static final TileSlot START = new TileSlot(0, 0);

  private static final String[] FIELDS = {
    "id", "name", "startingTile", "initialSlots", "bounds", "coreOffCoast", "text"
  };

  private MapShapeLoader() {}

  /**
   * Loads the bundled map shapes, checking their starting tiles against the bundled {@code tiles.json}.
   *
   * @return the shapes in file order
   */
  public static List<MapShape> loadBundled() {
    return load(ContentFiles.read(FILE), TileLoader.loadBundled());
  }

  /**
   * Loads map shapes from a parsed content file.
   *
   * @param root the whole file
   * @param tiles the known tiles; the starting tile must be one of kind {@link TileKind#STARTING}
   * @return the shapes in file order, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming file, entry and field on any error
   */
  public static List<MapShape> load(JsonNode root, List<MapTile> tiles) {
    Set<String> startingTiles = new HashSet<>();
    for (MapTile tile : tiles) {
      if (tile.kind() == TileKind.STARTING) {
        startingTiles.add(tile.id());
      }
    }
    return ContentFields.read(
        root, "shapes", FIELDS, ContentFields::mapId, (e, id) -> shape(e, id, startingTiles));
  }

  private static MapShape shape(JsonNode e, String id, Set<String> startingTiles) {
    String startingTile = e.string("startingTile");
    if (!startingTiles.contains(startingTile)) {
      throw e.fail("startingTile", "unknown starting tile id '" + startingTile + "'");
    }
    List<String> slotTexts = e.strings("initialSlots", true);
    List<TileSlot> slots = new ArrayList<>();
    for (int i = 0; i < slotTexts.size(); i++) {
      try {
        slots.add(TileSlot.parse(slotTexts.get(i)));
      } catch (IllegalArgumentException ex) {
        throw e.fail("initialSlots[" + i + "]", "impossible value: " + ex.getMessage());
      }
    }
    JsonNode b = e.object("bounds");
    b.allowOnly("minI", "minJ", "maxJ", "minIPlusJ");
    OptionalInt minI = bound(b, "minI");
    OptionalInt minJ = bound(b, "minJ");
    OptionalInt maxJ = bound(b, "maxJ");
    OptionalInt minIPlusJ = bound(b, "minIPlusJ");
    if (minJ.isPresent() && maxJ.isPresent() && minJ.getAsInt() > maxJ.getAsInt()) {
      throw b.fail("maxJ", "is smaller than minJ");
    }
    String text = ContentFields.text(e, "text");
    MapShape shape =
        new MapShape(
            id,
            ContentFields.mapName(e),
            startingTile,
            slots,
            minI,
            minJ,
            maxJ,
            minIPlusJ,
            e.bool("coreOffCoast", false),
            text);
    check(e, shape);
    return shape;
  }

  private static void check(JsonNode e, MapShape shape) {
    if (!shape.allows(START)) {
      throw e.fail("bounds", "the starting tile's slot 0,0 is outside the shape");
    }
    // R-SETUP-15.1: side A reveals 2 tiles, side B reveals 3
    int expected = "starting-a".equals(shape.startingTile()) ? 2 : 3;
    if (shape.initialSlots().size() != expected) {
      throw e.fail(
          "initialSlots",
          "expected " + expected + " slots for " + shape.startingTile() + " but got "
              + shape.initialSlots().size());
    }
    Set<TileSlot> seen = new HashSet<>();
    for (TileSlot slot : shape.initialSlots()) {
      if (!seen.add(slot)) {
        throw e.fail("initialSlots", "duplicate slot " + slot);
      }
      if (!isNeighbourOfStart(slot)) {
        throw e.fail("initialSlots", "slot " + slot + " does not touch the starting tile");
      }
      if (!shape.allows(slot)) {
        throw e.fail("initialSlots", "slot " + slot + " is outside the shape");
      }
    }
  }

  private static boolean isNeighbourOfStart(TileSlot slot) {
    for (int d = 0; d < 6; d++) {
      if (START.neighbour(d).equals(slot)) {
        return true;
      }
    }
    return false;
  }

  private static OptionalInt bound(JsonNode b, String field) {
    return b.has(field) ? OptionalInt.of(b.integer(field, -MAX_BOUND, MAX_BOUND)) : OptionalInt.empty();
  }
}
