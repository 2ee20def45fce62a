package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.testkit.PlayoutPolicy;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The policy of {@code demo} and {@code render}, which shows the map growing: explore when possible, else move
 * away from the Portal, else gather Move by playing a card sideways, else a random legal action
 * ({@link PlayoutPolicy}); in a combat it leaves every choice to {@link PlayoutPolicy}, which fights.
 */
final class ExplorerPolicy {
  private static final HexCoord PORTAL = new HexCoord(0, 0);

  private ExplorerPolicy() {}

  /**
   * Chooses one action.
   *
   * @param state the state
   * @param legal its legal actions, not empty
   * @param random the random source
   * @return the chosen action
   */
  static Action choose(GameState state, List<Action> legal, SplittableRandom random) {
    if (state.turn().combat().isPresent()) {
      return PlayoutPolicy.choose(state, legal, random); // fight: sideways Move would throw the hand away
    }
    Move outward = null;
    int here = CoreEngine.statusOf(state) instanceof Status.Decision d && state.phase() == Phase.PLAYER_TURNS
        ? state.player(d.player()).position().map(p -> p.distance(PORTAL)).orElse(0) : 0;
    for (Action action : legal) {
      if (action instanceof Explore) {
        return action;
      }
      if (action instanceof Move move && move.to().distance(PORTAL) > here
          && (outward == null || move.to().distance(PORTAL) > outward.to().distance(PORTAL))) {
        outward = move;
      }
    }
    if (outward != null) {
      return outward;
    }
    for (Action action : legal) {
      if (action instanceof PlaySideways sideways && sideways.use() == SidewaysUse.MOVE) {
        return action;
      }
    }
    return PlayoutPolicy.choose(state, legal, random);
  }
}
