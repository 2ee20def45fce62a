package io.github.mkrules.core.content;

import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.ManaColor;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Loads {@code tiles.json}: the two sides of the starting tile and the base-game countryside, core and core
 * city tiles, seven hexes each (map-and-sites §2; R-SETUP-14, R-SETUP-15).
 */
final class TileLoader {
  /** The bundled file name. */
  static final String FILE = "tiles.json";

  /** The local hex positions in the order of {@link MapTile#hexes()}. */
  static final List<String> POSITIONS = List.of("C", "NE", "E", "SE", "SW", "W", "NW");

  private TileLoader() {}

  /** Loads tiles from a content file; each hex is named by its position in messages. */
  static List<MapTile> load(DataFile file, List<SiteType> sites) {
    Map<String, SiteType> siteById = new HashMap<>();
    sites.forEach(site -> siteById.put(site.id(), site));
    return file.naming("entry", "position").entries("tiles", MapTile.class, (tile, at) -> tile(tile, at, siteById));
  }

  private static MapTile tile(MapTile tile, Place at, Map<String, SiteType> siteById) {
    checkNumberAndId(at, tile.kind(), tile.number(), tile.id());
    if (tile.hexes().size() != POSITIONS.size()) {
      throw at.fail("hexes", "expected exactly 7 hexes but got " + tile.hexes().size());
    }
    TileHex[] hexes = new TileHex[POSITIONS.size()];
    for (TileHex hex : tile.hexes()) {
      Place h = at.named("entry", hex.position());
      int index = POSITIONS.indexOf(hex.position());
      if (index < 0) {
        throw h.fail("position", "impossible value \"" + hex.position() + "\" (allowed: " + POSITIONS + ")");
      }
      if (hexes[index] != null) {
        throw h.fail("position", "duplicate position '" + hex.position() + "'");
      }
      hexes[index] = checkHex(hex, h, tile.kind(), siteById);
    }
    return new MapTile(tile.id(), tile.kind(), tile.number(), List.of(hexes));
  }

  private static TileHex checkHex(TileHex hex, Place h, TileKind kind, Map<String, SiteType> siteById) {
    Optional<String> site = hex.site();
    if (site.isPresent() && !siteById.containsKey(site.get())) {
      throw h.fail("site", "unknown site id '" + site.get() + "'");
    }
    boolean hasColor = site.isPresent() && siteById.get(site.get()).hasColor();
    Optional<String> color = hex.siteColor();
    if (color.isPresent() && !hasColor) {
      throw h.fail("siteColor", "only a site with a colour (crystal mine, city) may name one");
    }
    if (color.isEmpty() && hasColor) {
      throw h.fail("siteColor", "missing field: site '" + site.get() + "' needs its colour");
    }
    if (color.isPresent() && !h.parse("siteColor", color.get(), ManaColor::fromId).isBasic()) {
      throw h.fail("siteColor", "impossible value \"" + color.get() + "\": not a basic colour");
    }
    boolean centre = "C".equals(hex.position());
    boolean portal = site.isPresent() && "portal".equals(site.get());
    boolean city = site.isPresent() && "city".equals(site.get());
    if (portal != (kind == TileKind.STARTING && centre)) {
      throw h.fail("site", "the portal is exactly the centre of a starting tile");
    }
    if (city != (kind == TileKind.CORE_CITY && centre)) {
      throw h.fail("site", "a city is exactly the centre of a core city tile");
    }
    if ((hex.terrain() == Terrain.CITY) != city) {
      throw h.fail("terrain", "terrain 'city' is exactly the space of a city");
    }
    if (hex.terrain() == Terrain.SEA && kind != TileKind.STARTING) {
      throw h.fail("terrain", "sea is only on the starting tile");
    }
    return hex;
  }

  /** The starting tile is numbered 0, countryside tiles 1 to 11, core tiles 1 to 4 and city tiles 5 to 8. */
  private static void checkNumberAndId(Place at, TileKind kind, int number, String id) {
    int min = switch (kind) {
      case STARTING -> 0;
      case CORE_CITY -> 5;
      default -> 1;
    };
    int max = switch (kind) {
      case STARTING -> 0;
      case COUNTRYSIDE -> 11;
      case CORE -> 4;
      case CORE_CITY -> 8;
    };
    if (number < min || number > max) {
      throw at.fail("number", "value " + number + " is outside " + min + ".." + max + " for this kind");
    }
    String expected = kind != TileKind.STARTING ? (kind == TileKind.COUNTRYSIDE ? "countryside-" : "core-") + number
        : List.of("starting-a", "starting-b").contains(id) ? id : "starting-a or starting-b";
    if (!expected.equals(id)) {
      throw at.fail("id", "expected '" + expected + "' for this kind and number but got '" + id + "'");
    }
  }
}
