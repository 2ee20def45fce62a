package io.github.mkrules.core.scoring;

import io.github.mkrules.core.engine.Draft;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Who scores together: each player alone, or each team as one (S-GENERAL-32); a cooperative game is one team
 * of all players (S-FULL-COOP-03, S-FULL-COOP-06).
 */
final class Sides {
  private Sides() {}

  /**
   * The sides of the game, by the team numbers of the scenario state, or one side per player.
   *
   * @param d the draft
   * @return the members of each side, in order of their first member
   */
  static List<List<Integer>> of(Draft d) {
    List<Integer> teams = d.scenarioState.teams();
    Map<Integer, List<Integer>> byTeam = new LinkedHashMap<>();
    for (int p = 0; p < d.players.length; p++) {
      byTeam.computeIfAbsent(teams.isEmpty() ? -1 - p : teams.get(p), t -> new ArrayList<>()).add(p);
    }
    return new ArrayList<>(byTeam.values());
  }

  /**
   * The base of a side's score: the Fame of its member with the least (S-GENERAL-32, S-FULL-COOP-06).
   *
   * @param d the draft
   * @param members the side
   * @return the Fame
   */
  static int lowestFame(Draft d, List<Integer> members) {
    int fame = Integer.MAX_VALUE;
    for (int p : members) {
      fame = Math.min(fame, d.players[p].fame());
    }
    return fame;
  }

  /**
   * A side's achievements: in each category only the member with the highest score counts, and for Greatest
   * Beating the member with the biggest penalty (S-GENERAL-32, S-FULL-COOP-06); with the option
   * {@code achievements=lowest} the member with the lowest score (S-FULL-COOP-09).
   *
   * @param d the draft
   * @param members the side
   * @param dungeonsDouble Dungeons and Tombs worth 4 (S-DUNGEON-LORDS-08)
   * @return the points by category
   */
  static int[] bestOf(Draft d, List<Integer> members, boolean dungeonsDouble) {
    boolean lowest = "lowest".equals(d.config.options().get("achievements")); // S-FULL-COOP-09
    int[] best = null;
    for (int p : members) {
      int[] points = Achievements.categories(d, d.players[p], dungeonsDouble);
      if (best == null) {
        best = points;
        continue;
      }
      for (int c = 0; c < points.length; c++) {
        best[c] = c == Achievements.BEATING || lowest ? Math.min(best[c], points[c]) : Math.max(best[c], points[c]);
      }
    }
    return best;
  }
}
