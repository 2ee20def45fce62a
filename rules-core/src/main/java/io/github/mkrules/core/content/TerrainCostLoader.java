package io.github.mkrules.core.content;

import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TerrainCost;
import io.github.mkrules.core.json.JsonNode;
import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Loads {@code terrain-costs.json}: the Move cost of every terrain by Day and by Night, as printed on the
 * Day/Night board (map-and-sites §3; R-MOVE-3). An impassable terrain has {@code null} as its cost; the field
 * itself must be present.
 */
public final class TerrainCostLoader {
  /** The bundled file name. */
  public static final String FILE = "terrain-costs.json";

  /** The largest Move cost a terrain may have. */
  private static final int MAX_COST = 9;

  private static final String[] FIELDS = {"id", "day", "night"};

  private TerrainCostLoader() {}

  /**
   * Loads the bundled terrain costs.
   *
   * @return one cost per terrain, in file order
   */
  public static List<TerrainCost> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Loads terrain costs from a parsed content file.
   *
   * @param root the whole file
   * @return one cost per terrain, in file order, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming file, entry and field on any error, including a
   *     terrain listed twice or not at all
   */
  public static List<TerrainCost> load(JsonNode root) {
    Set<Terrain> seen = EnumSet.noneOf(Terrain.class);
    List<TerrainCost> out = ContentFields.read(root, "terrain", FIELDS, e -> {
      Terrain terrain = e.parsed("id", Terrain::fromId);
      ContentFields.checkNew(e, seen.add(terrain), terrain.id());
      return new TerrainCost(terrain, cost(e, "day"), cost(e, "night"));
    });
    Set<Terrain> missing = EnumSet.allOf(Terrain.class);
    missing.removeAll(seen);
    if (!missing.isEmpty()) {
      throw root.fail("terrain", "no entry for terrain " + missing);
    }
    return out;
  }

  private static OptionalInt cost(JsonNode e, String field) {
    if (e.raw(field) == null) {
      throw e.fail(field, "missing field (write null for an impassable terrain)");
    }
    if (!e.has(field)) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(e.integer(field, 0, MAX_COST));
  }
}
