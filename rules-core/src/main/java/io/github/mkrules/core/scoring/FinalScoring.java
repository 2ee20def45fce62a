package io.github.mkrules.core.scoring;

import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.core.ScenarioDefinition.Scoring;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Cities;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The final scoring of a finished game as its scenario says: standard achievements scoring (S-GENERAL-42) and
 * each scenario's own points and titles, per player or per team (S-GENERAL-32, S-FULL-COOP-06), then the
 * ranking, the winners and a return per player for bots.
 */
public final class FinalScoring {
  private FinalScoring() {}

  /**
   * The outcome of a finished game.
   *
   * @param d the draft, at the end of the game, before the last turns' counters are cleared
   * @param reason why the game ended
   * @return the outcome
   */
  public static Outcome outcome(Draft d, String reason) {
    List<List<Integer>> sides = Sides.of(d);
    List<Sheet> sheets = new ArrayList<>();
    for (List<Integer> side : sides) {
      sheets.add(new Sheet(side));
    }
    Scoring scoring = d.scenario.scoring();
    if (scoring == Scoring.PORTAL) {
      PortalScoring.score(d, sheets);
    } else if (scoring == Scoring.KEEPS_AND_TOWERS) {
      SiteScoring.keepsAndTowers(d, sheets);
    } else {
      achievements(d, sheets, scoring);
    }
    return rank(d, reason, sheets);
  }

  /** Fame, the six achievements with their titles, and the scenario's own points. */
  private static void achievements(Draft d, List<Sheet> sheets, Scoring scoring) {
    boolean dungeons = scoring == Scoring.DUNGEONS;
    int[][] points = new int[sheets.size()][];
    for (int i = 0; i < sheets.size(); i++) {
      Sheet sheet = sheets.get(i);
      sheet.add("fame", Sides.lowestFame(d, sheet.members));
      points[i] = Sides.bestOf(d, sheet.members, dungeons);
    }
    int[][] bonus = new int[sheets.size()][Achievements.CATEGORIES.size()];
    boolean titles = d.scenario.titles() && sheets.size() > 1;
    for (int c = 0; titles && c < Achievements.CATEGORIES.size(); c++) {
      if (dungeons && c == Achievements.ADVENTURER) {
        continue; // S-DUNGEON-LORDS-08: Greatest Dungeon Crawler instead
      }
      Achievements.titles(points, c, c == Achievements.BEATING, Achievements.TITLE, Achievements.SHARED_TITLE, bonus);
    }
    for (int i = 0; i < sheets.size(); i++) {
      for (int c = 0; c < Achievements.CATEGORIES.size(); c++) {
        sheets.get(i).add(Achievements.CATEGORIES.get(c), points[i][c]);
        if (bonus[i][c] != 0) {
          sheets.get(i).add(Achievements.CATEGORIES.get(c) + "-title", bonus[i][c]);
        }
      }
    }
    switch (scoring) {
      case CONQUEST:
        SiteScoring.cities(d, sheets, titles);
        break;
      case MINES:
        SiteScoring.mines(d, sheets, titles);
        break;
      case DUNGEONS:
        if (titles) {
          int[][] crawl = new int[sheets.size()][];
          for (int i = 0; i < sheets.size(); i++) {
            crawl[i] = new int[] {points[i][Achievements.ADVENTURER]};
          }
          SiteScoring.title(sheets, crawl, "greatest-dungeon-crawler"); // S-DUNGEON-LORDS-08: +5, +2 shared
        }
        break;
      case SOLO_CONQUEST:
      case COOPERATIVE:
        Objectives.score(d, sheets, scoring == Scoring.COOPERATIVE);
        break;
      default:
        break;
    }
  }

  /**
   * Ranks the sides and names the winners: ties share the victory (S-FIRST-RECON-08; the other competitive
   * scenarios give no tie-break, docs/decisions/scenarios.md), except in Conquer and Hold, where a tie means
   * nobody wins (S-CONQUER-AND-HOLD-11); solo and cooperative games are won or lost by their objective.
   */
  private static Outcome rank(Draft d, String reason, List<Sheet> sheets) {
    int n = d.players.length;
    Outcome.Score[] scores = new Outcome.Score[n];
    for (Sheet sheet : sheets) {
      for (int p : sheet.members) {
        scores[p] = new Outcome.Score(p, sheet.total(), sheet.categories);
      }
    }
    List<Integer> ranking = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      ranking.add(p);
    }
    ranking.sort(Comparator.comparingInt((Integer p) -> -scores[p].total()).thenComparingInt(p -> p));
    List<Integer> winners = new ArrayList<>();
    for (Sheet sheet : sheets) {
      if (wins(d, sheet, sheets)) {
        winners.addAll(sheet.members);
      }
    }
    winners.sort(null);
    List<Double> returns = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      returns.add(sheets.size() == 1 ? scores[p].total() : relative(sheets, side(sheets, p)));
    }
    return new Outcome(reason, List.of(scores), ranking, winners, returns);
  }

  private static boolean wins(Draft d, Sheet sheet, List<Sheet> sheets) {
    switch (d.scenario.scoring()) {
      case SOLO_CONQUEST:
      case COOPERATIVE:
        return Cities.allConquered(d);   // S-SOLO-CONQUEST-04, S-FULL-COOP-05
      case PORTAL:
        return sheet.total() > 0;        // S-ONE-TO-RETURN-04: the player on the Portal, nobody if empty
      default:
        break;
    }
    int top = Integer.MIN_VALUE;
    int holders = 0;
    for (Sheet s : sheets) {
      if (s.total() > top) {
        top = s.total();
        holders = 0;
      }
      holders += s.total() == top ? 1 : 0;
    }
    boolean tieLoses = d.scenario.scoring() == io.github.mkrules.core.ScenarioDefinition.Scoring.KEEPS_AND_TOWERS;
    return sheet.total() == top && !(tieLoses && holders > 1); // S-CONQUER-AND-HOLD-11: a tie, nobody wins
  }

  private static Sheet side(List<Sheet> sheets, int player) {
    for (Sheet s : sheets) {
      if (s.members.contains(player)) {
        return s;
      }
    }
    throw new IllegalStateException("player " + player + " is on no side");
  }

  /** The share of the other sides ranked below minus the share ranked above: +1 alone on top, -1 at the bottom. */
  private static double relative(List<Sheet> sheets, Sheet side) {
    int below = 0;
    int above = 0;
    for (Sheet o : sheets) {
      below += o.total() < side.total() ? 1 : 0;
      above += o.total() > side.total() ? 1 : 0;
    }
    return (below - above) / (double) (sheets.size() - 1);
  }

  /** One side's score sheet: a player's, or a team's shared by its members. */
  static final class Sheet {
    final List<Integer> members;
    final List<Outcome.Category> categories = new ArrayList<>();

    Sheet(List<Integer> members) {
      this.members = List.copyOf(members);
    }

    void add(String id, int points) {
      categories.add(new Outcome.Category(id, points));
    }

    int total() {
      int total = 0;
      for (Outcome.Category c : categories) {
        total += c.points();
      }
      return total;
    }
  }
}
