package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.MapShape;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.state.TileSlot;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The map shapes of {@code map-shapes.json} against {@code content/map-and-sites.md} §1.6: R-SETUP-15 and
 * R-SETUP-15.1 (side A with 2 revealed tiles at slots E and NE for the wedge, side B with 3 at NE, E and SE
 * for the open maps), R-MOVE-5.1(ii) (no tile beyond the coastline: every slot of the scenario-book figures
 * is allowed, and slots past the coast are not), the wedge's ban on core tiles in the coastline lanes
 * (S-GENERAL-03, R-MOVE-5.5(ii)) and its absence in First Reconnaissance (CTX-03), and the rejection of
 * corrupted input. R-SETUP-14 builds the tile stack these shapes are filled from.
 */
class MapShapeLoaderTest {
  private static final List<MapTile> TILES = Content.base().tiles();
  private static final ContentFileCorruption<List<MapShape>> CORRUPT =
      ContentFileCorruption.of(MapShapeLoader.FILE, "shapes", root -> MapShapeLoader.load(root, TILES));
  private static final List<MapShape> SHAPES = CORRUPT.bundled();

  private static final List<TileSlot> WEDGE_FIGURE =
      slots("0,0 0,1 1,0 0,2 1,1 2,0 0,3 1,2 2,1 3,0");
  private static final List<TileSlot> OPEN_5_FIGURE =
      slots("0,0 0,1 1,0 1,-1 0,2 1,1 2,0 2,-1 2,-2 1,2 2,1 3,0 3,-1 3,-2 2,2 3,1 4,-1 4,-2");
  private static final List<TileSlot> OPEN_4_FIGURE =
      slots("0,0 0,1 1,0 1,-1 1,1 2,0 2,-1 2,-2 2,1 3,0 3,-1 3,-2 3,1 4,-1 4,-2");
  private static final List<TileSlot> OPEN_3_FIGURE =
      slots("0,0 0,1 1,0 1,-1 1,1 2,0 2,-1 2,1 3,0 3,-1 3,1 4,-1");

  @Test
  void shapesAndSetup() {
    assertEquals(
        List.of("wedge", "wedge-unrestricted", "open-5", "open-4", "open-3"),
        SHAPES.stream().map(MapShape::id).collect(Collectors.toList()));
    for (String id : List.of("wedge", "wedge-unrestricted")) {
      assertEquals("starting-a", shape(id).startingTile());
      assertEquals(slots("1,0 0,1"), shape(id).initialSlots());
    }
    for (String id : List.of("open-5", "open-4", "open-3")) {
      assertEquals("starting-b", shape(id).startingTile());
      assertEquals(slots("0,1 1,0 1,-1"), shape(id).initialSlots());
    }
    assertEquals(Optional.of("Mapa ve tvaru V"), shape("wedge").name().cs());
    assertEquals(Optional.of("Otevřená mapa"), shape("open-5").name().cs());
  }

  @Test
  void figureCounts() {
    assertEquals(10, WEDGE_FIGURE.size());
    assertEquals(18, OPEN_5_FIGURE.size());
    assertEquals(15, OPEN_4_FIGURE.size());
    assertEquals(12, OPEN_3_FIGURE.size());
  }

  @Test
  void everyFigureSlotIsAllowed() {
    assertAllAllowed("wedge", WEDGE_FIGURE);
    assertAllAllowed("wedge-unrestricted", WEDGE_FIGURE);
    assertAllAllowed("open-5", OPEN_5_FIGURE);
    assertAllAllowed("open-4", OPEN_4_FIGURE);
    assertAllAllowed("open-3", OPEN_3_FIGURE);
    // the smaller open figures fit the larger open shapes too
    assertAllAllowed("open-5", OPEN_4_FIGURE);
    assertAllAllowed("open-4", OPEN_3_FIGURE);
  }

  @Test
  void slotsBeyondTheCoastAreNotAllowed() {
    assertNoneAllowed("wedge", slots("-1,0 0,-1 -1,1 1,-1 2,-1 -1,3"));
    assertNoneAllowed("open-5", slots("-1,0 -1,1 0,-1 1,-2 0,3 3,3 3,-3 5,-3 -1,2"));
    assertNoneAllowed("open-4", slots("0,2 1,2 2,2 3,2 2,-3 0,-1"));
    assertNoneAllowed("open-3", slots("0,2 2,-2 3,-2 4,-2 2,2 0,-1"));
    // the wedge and the open maps are unbounded in depth
    assertTrue(shape("wedge").allows(new TileSlot(40, 40)));
    assertTrue(shape("open-3").allows(new TileSlot(40, 0)));
    // the 4-column map opens to the right (SE side, j = -2), not to the left (j = 2)
    assertTrue(shape("open-4").allows(new TileSlot(2, -2)));
    assertFalse(shape("open-4").allows(new TileSlot(1, 2)));
  }

  @Test
  void coreTilesStayOffTheWedgeCoast() {
    MapShape wedge = shape("wedge");
    for (TileSlot lane : slots("0,1 0,2 0,5 1,0 2,0 5,0")) {
      assertTrue(wedge.allows(lane), lane.toString());
      assertTrue(wedge.onCoast(lane), lane.toString());
      assertFalse(wedge.coreAllowed(lane), lane.toString());
      assertTrue(shape("wedge-unrestricted").coreAllowed(lane), lane.toString());
    }
    for (TileSlot inner : slots("1,1 1,2 2,1 3,3")) {
      assertFalse(wedge.onCoast(inner), inner.toString());
      assertTrue(wedge.coreAllowed(inner), inner.toString());
    }
    assertFalse(wedge.coreAllowed(new TileSlot(-1, 2)));
    // open maps have no core ban: a core tile may go anywhere the shape allows
    for (String id : List.of("open-5", "open-4", "open-3")) {
      for (TileSlot s : OPEN_5_FIGURE) {
        assertEquals(shape(id).allows(s), shape(id).coreAllowed(s), id + " " + s);
      }
    }
  }

  @Test
  void missingFieldIsRejected() {
    CORRUPT.replace(
            "\"startingTile\": \"starting-b\",\n      \"initialSlots\": [\"0,1\", \"1,0\", \"1,-1\"],\n      \"bounds\": {\"minI\": 0, \"minIPlusJ\": 0, \"minJ\": -1",
            "\"initialSlots\": [\"0,1\", \"1,0\", \"1,-1\"],\n      \"bounds\": {\"minI\": 0, \"minIPlusJ\": 0, \"minJ\": -1")
        .names("open-3", "startingTile", "missing field");
  }

  @Test
  void impossibleValuesAreRejected() {
    CORRUPT.replaceIn("wedge", "\"startingTile\": \"starting-a\"", "\"startingTile\": \"countryside-1\"")
        .names("wedge", "startingTile", "countryside-1");
    CORRUPT.replaceIn("wedge", "\"initialSlots\": [\"1,0\", \"0,1\"]", "\"initialSlots\": [\"1,0\"]")
        .names("wedge", "initialSlots", "expected 2");
    CORRUPT.replaceIn(
            "open-5",
            "\"initialSlots\": [\"0,1\", \"1,0\", \"1,-1\"]",
            "\"initialSlots\": [\"0,1\", \"1,0\", \"2,-1\"]")
        .names("open-5", "initialSlots", "does not touch");
    CORRUPT.replaceIn("wedge", "\"initialSlots\": [\"1,0\", \"0,1\"]", "\"initialSlots\": [\"1,0\", \"-1,1\"]")
        .names("wedge", "initialSlots", "outside the shape");
    CORRUPT.replaceIn("wedge", "\"initialSlots\": [\"1,0\", \"0,1\"]", "\"initialSlots\": [\"1,0\", \"E\"]")
        .names("wedge", "initialSlots[1]", "E");
    CORRUPT.replace("\"minJ\": -1, \"maxJ\": 1", "\"minJ\": 2, \"maxJ\": 1")
        .names("open-3", "maxJ", "smaller than minJ");
  }

  @Test
  void misspeltFieldIsRejected() {
    CORRUPT.replace("\"coreOffCoast\"", "\"coreOfCoast\"").names("wedge", "coreOfCoast", "unknown field");
    CORRUPT.replace("\"maxJ\": 2", "\"maxj\": 2").names("open-5", "maxj", "unknown field");
  }

  private static void assertAllAllowed(String id, List<TileSlot> slots) {
    for (TileSlot s : slots) {
      assertTrue(shape(id).allows(s), id + " " + s);
    }
  }

  private static void assertNoneAllowed(String id, List<TileSlot> slots) {
    for (TileSlot s : slots) {
      assertFalse(shape(id).allows(s), id + " " + s);
      assertFalse(shape(id).coreAllowed(s), id + " " + s);
    }
  }

  private static MapShape shape(String id) {
    return SHAPES.stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow();
  }

  private static List<TileSlot> slots(String text) {
    List<TileSlot> out = new ArrayList<>();
    for (String s : text.split(" ")) {
      out.add(TileSlot.parse(s));
    }
    return out;
  }
}
