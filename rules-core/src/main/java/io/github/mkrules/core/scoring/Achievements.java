package io.github.mkrules.core.scoring;

import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Sites;
import java.util.ArrayList;
import java.util.List;

/**
 * The six standard achievements (S-GENERAL-34 to S-GENERAL-39) of one player, and the titles of a category
 * among several players or teams.
 */
final class Achievements {
  /** The categories in the order of the Achievements card; the last one, Greatest Beating, takes points away. */
  static final List<String> CATEGORIES = List.of("greatest-knowledge", "greatest-loot", "greatest-leader",
      "greatest-conqueror", "greatest-adventurer", "greatest-beating");
  /** The index of Greatest Adventurer in {@link #CATEGORIES}. */
  static final int ADVENTURER = 4;
  /** The index of Greatest Beating in {@link #CATEGORIES}. */
  static final int BEATING = 5;
  /** A sole best's title (S-GENERAL-34 to S-GENERAL-39). */
  static final int TITLE = 3;
  /** Each of several best's title. */
  static final int SHARED_TITLE = 1;

  private Achievements() {}

  /**
   * The points of each category for one player (S-GENERAL-34 to S-GENERAL-39, S-GENERAL-40).
   *
   * @param d the draft
   * @param p the player
   * @param dungeonsDouble whether Dungeons and Tombs, secret ones too, count 4 instead of 2 (S-DUNGEON-LORDS-08)
   * @return the points in the order of {@link #CATEGORIES}
   */
  static int[] categories(Draft d, PlayerState p, boolean dungeonsDouble) {
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
      leader += u.wounded() ? level / 2 : level; // S-GENERAL-36, EX-S4: half, rounded down
    }
    int conqueror = 0;
    int adventurer = 0;
    for (Shield s : d.shields) {
      if (s.player() != p.index()) {
        continue;
      }
      SiteType site = Sites.site(d, s.hex()); // a secret Dungeon or Tomb counts as one (S-DUNGEON-LORDS-08)
      String id = site == null ? "" : site.id();
      if (id.equals("keep") || id.equals("mage-tower") || id.equals("monastery")) {
        conqueror += 2;
      } else if (dungeonsDouble && (id.equals("dungeon") || id.equals("tomb"))) {
        adventurer += 4;
      } else if (site != null && "adventure".equals(site.category())) {
        adventurer += 2;
      }
    }
    return new int[] {2 * spells + advanced, 2 * artifacts + crystals / 2, leader, conqueror, adventurer, -2 * wounds};
  }

  /**
   * The title of one category: the sole best gets {@code title}, each of several best {@code shared};
   * Greatest Beating takes them away from the worst. A tie at nothing gives nothing (S-GENERAL-34,
   * S-GENERAL-39; S-GENERAL-41 is read the same way for every category, docs/decisions/scoring.md).
   *
   * @param points the points by side and category
   * @param c the category
   * @param beating whether the category takes points away (the lowest "wins" the title)
   * @param title the sole holder's title
   * @param shared each holder's title on a tie
   * @param bonus where to write the titles, by side and category
   */
  static void titles(int[][] points, int c, boolean beating, int title, int shared, int[][] bonus) {
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
    int award = holders == 1 ? title : shared;
    for (int p = 0; p < points.length; p++) {
      if (points[p][c] == best) {
        bonus[p][c] = beating ? -award : award;
      }
    }
  }
}
