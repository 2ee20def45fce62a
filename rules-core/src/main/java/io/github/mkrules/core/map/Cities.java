package io.github.mkrules.core.map;

import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.engine.Draft;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The cities of the map: which are conquered and who leads them (R-COMBAT-CITY-2, CTX-15). */
public final class Cities {
  private Cities() {}

  /**
   * The city spaces of the revealed tiles, in the order the tiles were revealed.
   *
   * @param d the draft
   * @return the spaces
   */
  public static List<HexCoord> revealed(Draft d) {
    List<HexCoord> out = new ArrayList<>();
    for (Map.Entry<TileSlot, String> placed : d.tiles.entrySet()) {
      List<TileHex> hexes = d.content.tile(placed.getValue()).hexes();
      for (int i = 0; i < hexes.size(); i++) {
        if (hexes.get(i).site().filter("city"::equals).isPresent()) {
          out.add(Board.coordinate(d, placed.getKey(), i));
        }
      }
    }
    return out;
  }

  /**
   * Whether a city was conquered: its garrison is gone and some player's Shield lies on it. A friendly city is
   * never conquered (S-MINES-LIBERATION: nobody leads it).
   *
   * @param d the draft
   * @param city the city's space
   * @return true if conquered
   */
  public static boolean conquered(Draft d, HexCoord city) {
    if (d.scenario.friendlyCity()) {
      return false;
    }
    for (MapEnemy e : d.enemies) {
      if (e.hex().equals(city)) {
        return false;
      }
    }
    return Sites.conquered(d, city);
  }

  /**
   * Whether the whole map's cities are conquered: every city tile of the game is revealed and each of its
   * cities conquered (S-FULL-CONQUEST-01, C-11: "all cities" of the stack).
   *
   * @param d the draft
   * @return true when no city is left to conquer
   */
  public static boolean allConquered(Draft d) {
    for (String tile : d.tileStack) {
      if (d.content.tile(tile).kind() == TileKind.CORE_CITY) {
        return false;
      }
    }
    List<HexCoord> cities = revealed(d);
    if (cities.isEmpty()) {
      return false;
    }
    for (HexCoord city : cities) {
      if (!conquered(d, city)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The leader of a conquered city: the player with most Shields on it; on a tie, the one whose Shield came
   * first (R-COMBAT-CITY-2.1, CTX-15).
   *
   * @param d the draft
   * @param city the city's space
   * @return the player index, or -1 if the city is not conquered
   */
  public static int leader(Draft d, HexCoord city) {
    if (!conquered(d, city)) {
      return -1;
    }
    int[] count = new int[d.players.length];
    List<Integer> firstOrder = new ArrayList<>();
    for (Shield s : d.shields) {
      if (s.hex().equals(city)) {
        count[s.player()]++;
        if (!firstOrder.contains(s.player())) {
          firstOrder.add(s.player());
        }
      }
    }
    int best = -1;
    for (int p : firstOrder) {
      if (best < 0 || count[p] > count[best]) {
        best = p;
      }
    }
    return best;
  }

  /**
   * How many of a player's Shields lie on a city.
   *
   * @param d the draft
   * @param city the city's space
   * @param player the player
   * @return the count
   */
  public static int shields(Draft d, HexCoord city, int player) {
    int n = 0;
    for (Shield s : d.shields) {
      n += s.hex().equals(city) && s.player() == player ? 1 : 0;
    }
    return n;
  }
}
