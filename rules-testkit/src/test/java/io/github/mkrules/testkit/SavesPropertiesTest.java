package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The round-trip properties of saves and replays over whole random games of First Reconnaissance (issue 12):
 * at every step {@code load(save(state))} equals the state, undo chain included (R-UNDO-1), and every view and the
 * outcome read back from their JSON (API-SAVE); the game's replay verifies and re-running it gives the same hash at
 * every step (API-REPLAY). The records are bound generically, so a field added to them is covered at once.
 */
class SavesPropertiesTest {
  private static final Engine ENGINE = Engine.load();
  private static final Conformance CONFORMANCE = new Conformance(ENGINE);

  /**
   * Every state of a random game saves and loads back into an equal state, and its replay verifies.
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 5)
  void everyStateLoadsBackAndTheReplayReruns(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    for (int game = 0; game < Soak.repeat(1, 10); game++) {
      GameConfig config = Simulator.config(GameConfig.FIRST_RECONNAISSANCE, players, seed + game);
      GameState state = ENGINE.start(config);
      SplittableRandom random = new SplittableRandom(seed + game);
      List<Action> actions = new ArrayList<>();
      Invariants.assertNone(CONFORMANCE.saveRoundTrip(state));
      while (state.phase() != Phase.GAME_OVER && actions.size() < Simulator.DEFAULT_MAX_ACTIONS) {
        Action action = PlayoutPolicy.choose(ENGINE.legalActions(state), random);
        state = ENGINE.apply(state, action).orThrow();
        actions.add(action);
        Invariants.assertNone(CONFORMANCE.saveRoundTrip(state));
      }
      assertEquals(Phase.GAME_OVER, state.phase(), "the game ends");
      // verifying compares the hash of every re-run state with the one recorded while playing
      Invariants.assertNone(CONFORMANCE.replayVerifies(config, actions));
    }
  }
}
