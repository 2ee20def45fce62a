package io.github.mkrules.testkit;

import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.content.MapShape;
import io.github.mkrules.api.content.ScenarioInfo;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.encoding.MapDomain;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * How far a hero stands from the edge of the revealed map: the fewest steps to a hex of a slot that has no tile
 * yet, that the scenario's map shape allows, and that touches a placed tile (a tile there could be revealed,
 * R-MOVE-5). The search bot's evaluation rewards coming nearer, so that a search over one turn moves towards new
 * tiles (and their Fame, S-FIRST-RECON-01) instead of standing still.
 */
final class Frontier {
  private final Catalogue catalogue;
  private final Map<String, MapShape> shapes = new HashMap<>();

  Frontier(Catalogue catalogue) {
    this.catalogue = catalogue;
    for (MapShape shape : catalogue.mapShapes()) {
      shapes.put(shape.id(), shape);
    }
  }

  /**
   * The distance from a player's hero to the nearest hex of a slot that can be revealed next.
   *
   * @param state the state
   * @param player the player
   * @return the number of steps, or -1 when the hero is not on the map or no tile can be revealed
   */
  int distance(GameState state, int player) {
    Optional<HexCoord> position = state.player(player).position();
    if (position.isEmpty() || state.map().tileStack().isEmpty()) {
      return -1;
    }
    MapShape shape = shape(state);
    int best = Integer.MAX_VALUE;
    for (TileSlot placed : state.map().tiles().keySet()) {
      for (int d = 0; d < 6; d++) {
        TileSlot slot = placed.neighbour(d);
        if (state.map().tiles().containsKey(slot) || shape != null && !shape.allows(slot)) {
          continue;
        }
        for (int p = 0; p < MapDomain.POSITIONS.size(); p++) {
          best = Math.min(best, position.get().distance(MapDomain.coordinate(slot, p)));
        }
      }
    }
    return best == Integer.MAX_VALUE ? -1 : best;
  }

  private MapShape shape(GameState state) {
    Optional<ScenarioInfo.Setup> setup = setup(catalogue, state);
    return setup.isEmpty() ? null : shapes.get(setup.get().mapShape());
  }

  /**
   * The setup of a state's scenario for its number of players.
   *
   * @param catalogue the catalogue
   * @param state the state
   * @return the setup, or empty if the catalogue has none
   */
  static Optional<ScenarioInfo.Setup> setup(Catalogue catalogue, GameState state) {
    Optional<ScenarioInfo> scenario = catalogue.scenario(state.config().scenario());
    if (scenario.isPresent()) {
      for (ScenarioInfo.Setup setup : scenario.get().setups()) {
        if (setup.players() == state.players().size()) {
          return Optional.of(setup);
        }
      }
    }
    return Optional.empty();
  }
}
