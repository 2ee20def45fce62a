package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.content.TileKind;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The map tiles of {@code tiles.json} against {@code content/map-and-sites.md}: the tile counts of §0.1 and
 * R-SETUP-14 / R-SETUP-15 (a two-sided starting tile, 11 countryside, 4 core and 4 core city tiles), the
 * checksums of §2.6, the scenario constraints of §1.7 as independent checks of the tile contents, spot checks
 * of §2.1–§2.5 (including the MKD errors of §2.5), the decisions U1 (sea) and U2 (city terrain), and the
 * rejection of corrupted input. The hexes follow the local positions of §1.2, which R-MOVE-5 relies on when
 * tiles are explored.
 */
class TileLoaderTest {
  private static final List<SiteType> SITES = Content.base().sites();
  private static final ContentFileCorruption<List<MapTile>> CORRUPT =
      ContentFileCorruption.of(TileLoader.FILE, "tiles", root -> TileLoader.load(root, SITES));
  private static final List<MapTile> TILES = CORRUPT.bundled();

  @Test
  void countsOfEachKind() {
    assertEquals(21, TILES.size());
    assertEquals(List.of("starting-a", "starting-b"), idsOf(TileKind.STARTING));
    assertEquals(11, idsOf(TileKind.COUNTRYSIDE).size());
    assertEquals(List.of("core-1", "core-2", "core-3", "core-4"), idsOf(TileKind.CORE));
    assertEquals(List.of("core-5", "core-6", "core-7", "core-8"), idsOf(TileKind.CORE_CITY));
    for (int n = 1; n <= 11; n++) {
      assertEquals(TileKind.COUNTRYSIDE, tile("countryside-" + n).kind());
      assertEquals(n, tile("countryside-" + n).number());
    }
  }

  @Test
  void everyTileHasSevenHexesInFixedOrder() {
    for (MapTile t : TILES) {
      assertEquals(
          List.of("C", "NE", "E", "SE", "SW", "W", "NW"),
          t.hexes().stream().map(TileHex::position).collect(Collectors.toList()),
          t.id());
    }
  }

  @Test
  void countrysideChecksums() {
    Set<MapTile> set = Set.copyOf(ofKind(TileKind.COUNTRYSIDE));
    assertEquals(77, hexCount(set));
    assertEquals(
        terrains(
            "plains", 23, "hills", 17, "forest", 16, "lake", 6, "mountain", 5, "swamp", 4, "desert", 3,
            "wasteland", 3),
        terrainCounts(set));
    assertEquals(
        Map.of(
            "village", 5, "magical-glade", 5, "keep", 3, "mage-tower", 3, "ancient-ruins", 3,
            "crystal-mine", 4, "monastery", 2, "dungeon", 2, "monster-den", 2, "marauding-orcs", 8),
        siteCounts(set));
    assertEquals(Map.of("green", 1, "white", 1, "blue", 1, "red", 1), mineColours(set));
  }

  @Test
  void coreChecksums() {
    Set<MapTile> set = Set.copyOf(ofKind(TileKind.CORE));
    assertEquals(28, hexCount(set));
    assertEquals(
        terrains(
            "wasteland", 8, "hills", 7, "desert", 4, "mountain", 3, "swamp", 3, "lake", 2, "forest", 1),
        terrainCounts(set));
    assertEquals(
        Map.of(
            "ancient-ruins", 3, "crystal-mine", 3, "mage-tower", 2, "tomb", 2, "keep", 1, "monastery", 1,
            "spawning-grounds", 1, "draconum", 2),
        siteCounts(set));
    assertEquals(Map.of("green", 1, "white", 1, "blue", 1), mineColours(set));
  }

  @Test
  void coreCityChecksums() {
    Set<MapTile> set = Set.copyOf(ofKind(TileKind.CORE_CITY));
    assertEquals(28, hexCount(set));
    assertEquals(
        terrains(
            "lake", 5, "forest", 4, "wasteland", 4, "city", 4, "desert", 3, "swamp", 3, "hills", 2,
            "plains", 2, "mountain", 1),
        terrainCounts(set));
    Map<String, Integer> expected = new TreeMap<>(Map.of("city", 4, "draconum", 4, "marauding-orcs", 2));
    for (String one :
        List.of(
            "magical-glade", "village", "monastery", "keep", "spawning-grounds", "ancient-ruins",
            "crystal-mine")) {
      expected.put(one, 1);
    }
    assertEquals(expected, siteCounts(set));
    assertEquals(Map.of("red", 1), mineColours(set));
  }

  @Test
  void twoMinesOfEachColourOnTheWholeMap() {
    Map<String, Set<String>> byColour = new TreeMap<>();
    for (MapTile t : TILES) {
      for (TileHex h : t.hexes()) {
        if (h.site().equals(Optional.of("crystal-mine"))) {
          byColour.computeIfAbsent(h.siteColor().orElseThrow(), c -> new TreeSet<>()).add(t.id());
        }
      }
    }
    assertEquals(
        Map.of(
            "green", Set.of("countryside-2", "core-2"),
            "white", Set.of("countryside-3", "core-3"),
            "blue", Set.of("countryside-5", "core-4"),
            "red", Set.of("countryside-6", "core-8")),
        byColour);
  }

  /** §1.7: the tiles each scenario's constraints pick out exist exactly as the scenarios need them. */
  @Test
  void scenarioConstraintsPickTheRightTiles() {
    // Conquer and Hold: exactly 5 countryside and 3 non-city core tiles with a keep or a mage tower.
    Predicate<MapTile> keepOrTower = t -> has(t, "keep") || has(t, "mage-tower");
    assertEquals(numbers(TileKind.COUNTRYSIDE, 3, 4, 9, 10, 11), matching(TileKind.COUNTRYSIDE, keepOrTower));
    assertEquals(Set.of("core-2", "core-3", "core-4"), matching(TileKind.CORE, keepOrTower));
    // Mines Liberation: countryside mines on 2, 3, 5, 6; core 1 is the only non-city core tile without one.
    Predicate<MapTile> mine = t -> has(t, "crystal-mine");
    assertEquals(numbers(TileKind.COUNTRYSIDE, 2, 3, 5, 6), matching(TileKind.COUNTRYSIDE, mine));
    assertEquals(Set.of("core-1"), matching(TileKind.CORE, mine.negate()));
    assertTrue(has(tile("core-8"), "crystal-mine"));
    // Dungeon Lords: dungeons on countryside 7 and 9; the desert core tile with monastery and tomb is core 1.
    assertEquals(numbers(TileKind.COUNTRYSIDE, 7, 9), matching(TileKind.COUNTRYSIDE, t -> has(t, "dungeon")));
    Predicate<MapTile> desertMonasteryTomb =
        t -> has(t, "monastery") && has(t, "tomb") && terrainCount(t, Terrain.DESERT) > 0;
    assertEquals(Set.of("core-1"), matching(TileKind.CORE, desertMonasteryTomb));
    // Druid Nights: glades on countryside 1, 2, 5, 7, 8, and one more on the green city tile.
    assertEquals(
        numbers(TileKind.COUNTRYSIDE, 1, 2, 5, 7, 8),
        matching(TileKind.COUNTRYSIDE, t -> has(t, "magical-glade")));
    assertTrue(has(tile("core-5"), "magical-glade"));
    // Conquer and Hold's 25 points: 5 keeps x 3 + 5 mage towers x 2 on its tiles.
    List<String> chTiles =
        List.of(
            "countryside-3", "countryside-4", "countryside-9", "countryside-10", "countryside-11", "core-2",
            "core-3", "core-4", "core-7");
    int keeps = chTiles.stream().mapToInt(id -> siteCount(tile(id), "keep")).sum();
    int towers = chTiles.stream().mapToInt(id -> siteCount(tile(id), "mage-tower")).sum();
    assertEquals(5, keeps);
    assertEquals(5, towers);
    assertEquals(25, keeps * 3 + towers * 2);
    // V-MAP-03: a white city by a lake next to a keep, a red city in desert among dragons.
    MapTile white = tile("core-7");
    assertTrue(terrainCount(white, Terrain.LAKE) > 0 && has(white, "keep"));
    MapTile red = tile("core-8");
    assertTrue(terrainCount(red, Terrain.DESERT) >= 3 && siteCount(red, "draconum") == 2);
  }

  @Test
  void citiesAndTheirColours() {
    Map<String, String> colours = new TreeMap<>();
    for (MapTile t : ofKind(TileKind.CORE_CITY)) {
      TileHex centre = t.hexes().get(0);
      assertEquals(Optional.of("city"), centre.site(), t.id());
      assertEquals(Terrain.CITY, centre.terrain(), t.id());
      colours.put(t.id(), centre.siteColor().orElseThrow());
    }
    assertEquals(Map.of("core-5", "green", "core-6", "blue", "core-7", "white", "core-8", "red"), colours);
  }

  @Test
  void spotChecks() {
    // §2.1 starting tile; U1: the coast is sea.
    assertHex("starting-a", "C", Terrain.PLAINS, "portal", null);
    assertHex("starting-a", "SE", Terrain.SEA, null, null);
    assertHex("starting-a", "SW", Terrain.SEA, null, null);
    assertHex("starting-a", "W", Terrain.SEA, null, null);
    assertHex("starting-b", "SE", Terrain.PLAINS, null, null);
    assertHex("starting-b", "NE", Terrain.FOREST, null, null);
    // §2.2
    assertHex("countryside-1", "NW", Terrain.FOREST, "marauding-orcs", null);
    assertHex("countryside-1", "E", Terrain.PLAINS, "village", null);
    assertHex("countryside-2", "SW", Terrain.HILLS, "crystal-mine", "green");
    assertHex("countryside-4", "C", Terrain.DESERT, "mage-tower", null);
    assertHex("countryside-6", "C", Terrain.HILLS, "crystal-mine", "red");
    assertHex("countryside-8", "NE", Terrain.FOREST, "ancient-ruins", null);
    assertHex("countryside-11", "SE", Terrain.HILLS, "marauding-orcs", null);
    // §2.5: where MKD is wrong.
    assertHex("countryside-7", "SE", Terrain.PLAINS, "dungeon", null);
    assertHex("countryside-9", "NW", Terrain.WASTELAND, "dungeon", null);
    assertHex("core-2", "NE", Terrain.SWAMP, "ancient-ruins", null);
    assertHex("core-4", "NW", Terrain.HILLS, "crystal-mine", "blue");
    assertHex("core-4", "E", Terrain.WASTELAND, "keep", null);
    // §2.3, §2.4
    assertHex("core-1", "W", Terrain.HILLS, "spawning-grounds", null);
    assertHex("core-4", "C", Terrain.MOUNTAIN, "draconum", null);
    assertHex("core-6", "W", Terrain.MOUNTAIN, "draconum", null);
    assertHex("core-7", "NW", Terrain.WASTELAND, "spawning-grounds", null);
    assertHex("core-8", "NE", Terrain.HILLS, "crystal-mine", "red");
    assertHex("core-5", "SW", Terrain.FOREST, "marauding-orcs", null);
  }

  @Test
  void hexesAreReturnedInFixedOrderWhateverTheFileOrder() {
    String text =
        CORRUPT.text()
            .replace(
                "{\"position\": \"C\", \"terrain\": \"plains\", \"site\": \"portal\"},\n"
                    + "        {\"position\": \"NE\", \"terrain\": \"forest\"},",
                "{\"position\": \"NE\", \"terrain\": \"forest\"},\n"
                    + "        {\"position\": \"C\", \"terrain\": \"plains\", \"site\": \"portal\"},");
    List<MapTile> tiles = TileLoader.load(ContentFiles.parse(text, "tiles.json"), SITES);
    assertEquals("C", tiles.get(0).hexes().get(0).position());
    assertEquals(Optional.of("portal"), tiles.get(0).hexes().get(0).site());
    assertEquals("NE", tiles.get(0).hexes().get(1).position());
  }

  @Test
  void missingFieldIsRejected() {
    CORRUPT.replaceIn("countryside-3", "\"terrain\": \"hills\", \"site\": \"keep\"", "\"site\": \"keep\"")
        .names("countryside-3", "terrain", "'NE'", "missing field");
  }

  @Test
  void unknownSiteIsRejected() {
    CORRUPT.replaceIn("countryside-5", "\"monastery\"", "\"abbey\"").names("countryside-5", "site", "'NE'", "abbey");
  }

  @Test
  void unknownTerrainIsRejected() {
    CORRUPT.replaceIn("core-1", "\"mountain\"", "\"volcano\"").names("core-1", "terrain", "'NW'", "volcano");
  }

  @Test
  void misspeltFieldIsRejected() {
    CORRUPT.replaceIn("core-2", "\"number\"", "\"numbr\"").names("core-2", "numbr", "unknown field");
    CORRUPT.replaceIn("countryside-2", "\"siteColor\"", "\"siteColour\"")
        .names("countryside-2", "siteColour", "'SW'", "unknown field");
  }

  @Test
  void sixHexesAreRejected() {
    CORRUPT.replaceIn("countryside-10", "{\"position\": \"C\", \"terrain\": \"mountain\"},", "")
        .names("countryside-10", "hexes", "exactly 7");
  }

  @Test
  void duplicatePositionIsRejected() {
    CORRUPT.replaceIn("countryside-10", "\"position\": \"NE\"", "\"position\": \"C\"")
        .names("countryside-10", "position", "'C'", "duplicate");
  }

  @Test
  void siteColourOnlyWhereTheSiteHasOne() {
    CORRUPT.replaceIn("countryside-1", "\"site\": \"village\"", "\"site\": \"village\", \"siteColor\": \"red\"")
        .names("countryside-1", "siteColor", "'E'", "colour");
    CORRUPT.replaceIn("countryside-2", ", \"siteColor\": \"green\"", "")
        .names("countryside-2", "siteColor", "'SW'", "missing");
    CORRUPT.replaceIn("countryside-2", "\"siteColor\": \"green\"", "\"siteColor\": \"gold\"")
        .names("countryside-2", "siteColor", "'SW'", "gold");
  }

  @Test
  void numberOutOfRangeAndKindMismatchAreRejected() {
    CORRUPT.replaceIn("countryside-11", "\"number\": 11", "\"number\": 12").names("countryside-11", "number", "1..11");
    CORRUPT.replaceIn("core-5", "\"kind\": \"core-city\"", "\"kind\": \"core\"").names("core-5", "number", "1..4");
    CORRUPT.replaceIn("core-5", "\"kind\": \"core-city\"", "\"kind\": \"capital\"").names("core-5", "kind", "capital");
  }

  @Test
  void citySeaAndPortalOnlyWhereTheyBelong() {
    CORRUPT.replaceIn("countryside-1", "\"terrain\": \"lake\"", "\"terrain\": \"sea\"")
        .names("countryside-1", "terrain", "'NE'", "sea");
    CORRUPT.replaceIn(
            "core-6",
            "\"position\": \"E\", \"terrain\": \"lake\"",
            "\"position\": \"E\", \"terrain\": \"city\"")
        .names("core-6", "terrain", "'E'", "city");
    CORRUPT.replaceIn("countryside-3", "\"site\": \"keep\"", "\"site\": \"portal\"")
        .names("countryside-3", "site", "'NE'", "portal");
  }

  @Test
  void duplicateIdIsRejected() {
    CORRUPT.replace("\"id\": \"countryside-4\"", "\"id\": \"countryside-3\"").names("countryside-3", "id", "duplicate");
  }

  // ---- helpers

  private static void assertHex(String tileId, String pos, Terrain terrain, String site, String colour) {
    TileHex h =
        tile(tileId).hexes().stream().filter(x -> x.position().equals(pos)).findFirst().orElseThrow();
    assertEquals(terrain, h.terrain(), tileId + " " + pos);
    assertEquals(Optional.ofNullable(site), h.site(), tileId + " " + pos);
    assertEquals(Optional.ofNullable(colour), h.siteColor(), tileId + " " + pos);
  }

  private static MapTile tile(String id) {
    return TILES.stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
  }

  private static List<MapTile> ofKind(TileKind kind) {
    return TILES.stream().filter(t -> t.kind() == kind).collect(Collectors.toList());
  }

  private static List<String> idsOf(TileKind kind) {
    return ofKind(kind).stream().map(MapTile::id).collect(Collectors.toList());
  }

  private static Set<String> matching(TileKind kind, Predicate<MapTile> p) {
    return ofKind(kind).stream().filter(p).map(MapTile::id).collect(Collectors.toCollection(TreeSet::new));
  }

  private static Set<String> numbers(TileKind kind, int... ns) {
    String prefix = kind == TileKind.COUNTRYSIDE ? "countryside-" : "core-";
    Set<String> out = new TreeSet<>();
    for (int n : ns) {
      out.add(prefix + n);
    }
    return out;
  }

  private static boolean has(MapTile t, String site) {
    return siteCount(t, site) > 0;
  }

  private static int siteCount(MapTile t, String site) {
    return (int) t.hexes().stream().filter(h -> h.site().equals(Optional.of(site))).count();
  }

  private static int terrainCount(MapTile t, Terrain terrain) {
    return (int) t.hexes().stream().filter(h -> h.terrain() == terrain).count();
  }

  private static int hexCount(Set<MapTile> set) {
    return set.stream().mapToInt(t -> t.hexes().size()).sum();
  }

  private static Map<Terrain, Integer> terrains(Object... pairs) {
    Map<Terrain, Integer> out = new EnumMap<>(Terrain.class);
    for (int i = 0; i < pairs.length; i += 2) {
      out.put(Terrain.fromId((String) pairs[i]), (Integer) pairs[i + 1]);
    }
    return out;
  }

  private static Map<Terrain, Integer> terrainCounts(Set<MapTile> set) {
    Map<Terrain, Integer> out = new EnumMap<>(Terrain.class);
    for (MapTile t : set) {
      for (TileHex h : t.hexes()) {
        out.merge(h.terrain(), 1, Integer::sum);
      }
    }
    return out;
  }

  private static Map<String, Integer> siteCounts(Set<MapTile> set) {
    Map<String, Integer> out = new TreeMap<>();
    for (MapTile t : set) {
      for (TileHex h : t.hexes()) {
        h.site().ifPresent(s -> out.merge(s, 1, Integer::sum));
      }
    }
    return out;
  }

  private static Map<String, Integer> mineColours(Set<MapTile> set) {
    Map<String, Integer> out = new TreeMap<>();
    for (MapTile t : set) {
      for (TileHex h : t.hexes()) {
        if (h.site().equals(Optional.of("crystal-mine"))) {
          out.merge(h.siteColor().orElseThrow(), 1, Integer::sum);
        }
      }
    }
    return out;
  }
}
