package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.core.save.Json;
import io.github.mkrules.core.save.Replay;
import io.github.mkrules.core.save.ReplayException;
import io.github.mkrules.core.save.SaveException;
import io.github.mkrules.core.save.Saves;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Saves and replays (docs/saves.md) on fixed games: the undo chain survives a save (R-UNDO-1), the state hash
 * follows equality, and bad input (a newer format version, a cut-off file, an unknown field, an action that is
 * illegal at its step) fails with a message naming the field or the step, loading nothing.
 */
class SavesTest {
  private static final Engine ENGINE = Engine.load();

  /** A state in the middle of a turn with at least two undoable actions behind it. */
  static GameState midTurn() {
    SplittableRandom random = new SplittableRandom(4);
    for (long seed = 1; ; seed++) {
      GameState state = ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, 2, seed));
      for (int i = 0; i < 400 && state.phase() != Phase.GAME_OVER; i++) {
        List<Action> legal = ENGINE.legalActions(state);
        state = ENGINE.apply(state, PlayoutPolicy.choose(legal, random)).orThrow();
        if (state.undo() != null && state.undo().undo() != null) {
          return state;
        }
      }
    }
  }

  /** R-UNDO-1: a loaded save undoes to the same states as the saved one. */
  @Test
  void theUndoChainSurvivesASave() {
    GameState state = midTurn();
    GameState loaded = Saves.read(Saves.write(state));
    assertEquals(state, loaded);
    assertEquals(state.undo(), loaded.undo());
    assertEquals(state.undo().undo(), loaded.undo().undo());
    GameState undone = ENGINE.apply(loaded, ActionNotation.parse("undo")).orThrow();
    assertEquals(ENGINE.apply(state, ActionNotation.parse("undo")).orThrow(), undone);
    assertEquals(ENGINE.legalActions(state), ENGINE.legalActions(loaded), "the same actions in the same order");
  }

  @Test
  void theHashFollowsEqualityAndIgnoresTheUndoHistoryButNotItsPresence() {
    GameState state = midTurn();
    assertTrue(Saves.hash(state).matches("[0-9a-f]{16}"));
    assertEquals(Saves.hash(state), Saves.hash(Saves.read(Saves.write(state))));
    GameState otherHistory = state.withUndo(state.undo().undo());
    assertEquals(state, otherHistory);
    assertEquals(Saves.hash(state), Saves.hash(otherHistory));
    assertNotEquals(Saves.hash(state), Saves.hash(state.withUndo(null)), "undo available or not");
    assertNotEquals(Saves.hash(state), Saves.hash(state.withRng(state.rng() + 1)));
  }

  /** Maps equal in content but filled in another order hash alike, as their states are equal. */
  @Test
  void theHashDoesNotDependOnTheOrderAMapWasFilledIn() {
    GameState state = midTurn();
    Map<String, String> one = new LinkedHashMap<>();
    Map<String, String> two = new LinkedHashMap<>();
    for (int i = 0; i < 12; i++) {
      one.put("option-" + i, "v" + i);
      two.put("option-" + (11 - i), "v" + (11 - i));
    }
    GameState a = state.withConfig(state.config().withOptions(one));
    GameState b = state.withConfig(state.config().withOptions(new HashMap<>(two)));
    assertEquals(a, b);
    assertEquals(Saves.hash(a), Saves.hash(b));
  }

  /** The hash is the same in another JVM, whose hash codes and map orders differ from this one's. */
  @Test
  void theHashIsTheSameInAnotherJvm() throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), HashProbe.class.getName()));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertTrue(process.waitFor(2, TimeUnit.MINUTES));
    assertEquals(0, process.exitValue(), printed);
    assertEquals(HashProbe.hashes(), printed);
  }

  @Test
  void aSaveOfANewerVersionIsRefusedAsSuch() {
    String save = Saves.write(midTurn()).replace("\"version\":1,", "\"version\":2,");
    assertEquals("save: field 'version': format version 2 was written by a newer engine; this engine reads version 1",
        assertThrows(SaveException.class, () -> Saves.read(save.replace("\"round\"", "\"newField\":1,\"round\"")))
            .getMessage());
  }

  @Test
  void badSavesNameTheFieldOrThePlace() {
    String save = Saves.write(midTurn());
    assertMessage("save: line 1, column " + (save.length() / 2 + 1) + ": the text ends too early (truncated?): ",
        save.substring(0, save.length() / 2));
    assertMessage("save: field 'state.players[1].hands': unknown field (allowed: index, hero, hand,",
        save.replaceFirst("(\"index\":1,\"hero\":\"[a-z]+\",)\"hand\"", "$1\"hands\":[],\"hand\""));
    assertMessage("save: field 'state.round': missing field", save.replaceFirst("\"round\":[0-9]+,", ""));
    assertMessage("save: field 'state.turnOrder[0]': null is not a value here",
        save.replaceFirst("\"turnOrder\":\\[[0-9]", "\"turnOrder\":[null"));
    assertMessage("save: field 'state.time': impossible value \"dusk\": expected one of day, night",
        save.replaceFirst("\"time\":\"[a-z]+\"", "\"time\":\"dusk\""));
    assertMessage("save: field 'format': expected \"mkrules-save\" but got \"mkrules-replay\"",
        save.replace("mkrules-save", "mkrules-replay"));
    assertMessage("save: line 1, column 1: not valid JSON: ", "save me");
    assertMessage("save: expected a JSON object but got an array", "[1]");
  }

  private static void assertMessage(String start, String text) {
    String message = assertThrows(SaveException.class, () -> Saves.read(text)).getMessage();
    assertTrue(message.startsWith(start), message);
  }

  private static Replay replayOf(long seed, int actions) {
    GameState state = ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, 2, seed));
    Replay.Recorder recorder = Replay.recorder(state);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = 0; i < actions; i++) {
      Action action = PlayoutPolicy.choose(ENGINE.legalActions(state), random);
      state = ENGINE.apply(state, action).orThrow();
      recorder.add(action, state);
    }
    return recorder.replay();
  }

  @Test
  void aReplayVerifiesAndItsFileReadsBack() {
    Replay replay = replayOf(8, 60);
    Replay read = Replay.read(replay.write());
    assertEquals(replay, read);
    List<Integer> steps = new ArrayList<>();
    GameState last = read.verify(ENGINE, played -> steps.add(played.step()));
    assertEquals(60, steps.size());
    assertEquals(replay.steps().get(59).hash(), Saves.hash(last));
    assertTrue(replay.write().lines().count() > 60, "one step per line");
  }

  /** A step whose action the engine rejects fails with the step, its action and the rejection. */
  @Test
  void anIllegalActionFailsAtItsStepWithTheRejection() {
    Replay replay = replayOf(8, 30);
    List<Replay.Step> steps = new ArrayList<>(replay.steps());
    Replay.Step first = steps.get(0);
    steps.set(0, new Replay.Step("undo", first.hash()));
    ReplayException e = assertThrows(ReplayException.class,
        () -> new Replay(replay.config(), replay.start(), steps).verify(ENGINE));
    assertEquals(1, e.step());
    assertEquals(RejectionCode.NOTHING_TO_UNDO, e.rejection().orElseThrow().code());
    assertTrue(e.getMessage().startsWith("replay: step 1 'undo': rejected: NOTHING_TO_UNDO (R-UNDO-2): "),
        e.getMessage());
  }

  @Test
  void aDifferentHashFailsAtItsStepButARerunIgnoresIt() {
    Replay replay = replayOf(9, 20);
    List<Replay.Step> steps = new ArrayList<>(replay.steps());
    steps.set(6, new Replay.Step(steps.get(6).action(), "0123456789abcdef"));
    Replay changed = new Replay(replay.config(), replay.start(), steps);
    ReplayException e = assertThrows(ReplayException.class, () -> changed.verify(ENGINE));
    assertEquals(7, e.step());
    assertTrue(e.getMessage().contains("but the replay recorded 0123456789abcdef"), e.getMessage());
    assertEquals(replay.verify(ENGINE), changed.rerun(ENGINE, null));
    ReplayException setup = assertThrows(ReplayException.class,
        () -> new Replay(replay.config().withSeed(10), replay.start(), steps).verify(ENGINE));
    assertEquals(0, setup.step());
  }

  @Test
  void badReplayFilesNameTheField() {
    String text = replayOf(3, 5).write();
    String message = assertThrows(SaveException.class,
        () -> Replay.read(text.replaceFirst("\"hash\":\"[0-9a-f]+\"", "\"hash\":\"xyz\""))).getMessage();
    assertTrue(message.startsWith("replay: field 'steps[0]': a state hash is 16 lower-case hexadecimal digits but got"
        + " 'xyz'"), message);
    message = assertThrows(SaveException.class, () -> Replay.read(text.replace("\"seed\"", "\"sead\""))).getMessage();
    assertTrue(message.startsWith("replay: field 'config.sead': unknown field (allowed: scenario, players, options,"),
        message);
    ReplayException notation = assertThrows(ReplayException.class,
        () -> Replay.read(text.replaceFirst("\"action\":\"[^\"]+\"", "\"action\":\"fly home\"")).verify(ENGINE));
    assertEquals(1, notation.step());
    assertTrue(notation.getMessage().startsWith("replay: step 1 'fly home': not an action: "), notation.getMessage());
  }

  @Test
  void eventsAndStatusesNameTheirKind() {
    assertEquals("[{\"type\":\"turn-started\",\"player\":0},{\"type\":\"moved\",\"player\":1,\"to\":\"0,0\","
        + "\"cost\":0}]", Json.write(List.of(new Event.TurnStarted(0), new Event.Moved(1, null, new HexCoord(0, 0), 0))));
    assertEquals("{\"type\":\"decision\",\"player\":1,\"kind\":\"select-tactic\"}",
        Json.write(new Status.Decision(1, DecisionKind.SELECT_TACTIC)));
    assertEquals(new Event.Moved(1, null, new HexCoord(0, 0), 0),
        Json.read("{\"type\":\"moved\",\"player\":1,\"to\":\"0,0\",\"cost\":0}", Event.class, "event"));
  }

  @Test
  void nullsAreRefusedByTheWriterAndAbsentUndoReadsAsNone() {
    GameState start = ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, 1, 1));
    String save = Saves.write(start);
    assertTrue(!save.contains("null") && !save.contains("\"undo\""), save);
    assertNull(Saves.read(save).undo());
    assertNotNull(Saves.read(Saves.write(midTurn())).undo());
  }
}
