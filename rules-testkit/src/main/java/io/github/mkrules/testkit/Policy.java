package io.github.mkrules.testkit;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Who chooses the actions of a simulated game ({@link Simulator#withPolicy}): given a state, its legal actions and
 * the game's random source, one of the actions. A policy must be deterministic for a given state, list and random
 * source, so a game is the same on any thread; it may hold no state of its own between calls but counters.
 */
@FunctionalInterface
public interface Policy {
  /**
   * Chooses one action.
   *
   * @param state the state
   * @param legal its legal actions, not empty
   * @param random the game's random source
   * @return one of {@code legal}
   */
  Action choose(GameState state, List<Action> legal, SplittableRandom random);

  /** @return the default policy of playouts, {@link PlayoutPolicy} */
  static Policy playout() {
    return PlayoutPolicy::choose;
  }

  /** @return uniform random play: every legal action has the same chance, {@code undo} included */
  static Policy random() {
    return (state, legal, random) -> legal.get(random.nextInt(legal.size()));
  }
}
