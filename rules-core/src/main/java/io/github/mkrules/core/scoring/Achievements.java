package io.github.mkrules.core.scoring;

import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Sites;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Standard achievements scoring at the end of the game (S-GENERAL-34 to S-GENERAL-42): six categories added
 * to each player's Fame, with titles when the scenario awards them, then the ranking, the winners and a return
 * per player for bots.
 */
public final class Achievements {
  /** The categories in the order of the Achievements card; the last one, Greatest Beating, takes points away. */
  static final List<String> CATEGORIES = List.of("greatest-knowledge", "greatest-loot", "greatest-leader",
      "greatest-conqueror", "greatest-adventurer", "greatest-beating");
  private static final int TITLE = 3;
  private static final int SHARED_TITLE = 1;

  private Achievements() {}

  /**
   * The outcome of a finished game.
   *
   * @param d the draft, at the end of the game
   * @param reason why the game ended
   * @param titles whether titles are awarded (not in solo and cooperative games, S-GENERAL-42)
   * @return the outcome
   */
  public static Outcome outcome(Draft d, String reason, boolean titles) {
    int n = d.players.length;
    int[][] points = new int[n][CATEGORIES.size()];
    for (int p = 0; p < n; p++) {
      points[p] = categories(d, d.players[p]);
    }
    int[][] bonus = new int[n][CATEGORIES.size()];
    if (titles && n > 1) {
      for (int c = 0; c < CATEGORIES.size(); c++) {
        titles(points, c, bonus);
      }
    }
    List<Outcome.Score> scores = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      List<Outcome.Category> parts = new ArrayList<>();
      int total = d.players[p].fame();
      parts.add(new Outcome.Category("fame", total));
      for (int c = 0; c < CATEGORIES.size(); c++) {
        parts.add(new Outcome.Category(CATEGORIES.get(c), points[p][c]));
        total += points[p][c];
        if (bonus[p][c] != 0) {
          parts.add(new Outcome.Category(CATEGORIES.get(c) + "-title", bonus[p][c]));
          total += bonus[p][c];
        }
      }
      scores.add(new Outcome.Score(p, total, parts));
    }
    return rank(reason, scores);
  }

  /** The points of each category for one player (S-GENERAL-34 to S-GENERAL-39, S-GENERAL-40). */
  private static int[] categories(Draft d, PlayerState p) {
    List<String> cards = new ArrayList<>(p.deck());
    cards.addAll(p.hand());
    cards.addAll(p.discard());
    cards.addAll(p.playArea());
    int spells = 0;
    int advanced = 0;
    int artifacts = 0;
    int wounds = 0;
    for (String card : cards) {
      DeedCardType type = d.content.card(card).type();
      spells += type == DeedCardType.SPELL ? 1 : 0;
      advanced += type == DeedCardType.ADVANCED_ACTION ? 1 : 0;
      artifacts += type == DeedCardType.ARTIFACT ? 1 : 0;
      wounds += type == DeedCardType.WOUND ? 1 : 0;
    }
    int crystals = p.crystals().red() + p.crystals().blue() + p.crystals().green() + p.crystals().white();
    int leader = 0;
    for (UnitState u : p.units()) {
      int level = d.content.unit(u.unit()).level();
      leader += u.wounded() ? level / 2 : level;
    }
    int conqueror = 0;
    int adventurer = 0;
    for (Shield s : d.shields) {
      SiteType site = s.player() == p.index() ? Sites.site(d, s.hex()) : null;
      if (site != null && (site.id().equals("keep") || site.id().equals("mage-tower") || site.id().equals("monastery"))) {
        conqueror += 2;
      } else if (site != null && "adventure".equals(site.category())) {
        adventurer += 2;
      }
    }
    return new int[] {2 * spells + advanced, 2 * artifacts + crystals / 2, leader, conqueror, adventurer, -2 * wounds};
  }

  /**
   * The title of one category: +3 to the sole best, +1 to each of several best; Greatest Beating takes 3 more
   * from the sole worst, 1 from each of several worst. A tie at nothing gives nothing (S-GENERAL-34,
   * S-GENERAL-39; S-GENERAL-41 is read the same way for every category, docs/decisions/scoring.md).
   */
  private static void titles(int[][] points, int c, int[][] bonus) {
    boolean beating = c == CATEGORIES.size() - 1;
    int best = beating ? Integer.MAX_VALUE : Integer.MIN_VALUE;
    for (int[] p : points) {
      best = beating ? Math.min(best, p[c]) : Math.max(best, p[c]);
    }
    if (best == 0) {
      return;
    }
    int holders = 0;
    for (int[] p : points) {
      holders += p[c] == best ? 1 : 0;
    }
    int award = holders == 1 ? TITLE : SHARED_TITLE;
    for (int p = 0; p < points.length; p++) {
      if (points[p][c] == best) {
        bonus[p][c] = beating ? -award : award;
      }
    }
  }

  /** Ranks by total score; tied players share their place (S-FIRST-RECON-08: ties share the victory). */
  private static Outcome rank(String reason, List<Outcome.Score> scores) {
    List<Integer> ranking = new ArrayList<>();
    for (Outcome.Score s : scores) {
      ranking.add(s.player());
    }
    ranking.sort(Comparator.comparingInt((Integer p) -> -scores.get(p).total()).thenComparingInt(p -> p));
    int top = scores.get(ranking.get(0)).total();
    List<Integer> winners = new ArrayList<>();
    List<Double> returns = new ArrayList<>();
    int n = scores.size();
    for (Outcome.Score s : scores) {
      if (s.total() == top) {
        winners.add(s.player());
      }
      if (n == 1) {
        returns.add((double) s.total());
        continue;
      }
      int below = 0;
      int above = 0;
      for (Outcome.Score o : scores) {
        below += o.total() < s.total() ? 1 : 0;
        above += o.total() > s.total() ? 1 : 0;
      }
      returns.add((below - above) / (double) (n - 1));
    }
    return new Outcome(reason, scores, ranking, winners, returns);
  }
}
