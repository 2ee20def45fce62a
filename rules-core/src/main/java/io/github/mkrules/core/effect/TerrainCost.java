package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.state.TerrainRule;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * {@code terrain-cost T reduce N floor F | set N | open N | increase N max C}: a change of terrain costs for the
 * rest of the turn (R-MOVE-7, R-MOVE-7.1, R-MOVE-7.2; Path Finding, Song of Wind, Frost Bridge, the Foresters;
 * Prayer of Weather's {@code increase}, at most C).
 *
 * @param rule the change
 */
public record TerrainCost(TerrainRule rule) implements Effect.Word {
  /**
   * Checks the change.
   *
   * @param rule the change
   */
  public TerrainCost {
    if (rule == null || rule.kind() == null) {
      throw new IllegalArgumentException("missing terrain rule");
    }
    Words.checkAmount("terrain-cost", rule.amount(), 0);
    Words.checkAmount("terrain-cost floor", rule.floor(), 0);
  }

  @Override
  public String toString() {
    String terrains = rule.terrains().isEmpty() ? "all"
        : rule.terrains().stream().map(Terrain::id).collect(Collectors.joining("/"));
    String kind = rule.kind().name().toLowerCase(Locale.ROOT);
    return "terrain-cost " + terrains + " " + kind + " " + rule.amount()
        + (rule.kind() == TerrainRule.Kind.REDUCE ? " floor " + rule.floor() : "")
        + (rule.kind() == TerrainRule.Kind.INCREASE ? " max " + rule.floor() : "");
  }

  /**
   * The terrains named, for the parser.
   *
   * @param text {@code all} or ids joined by "/"
   * @return the terrains, empty for all
   */
  static List<Terrain> terrains(String text) {
    return text.equals("all") ? List.of()
        : java.util.Arrays.stream(text.split("/", -1)).map(Terrain::fromId).collect(Collectors.toList());
  }
}
