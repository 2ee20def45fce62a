package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TerrainCost;
import io.github.mkrules.core.json.DataException;
import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The terrain Move costs of {@code terrain-costs.json} against {@code content/map-and-sites.md} §3 (the
 * Day/Night board): R-MOVE-3 (pay the terrain of each space entered), R-MOVE-3.1 ("X" is inaccessible; only
 * desert and forest change between Day and Night; a city space always costs 2), the decisions U1 (sea is
 * impassable) and U2 (city terrain), and the rejection of corrupted input. Exploring (R-MOVE-5.2) costs 2 Move
 * whatever the terrain and is not part of this table.
 */
class TerrainCostLoaderTest {
  private static final List<TerrainCost> COSTS = TerrainCostLoader.loadBundled();

  @Test
  void oneEntryPerTerrain() {
    assertEquals(10, COSTS.size());
    assertEquals(
        EnumSet.allOf(Terrain.class), COSTS.stream().map(TerrainCost::terrain).collect(Collectors.toSet()));
  }

  @Test
  void dayAndNightCosts() {
    assertCost(Terrain.PLAINS, 2, 2);
    assertCost(Terrain.HILLS, 3, 3);
    assertCost(Terrain.FOREST, 3, 5);
    assertCost(Terrain.WASTELAND, 4, 4);
    assertCost(Terrain.DESERT, 5, 3);
    assertCost(Terrain.SWAMP, 5, 5);
    assertCost(Terrain.CITY, 2, 2);
    for (Terrain impassable : List.of(Terrain.LAKE, Terrain.MOUNTAIN, Terrain.SEA)) {
      assertEquals(OptionalInt.empty(), cost(impassable).day(), impassable.id());
      assertEquals(OptionalInt.empty(), cost(impassable).night(), impassable.id());
    }
  }

  @Test
  void onlyDesertAndForestChangeBetweenDayAndNight() {
    Set<Terrain> changing =
        COSTS.stream().filter(c -> !c.day().equals(c.night())).map(TerrainCost::terrain)
            .collect(Collectors.toSet());
    assertEquals(Set.of(Terrain.DESERT, Terrain.FOREST), changing);
  }

  @Test
  void missingFieldIsRejected() {
    String text = fileText().replace("{\"id\": \"hills\", \"day\": 3, \"night\": 3}", "{\"id\": \"hills\", \"day\": 3}");
    assertRejected(text, "hills", "night", "missing field");
  }

  @Test
  void impossibleValuesAreRejected() {
    String unknown = fileText().replace("\"id\": \"swamp\"", "\"id\": \"tundra\"");
    assertRejected(unknown, "tundra", "id", "tundra");
    String negative = fileText().replace("{\"id\": \"desert\", \"day\": 5", "{\"id\": \"desert\", \"day\": -5");
    assertRejected(negative, "desert", "day", "-5");
    String duplicate = fileText().replace("\"id\": \"sea\"", "\"id\": \"lake\"");
    assertRejected(duplicate, "lake", "id", "duplicate");
  }

  @Test
  void misspeltFieldIsRejected() {
    String text = fileText().replace("{\"id\": \"forest\", \"day\"", "{\"id\": \"forest\", \"dya\"");
    assertRejected(text, "forest", "dya", "unknown field");
  }

  @Test
  void aMissingTerrainIsRejected() {
    String text = fileText().replace(",\n    {\"id\": \"city\", \"day\": 2, \"night\": 2}", "");
    DataException e =
        assertThrows(
            DataException.class, () -> TerrainCostLoader.load(ContentFiles.parse(text, "terrain-costs.json")));
    assertTrue(e.getMessage().startsWith("terrain-costs.json"), e.getMessage());
    assertTrue(e.getMessage().contains("CITY"), e.getMessage());
  }

  private static void assertCost(Terrain terrain, int day, int night) {
    assertEquals(OptionalInt.of(day), cost(terrain).day(), terrain.id());
    assertEquals(OptionalInt.of(night), cost(terrain).night(), terrain.id());
  }

  private static TerrainCost cost(Terrain terrain) {
    return COSTS.stream().filter(c -> c.terrain() == terrain).findFirst().orElseThrow();
  }

  private static void assertRejected(String text, String entry, String field, String detail) {
    DataException e =
        assertThrows(
            DataException.class, () -> TerrainCostLoader.load(ContentFiles.parse(text, "terrain-costs.json")));
    String m = e.getMessage();
    assertTrue(m.startsWith("terrain-costs.json: entry '" + entry + "'"), m);
    assertTrue(m.contains("field '" + field + "'"), m);
    assertTrue(m.contains(detail), m);
  }

  private static String fileText() {
    return TileLoaderTest.resource("terrain-costs.json");
  }
}
