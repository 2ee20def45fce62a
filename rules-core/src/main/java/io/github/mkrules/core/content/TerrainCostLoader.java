package io.github.mkrules.core.content;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TerrainCost;
import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Loads {@code terrain-costs.json}: the Move cost of every terrain by Day and by Night, as printed on the
 * Day/Night board (map-and-sites §3; R-MOVE-3). An impassable terrain has {@code null} as its cost; the field
 * itself must be present.
 */
final class TerrainCostLoader {
  /** The bundled file name. */
  static final String FILE = "terrain-costs.json";

  /** The largest Move cost a terrain may have. */
  private static final int MAX_COST = 9;

  /** A terrain's costs as the file writes them: both are required, null for impassable. */
  private record Cost(Terrain id, @JsonProperty(required = true) OptionalInt day,
      @JsonProperty(required = true) OptionalInt night) {}

  private TerrainCostLoader() {}

  /** Loads terrain costs from a content file. */
  static List<TerrainCost> load(DataFile file) {
    Set<Terrain> seen = EnumSet.noneOf(Terrain.class);
    List<TerrainCost> out = file.nullable("day", "night").entries("terrain", Cost.class, (cost, at) -> {
      seen.add(cost.id());
      cost.day().ifPresent(day -> at.range("day", day, 0, MAX_COST));
      cost.night().ifPresent(night -> at.range("night", night, 0, MAX_COST));
      return new TerrainCost(cost.id(), cost.day(), cost.night());
    });
    Set<Terrain> missing = EnumSet.allOf(Terrain.class);
    missing.removeAll(seen);
    if (!missing.isEmpty()) {
      throw file.place().fail("terrain", "no entry for terrain " + missing);
    }
    return out;
  }
}
