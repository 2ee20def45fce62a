package io.github.mkrules.core.content;

import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.json.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Loads {@code tiles.json}: the two sides of the starting tile and the base-game countryside, core and core
 * city tiles, seven hexes each (map-and-sites §2; R-SETUP-14, R-SETUP-15).
 */
public final class TileLoader {
  /** The bundled file name. */
  public static final String FILE = "tiles.json";

  /** The local hex positions in the order of {@link MapTile#hexes()}. */
  public static final List<String> POSITIONS = List.of("C", "NE", "E", "SE", "SW", "W", "NW");

  private static final String[] FIELDS = {"id", "kind", "number", "hexes"};

  private TileLoader() {}

  /**
   * Loads the bundled tiles, checking their sites against the bundled {@code sites.json}.
   *
   * @return the tiles in file order
   */
  public static List<MapTile> loadBundled() {
    return load(ContentFiles.read(FILE), SiteLoader.loadBundled());
  }

  /**
   * Loads tiles from a parsed content file.
   *
   * @param root the whole file
   * @param sites the known site types; every site on a hex must be one of them
   * @return the tiles in file order, unmodifiable, each with its hexes in the order C, NE, E, SE, SW, W, NW
   * @throws io.github.mkrules.core.json.DataException naming file, entry and field on any error
   */
  public static List<MapTile> load(JsonNode root, List<SiteType> sites) {
    Map<String, SiteType> siteById = ContentFields.byId(sites, SiteType::id);
    return ContentFields.read(root, "tiles", FIELDS, ContentFields::mapId, (e, id) -> tile(e, id, siteById));
  }

  private static MapTile tile(JsonNode e, String id, Map<String, SiteType> siteById) {
    TileKind kind = e.parsed("kind", TileLoader::kind);
    int number = e.integer("number", 0, 99);
    checkNumberAndId(e, kind, number, id);
    TileHex[] hexes = new TileHex[POSITIONS.size()];
    List<JsonNode> entries = e.objects("hexes", "position");
    if (entries.size() != POSITIONS.size()) {
      throw e.fail("hexes", "expected exactly 7 hexes but got " + entries.size());
    }
    for (JsonNode h : entries) {
      h.allowOnly("position", "terrain", "site", "siteColor");
      String position = h.string("position");
      int index = POSITIONS.indexOf(position);
      if (index < 0) {
        throw h.fail("position", "impossible value \"" + position + "\" (allowed: " + POSITIONS + ")");
      }
      if (hexes[index] != null) {
        throw h.fail("position", "duplicate position '" + position + "'");
      }
      hexes[index] = hex(h, position, kind, siteById);
    }
    return new MapTile(id, kind, number, List.of(hexes));
  }

  private static TileHex hex(JsonNode h, String position, TileKind kind, Map<String, SiteType> siteById) {
    Terrain terrain = h.parsed("terrain", Terrain::fromId);
    Optional<String> site = h.optionalString("site");
    if (site.isPresent() && !siteById.containsKey(site.get())) {
      throw h.fail("site", "unknown site id '" + site.get() + "'");
    }
    boolean hasColor = site.isPresent() && siteById.get(site.get()).hasColor();
    Optional<String> color = h.optionalString("siteColor");
    if (color.isPresent() && !hasColor) {
      throw h.fail("siteColor", "only a site with a colour (crystal mine, city) may name one");
    }
    if (color.isEmpty() && hasColor) {
      throw h.fail("siteColor", "missing field: site '" + site.get() + "' needs its colour");
    }
    if (color.isPresent()) {
      ManaColor mana = h.parsed("siteColor", ManaColor::fromId);
      if (!mana.isBasic()) {
        throw h.fail("siteColor", "impossible value \"" + color.get() + "\": not a basic colour");
      }
    }
    boolean centre = "C".equals(position);
    boolean portal = site.isPresent() && "portal".equals(site.get());
    boolean city = site.isPresent() && "city".equals(site.get());
    if (portal != (kind == TileKind.STARTING && centre)) {
      throw h.fail("site", "the portal is exactly the centre of a starting tile");
    }
    if (city != (kind == TileKind.CORE_CITY && centre)) {
      throw h.fail("site", "a city is exactly the centre of a core city tile");
    }
    if ((terrain == Terrain.CITY) != city) {
      throw h.fail("terrain", "terrain 'city' is exactly the space of a city");
    }
    if (terrain == Terrain.SEA && kind != TileKind.STARTING) {
      throw h.fail("terrain", "sea is only on the starting tile");
    }
    return new TileHex(position, terrain, site, color);
  }

  private static void checkNumberAndId(JsonNode e, TileKind kind, int number, String id) {
    int min;
    int max;
    String expected;
    switch (kind) {
      case STARTING:
        min = 0;
        max = 0;
        expected = "starting-a".equals(id) || "starting-b".equals(id) ? id : "starting-a or starting-b";
        break;
      case COUNTRYSIDE:
        min = 1;
        max = 11;
        expected = "countryside-" + number;
        break;
      case CORE:
        min = 1;
        max = 4;
        expected = "core-" + number;
        break;
      default:
        min = 5;
        max = 8;
        expected = "core-" + number;
        break;
    }
    if (number < min || number > max) {
      throw e.fail("number", "value " + number + " is outside " + min + ".." + max + " for this kind");
    }
    if (!expected.equals(id)) {
      throw e.fail("id", "expected '" + expected + "' for this kind and number but got '" + id + "'");
    }
  }

  private static TileKind kind(String id) {
    switch (id) {
      case "starting":
        return TileKind.STARTING;
      case "countryside":
        return TileKind.COUNTRYSIDE;
      case "core":
        return TileKind.CORE;
      case "core-city":
        return TileKind.CORE_CITY;
      default:
        throw new IllegalArgumentException("unknown tile kind (allowed: starting, countryside, core, core-city)");
    }
  }
}
