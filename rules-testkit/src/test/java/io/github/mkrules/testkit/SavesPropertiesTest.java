package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.core.save.Json;
import io.github.mkrules.core.save.Saves;
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

  /**
   * Whatever the records can hold survives its JSON, including what random games do not reach yet (combat,
   * pending choices, shields, the outcome): random instances of the state, the view, the outcome, events and
   * statuses read back equal, and a state's undo chain and hash survive its save.
   *
   * @param seed the seed of the random records
   */
  @Property(tries = 100)
  void arbitraryRecordsSurviveTheirJson(@ForAll long seed) {
    RandomRecords records = new RandomRecords(seed);
    GameState state = records.of(GameState.class);
    GameState loaded = Saves.read(Saves.write(state));
    for (GameState a = state, b = loaded; a != null || b != null; a = a.undo(), b = b.undo()) {
      assertEquals(a, b);
    }
    assertEquals(Saves.hash(state), Saves.hash(loaded));
    for (Class<?> type : List.of(PlayerView.class, Outcome.class, Event.class, Status.class, GameConfig.class)) {
      Object value = records.of(type);
      assertEquals(value, Json.read(Json.write(value), type, type.getSimpleName()));
    }
  }
}
