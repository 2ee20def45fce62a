package io.github.mkrules.core;

import io.github.mkrules.api.state.GameState;
import java.util.Map;
import java.util.Objects;

/**
 * The checks at the public entries of the engine (issue 7, strict edges): a null argument is a
 * {@link NullPointerException} naming it, a player index outside the game or a state of a scenario the engine
 * does not play an {@link IllegalArgumentException} saying so. An illegal action is never an exception: it is
 * a rejection.
 */
final class Arguments {
  private Arguments() {}

  static GameState state(GameState state) {
    return Objects.requireNonNull(state, "state");
  }

  static int player(GameState state, int player) {
    int players = state(state).players().size();
    if (player < 0 || player >= players) {
      throw new IllegalArgumentException("player " + player + " is not in this game: the players are 0 to " + (players - 1));
    }
    return player;
  }

  static ScenarioDefinition scenario(Map<String, ScenarioDefinition> scenarios, GameState state) {
    ScenarioDefinition scenario = scenarios.get(state(state).config().scenario());
    if (scenario == null) {
      throw new IllegalArgumentException("the state is of the scenario '" + state.config().scenario()
          + "', which this engine does not play (it plays " + String.join(", ", scenarios.keySet()) + ")");
    }
    return scenario;
  }
}
