package io.github.mkrules.api;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.view.PlayerView;
import java.util.List;
import java.util.ServiceLoader;

/**
 * A Mage Knight rules engine. Pure: no method changes its arguments, every call with equal arguments gives an
 * equal answer, and engines hold no mutable state, so one engine may serve any number of threads.
 */
public interface Engine {
  /**
   * Sets up a new game (R-SETUP, R-PAREA and the scenario's setup).
   *
   * @param config the scenario, players, options and seed
   * @return the state after setup, waiting for the first decision
   * @throws InvalidConfigException if the configuration cannot start a game; no state exists then
   * @throws NullPointerException if {@code config} is null
   */
  GameState start(GameConfig config);

  /**
   * What a state waits for: whose decision it is and of what kind, chance, or the end of the game. Cheaper
   * than a {@link #view}; a frontend or bot asks it before {@link #legalActions}.
   *
   * @param state any state of this engine
   * @return the status
   */
  Status status(GameState state);

  /**
   * Every action {@link #apply} accepts in this state, in a deterministic order. Empty only when the game
   * is over.
   *
   * @param state any state of this engine
   * @return the legal actions
   * @throws NullPointerException if {@code state} is null
   * @throws IllegalArgumentException if the state is of a scenario this engine does not play
   */
  List<Action> legalActions(GameState state);

  /**
   * Applies an action.
   *
   * @param state the current state, which is never changed
   * @param action the action
   * @return the next state and its events, or a rejection with its rule ID; an action that is not legal is
   *     always a rejection, never an exception
   * @throws NullPointerException if {@code state} or {@code action} is null
   * @throws IllegalArgumentException if the state is of a scenario this engine does not play
   */
  Result apply(GameState state, Action action);

  /**
   * What one player can see of a state: other hands, deck order, face-down tokens and tiles, and the source
   * of chance are hidden. Two states that differ only in what the player cannot see give equal views.
   *
   * @param state the state
   * @param player the player index
   * @return the view
   * @throws NullPointerException if {@code state} is null
   * @throws IllegalArgumentException if {@code player} is not an index of the state's players
   */
  PlayerView view(GameState state, int player);

  /**
   * A full state that one player cannot tell apart from {@code state}: everything that player has not seen
   * (other hands, the order of every deck, face-down tokens and tiles, the cards under a tactic, the source of
   * chance) is dealt again at random, consistently with what is known. For search bots (determinization):
   * {@code view(sample(s, p, seed), p).equals(view(s, p))} always holds.
   *
   * @param state the true state
   * @param player the player whose knowledge is kept
   * @param seed the seed of the sampling
   * @return a consistent state
   * @throws NullPointerException if {@code state} is null
   * @throws IllegalArgumentException if {@code player} is not an index of the state's players, or the state
   *     is of a scenario this engine does not play
   */
  GameState sample(GameState state, int player, long seed);

  /**
   * Every component this engine plays with and every scenario it plays, as rules-api records: what a frontend
   * shows and what the ids in actions, states and views refer to.
   *
   * @return the immutable catalogue; the same for every call
   */
  Catalogue catalogue();

  /**
   * Finds the engine on the class path or module path.
   *
   * @return the first engine provided through {@link ServiceLoader}
   * @throws IllegalStateException if none is present
   */
  static Engine load() {
    return ServiceLoader.load(Engine.class)
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("no io.github.mkrules.api.Engine implementation on the path; add rules-scenarios"));
  }
}
