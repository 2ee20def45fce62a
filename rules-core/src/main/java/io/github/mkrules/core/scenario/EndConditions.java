package io.github.mkrules.core.scenario;

import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Cities;
import io.github.mkrules.core.map.Sites;
import java.util.List;
import java.util.Map;

/**
 * The scenarios' end conditions, checked at the end of every turn (CTX-09): once met, every player gets one
 * last turn and then the game ends; if the round ends during these turns, the game ends at once (C-12: read the
 * same way in cooperative games). The Dummy player gets no last turn.
 */
public final class EndConditions {
  private EndConditions() {}

  /**
   * Starts the last turns if the scenario's condition is met now.
   *
   * @param d the draft, at the end of a turn
   */
  public static void check(Draft d) {
    if (d.gameEndTurns >= 0 || !met(d)) {
      return;
    }
    // every player, the active one too, gets one more turn after this one, which is still to be counted down
    d.gameEndTurns = d.turnOrder.size() + 1;
  }

  private static boolean met(Draft d) {
    switch (d.scenario.end()) {
      case CITY_REVEALED:
        return cityRevealed(d);                    // S-FIRST-RECON-07
      case ALL_CITIES_CONQUERED:
        return Cities.allConquered(d);             // S-FULL-CONQUEST-01, S-BLITZ-CONQUEST-05, S-SOLO-CONQUEST-03
      case ALL_MINES_LIBERATED:
        return d.tileStack.isEmpty() && allTaken(d, "crystal-mine"); // S-MINES-LIBERATION-07
      case ALL_DUNGEONS_CONQUERED:
        return d.tileStack.isEmpty() && allTaken(d, "dungeon") && allTaken(d, "tomb")
            && secretSitesTaken(d);                // S-DUNGEON-LORDS-07
      default:
        return false;                              // the round limit ends the game (CTX-01)
    }
  }

  private static boolean cityRevealed(Draft d) {
    for (String tile : d.tiles.values()) {
      if (d.content.tile(tile).kind() == TileKind.CORE_CITY) {
        return true;
      }
    }
    return false;
  }

  /** Whether every site of a kind on the map carries a Shield. */
  private static boolean allTaken(Draft d, String site) {
    for (Map.Entry<TileSlot, String> placed : d.tiles.entrySet()) {
      List<TileHex> hexes = d.content.tile(placed.getValue()).hexes();
      for (int i = 0; i < hexes.size(); i++) {
        if (hexes.get(i).site().filter(site::equals).isPresent()
            && !Sites.conquered(d, Board.coordinate(d, placed.getKey(), i))) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean secretSitesTaken(Draft d) {
    for (Marker m : d.scenarioState.markers()) {
      HexCoord hex = m.hex();
      if ((m.kind().equals(Markers.SECRET_DUNGEON) || m.kind().equals(Markers.SECRET_TOMB))
          && !Sites.conquered(d, hex)) {
        return false;
      }
    }
    return true;
  }
}
