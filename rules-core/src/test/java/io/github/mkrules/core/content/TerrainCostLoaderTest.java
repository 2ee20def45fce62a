package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TerrainCost;
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
  private static final ContentFileCorruption<List<TerrainCost>> CORRUPT =
      ContentFileCorruption.of(TerrainCostLoader.FILE, "terrain", TerrainCostLoader::load);
  private static final List<TerrainCost> COSTS = CORRUPT.bundled();

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
    CORRUPT.replace("{\"id\": \"hills\", \"day\": 3, \"night\": 3}", "{\"id\": \"hills\", \"day\": 3}")
        .names("hills", "night", "missing field");
  }

  @Test
  void impossibleValuesAreRejected() {
    CORRUPT.replace("\"id\": \"swamp\"", "\"id\": \"tundra\"").names("tundra", "id", "tundra");
    CORRUPT.replace("{\"id\": \"desert\", \"day\": 5", "{\"id\": \"desert\", \"day\": -5").names("desert", "day", "-5");
    CORRUPT.replace("\"id\": \"sea\"", "\"id\": \"lake\"").names("lake", "id", "duplicate");
  }

  @Test
  void misspeltFieldIsRejected() {
    CORRUPT.replace("{\"id\": \"forest\", \"day\"", "{\"id\": \"forest\", \"dya\"")
        .names("forest", "dya", "unknown field");
  }

  @Test
  void aMissingTerrainIsRejected() {
    CORRUPT.replace(",\n    {\"id\": \"city\", \"day\": 2, \"night\": 2}", "").says("field 'terrain'", "CITY");
  }

  private static void assertCost(Terrain terrain, int day, int night) {
    assertEquals(OptionalInt.of(day), cost(terrain).day(), terrain.id());
    assertEquals(OptionalInt.of(night), cost(terrain).night(), terrain.id());
  }

  private static TerrainCost cost(Terrain terrain) {
    return COSTS.stream().filter(c -> c.terrain() == terrain).findFirst().orElseThrow();
  }
}
