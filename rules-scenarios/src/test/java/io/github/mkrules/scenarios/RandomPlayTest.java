package io.github.mkrules.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random legal play of First Reconnaissance through the public API: every listed action is accepted, no
 * non-terminal state is without actions, and every game ends by the scenario's round limit or its end
 * condition (R-FLOW-4, R-ROUND-5, S-FIRST-RECON-07, S-FIRST-RECON-09).
 */
class RandomPlayTest {
  private static final String[] HEROES = {"arythea", "goldyx", "norowas", "tovak"};

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4})
  void gamesEndWithinTheScenarioRounds(int players) {
    Engine engine = Engine.load();
    for (long seed = 0; seed < 10; seed++) {
      GameState state = engine.start(GameConfig.of(seed, Arrays.copyOf(HEROES, players)));
      SplittableRandom random = new SplittableRandom(seed);
      int steps = 0;
      while (state.phase() != Phase.GAME_OVER) {
        List<Action> legal = engine.legalActions(state);
        assertFalse(legal.isEmpty(), "a non-terminal state offers an action");
        Action action = legal.get(random.nextInt(legal.size()));
        Result result = engine.apply(state, action);
        assertTrue(result.accepted(), () -> "listed action rejected: " + action.notation() + " " + result);
        state = ((Result.Applied) result).state();
        assertTrue(++steps < 50_000, "game ends");
      }
      assertTrue(engine.legalActions(state).isEmpty(), "a finished game offers no action");
      int limit = players == 1 ? 4 : 3;
      assertTrue(state.round() <= limit, "no round past the limit");
      if (state.endReason().equals("round-limit")) {
        assertEquals(limit, state.round());
      }
    }
  }
}
