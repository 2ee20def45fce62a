package io.github.mkrules.core.content;

import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.content.MapShape;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.TileSlot;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Loads {@code map-shapes.json}: the map shapes of the scenario book as bounds on the tile lattice
 * (map-and-sites §1.6; S-GENERAL-03 to -05, R-SETUP-15, R-MOVE-5.1(ii)).
 */
final class MapShapeLoader {
  /** The bundled file name. */
  static final String FILE = "map-shapes.json";

  /** The largest absolute value of a bound. */
  private static final int MAX_BOUND = 20;

  private static final TileSlot START = new TileSlot(0, 0);

  /** The bounds of a shape on the tile lattice; an absent bound does not limit. */
  private record Bounds(OptionalInt minI, OptionalInt minJ, OptionalInt maxJ, OptionalInt minIPlusJ) {}

  /** A shape as the file writes it. */
  private record Shape(String id, LocalizedName name, String startingTile, List<TileSlot> initialSlots,
      Bounds bounds, Optional<Boolean> coreOffCoast, String text) {}

  private MapShapeLoader() {}

  /** Loads map shapes from a content file. */
  static List<MapShape> load(DataFile file, List<MapTile> tiles) {
    Set<String> startingTiles = new HashSet<>();
    for (MapTile tile : tiles) {
      if (tile.kind() == TileKind.STARTING) {
        startingTiles.add(tile.id());
      }
    }
    return file.entries("shapes", Shape.class, (shape, at) -> shape(shape, at, startingTiles));
  }

  private static MapShape shape(Shape e, Place at, Set<String> startingTiles) {
    if (!startingTiles.contains(e.startingTile())) {
      throw at.fail("startingTile", "unknown starting tile id '" + e.startingTile() + "'");
    }
    Bounds b = e.bounds();
    Place bounds = at.in("bounds");
    b.minI().ifPresent(value -> bounds.range("minI", value, -MAX_BOUND, MAX_BOUND));
    b.minJ().ifPresent(value -> bounds.range("minJ", value, -MAX_BOUND, MAX_BOUND));
    b.maxJ().ifPresent(value -> bounds.range("maxJ", value, -MAX_BOUND, MAX_BOUND));
    b.minIPlusJ().ifPresent(value -> bounds.range("minIPlusJ", value, -MAX_BOUND, MAX_BOUND));
    if (b.minJ().isPresent() && b.maxJ().isPresent() && b.minJ().getAsInt() > b.maxJ().getAsInt()) {
      throw bounds.fail("maxJ", "is smaller than minJ");
    }
    MapShape shape = new MapShape(e.id(), e.name(), e.startingTile(), e.initialSlots(), b.minI(), b.minJ(),
        b.maxJ(), b.minIPlusJ(), e.coreOffCoast().orElse(false), e.text());
    check(at, shape);
    return shape;
  }

  private static void check(Place at, MapShape shape) {
    if (!shape.allows(START)) {
      throw at.fail("bounds", "the starting tile's slot 0,0 is outside the shape");
    }
    // R-SETUP-15.1: side A reveals 2 tiles, side B reveals 3
    int expected = "starting-a".equals(shape.startingTile()) ? 2 : 3;
    if (shape.initialSlots().size() != expected) {
      throw at.fail(
          "initialSlots",
          "expected " + expected + " slots for " + shape.startingTile() + " but got "
              + shape.initialSlots().size());
    }
    Set<TileSlot> seen = new HashSet<>();
    for (TileSlot slot : shape.initialSlots()) {
      if (!seen.add(slot)) {
        throw at.fail("initialSlots", "duplicate slot " + slot);
      }
      if (!isNeighbourOfStart(slot)) {
        throw at.fail("initialSlots", "slot " + slot + " does not touch the starting tile");
      }
      if (!shape.allows(slot)) {
        throw at.fail("initialSlots", "slot " + slot + " is outside the shape");
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
}
