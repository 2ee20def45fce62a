package io.github.mkrules.core.scoring;

import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Cities;
import io.github.mkrules.core.map.Sites;
import io.github.mkrules.core.scoring.FinalScoring.Sheet;
import java.util.List;
import java.util.Map;

/** Points for the sites a player holds at the end: cities, mines, Keeps and Mage Towers. */
final class SiteScoring {
  /** A big title: Greatest City Conqueror, Greatest Liberator, Greatest Dungeon Crawler. */
  private static final int BIG_TITLE = 5;
  /** Its value when shared (S-FULL-CONQUEST-05; C-10 takes the same for Greatest Liberator). */
  private static final int BIG_SHARED = 2;

  private SiteScoring() {}

  /**
   * City scoring, the back of the Achievements card (S-FULL-CONQUEST-03 to 05, S-BLITZ-CONQUEST-06): +7 per
   * city the side leads, +4 per other city with one of its Shields, and Greatest City Conqueror.
   *
   * @param d the draft
   * @param sheets the sides' sheets
   * @param titles whether titles are awarded
   */
  static void cities(Draft d, List<Sheet> sheets, boolean titles) {
    int[][] points = new int[sheets.size()][1];
    for (int i = 0; i < sheets.size(); i++) {
      for (int p : sheets.get(i).members) {
        int own = 0;
        for (HexCoord city : Cities.revealed(d)) {
          int leader = Cities.leader(d, city);
          own += leader == p ? 7 : leader >= 0 && Cities.shields(d, city, p) > 0 ? 4 : 0;
        }
        points[i][0] = Math.max(points[i][0], own); // S-GENERAL-32: the better member of a team
      }
      sheets.get(i).add("cities", points[i][0]);
    }
    if (titles) {
      title(sheets, points, "greatest-city-conqueror");
    }
  }

  /**
   * Mines Liberation (S-MINES-LIBERATION-08, S-MINES-LIBERATION-09): +4 per own mine on a countryside tile, +7
   * on a core tile, and Greatest Liberator.
   *
   * @param d the draft
   * @param sheets the sides' sheets
   * @param titles whether titles are awarded
   */
  static void mines(Draft d, List<Sheet> sheets, boolean titles) {
    int[][] points = new int[sheets.size()][1];
    for (int i = 0; i < sheets.size(); i++) {
      for (int p : sheets.get(i).members) {
        int own = 0;
        for (Map.Entry<TileSlot, String> placed : d.tiles.entrySet()) {
          List<TileHex> hexes = d.content.tile(placed.getValue()).hexes();
          boolean core = d.content.tile(placed.getValue()).kind() != TileKind.COUNTRYSIDE;
          for (int h = 0; h < hexes.size(); h++) {
            if (hexes.get(h).site().filter("crystal-mine"::equals).isPresent()
                && Sites.owner(d, Board.coordinate(d, placed.getKey(), h)) == p) {
              own += core ? 7 : 4;
            }
          }
        }
        points[i][0] = Math.max(points[i][0], own);
      }
      sheets.get(i).add("mines", points[i][0]);
    }
    if (titles) {
      title(sheets, points, "greatest-liberator");
    }
  }

  /**
   * Conquer and Hold (S-CONQUER-AND-HOLD-11): 3 points per owned Keep, 2 per owned Mage Tower; a team adds its
   * members' sites. Fame does not count.
   *
   * @param d the draft
   * @param sheets the sides' sheets
   */
  static void keepsAndTowers(Draft d, List<Sheet> sheets) {
    for (Sheet sheet : sheets) {
      int keeps = 0;
      int towers = 0;
      for (Map.Entry<TileSlot, String> placed : d.tiles.entrySet()) {
        List<TileHex> hexes = d.content.tile(placed.getValue()).hexes();
        for (int h = 0; h < hexes.size(); h++) {
          String site = hexes.get(h).site().orElse("");
          int owner = Sites.owner(d, Board.coordinate(d, placed.getKey(), h));
          if (sheet.members.contains(owner)) {
            keeps += site.equals("keep") ? 1 : 0;
            towers += site.equals("mage-tower") ? 1 : 0;
          }
        }
      }
      sheet.add("keeps", 3 * keeps);
      sheet.add("mage-towers", 2 * towers);
    }
  }

  /**
   * A big title among the sides: +5 to the sole best, +2 to each of several best, nothing for a tie at nothing.
   *
   * @param sheets the sides' sheets
   * @param points the points of the category, by side
   * @param id the title's category id
   */
  static void title(List<Sheet> sheets, int[][] points, String id) {
    int[][] bonus = new int[sheets.size()][1];
    Achievements.titles(points, 0, false, BIG_TITLE, BIG_SHARED, bonus);
    for (int i = 0; i < sheets.size(); i++) {
      if (bonus[i][0] != 0) {
        sheets.get(i).add(id, bonus[i][0]);
      }
    }
  }
}
