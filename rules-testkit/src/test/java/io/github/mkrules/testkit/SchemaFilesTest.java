package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.core.content.DataFile;
import io.github.mkrules.core.save.Json;
import io.github.mkrules.core.save.Replay;
import io.github.mkrules.core.save.SaveException;
import io.github.mkrules.core.save.Saves;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The JSON Schemas of docs/schemas are exact: the save and replay schemas are what {@link Schemas} generates from
 * the records today (run with {@code -Dmkrules.writeSchemas=true} to rewrite them after a record changed), and
 * sample saves, replays, views, events and statuses of random games validate against them, while corrupted
 * samples are refused both by the schema and by the reader (API-SAVE, API-REPLAY).
 */
class SchemaFilesTest {
  static final Path FOLDER = Path.of("..", "docs", "schemas");
  private static final Engine ENGINE = Engine.load();

  static JsonSchema schemas() {
    return JsonSchema.load(FOLDER, "save.schema.json", "replay.schema.json", "protocol.schema.json");
  }

  static Map<?, ?> value(String json) {
    return DataFile.parse(json, "sample").value();
  }

  @Test
  void documentedSchemasAreTheGeneratedOnes() throws IOException {
    for (Map.Entry<String, Map<String, Object>> schema : Map.of("save.schema.json", Schemas.save(),
        "replay.schema.json", Schemas.replay()).entrySet()) {
      Path file = FOLDER.resolve(schema.getKey());
      String generated = Pretty.json(schema.getValue()) + "\n";
      if (Boolean.getBoolean("mkrules.writeSchemas")) {
        Files.writeString(file, generated, StandardCharsets.UTF_8);
      }
      assertEquals(value(generated), value(Files.readString(file, StandardCharsets.UTF_8)),
          file + " is not what the records give; rerun the tests with -Dmkrules.writeSchemas=true and commit it");
    }
  }

  /** A game of random actions, its states kept: some mid-turn with an undo chain, the last one over. */
  private static List<GameState> game(long seed, int players, List<Action> actions, List<Event> events) {
    GameState state = ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, players, seed));
    SplittableRandom random = new SplittableRandom(seed);
    List<GameState> states = new ArrayList<>(List.of(state));
    while (state.phase() != Phase.GAME_OVER) {
      Action action = PlayoutPolicy.choose(ENGINE.legalActions(state), random);
      Result.Applied applied = (Result.Applied) ENGINE.apply(state, action);
      actions.add(action);
      events.addAll(applied.events());
      state = applied.state();
      states.add(state);
    }
    return states;
  }

  @Test
  void samplesOfRandomGamesValidate() {
    JsonSchema schemas = schemas();
    for (int players = 1; players <= 4; players++) {
      List<Action> actions = new ArrayList<>();
      List<Event> events = new ArrayList<>();
      List<GameState> states = game(players * 31L, players, actions, events);
      boolean undoSeen = false;
      for (int i = 0; i < states.size(); i += Math.max(1, states.size() / 25)) {
        GameState state = states.get(i);
        undoSeen |= state.undo() != null;
        assertEquals(List.of(), schemas.validate(value(Saves.write(state)), "save.schema.json", ""));
        Object view = value("{\"view\":" + Json.write(ENGINE.view(state, i % players)) + "}").get("view");
        assertEquals(List.of(), schemas.validate(view, "save.schema.json", "#/$defs/PlayerView"));
        Object status = value("{\"s\":" + Json.write(ENGINE.status(state)) + "}").get("s");
        assertEquals(List.of(), schemas.validate(status, "save.schema.json", "#/$defs/Status"));
      }
      assertTrue(undoSeen, "a sample with an undo chain");
      GameState last = states.get(states.size() - 1);
      assertEquals(List.of(), schemas.validate(value(Saves.write(last)), "save.schema.json", ""));
      for (Event event : events) {
        Object written = value("{\"e\":" + Json.write(event) + "}").get("e");
        assertEquals(List.of(), schemas.validate(written, "save.schema.json", "#/$defs/Event"), event.toString());
      }
      Replay.Recorder recorder = Replay.recorder(states.get(0));
      for (int i = 0; i < actions.size(); i++) {
        recorder.add(actions.get(i), states.get(i + 1));
      }
      assertEquals(List.of(), schemas.validate(value(recorder.replay().write()), "replay.schema.json", ""));
    }
  }

  /** Random records, with every kind of field filled, validate: the schema describes all the records can hold. */
  @Test
  void randomRecordsValidate() {
    JsonSchema schemas = schemas();
    for (long seed = 0; seed < 60; seed++) {
      RandomRecords records = new RandomRecords(seed);
      assertEquals(List.of(), schemas.validate(value(Saves.write(records.of(GameState.class))), "save.schema.json",
          ""));
      for (Class<?> type : List.of(PlayerView.class, Outcome.class, Event.class, Status.class)) {
        Object written = value("{\"v\":" + Json.write(records.of(type)) + "}").get("v");
        assertEquals(List.of(), schemas.validate(written, "save.schema.json", "#/$defs/" + type.getSimpleName()),
            type.getSimpleName() + " of seed " + seed);
      }
    }
  }

  /** Each corruption is refused by the schema and by the reader, which names the field. */
  @Test
  void corruptedSavesAreRefusedByBoth() {
    JsonSchema schemas = schemas();
    String save = Saves.write(ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, 2, 5)));
    Map<String, UnaryOperator<String>> corruptions = Map.of(
        "state.players[0].fame", s -> s.replaceFirst("\"fame\":0", "\"fame\":\"none\""),
        "state.phase", s -> s.replace("\"phase\":\"tactic-selection\"", "\"phase\":\"lunch\""),
        "state.map.enemies[0].hex", s -> s.replaceFirst("\"hex\":\"[^\"]*\"", "\"hex\":\"north\""),
        "state.round", s -> s.replace("\"round\":1,", ""),
        "state.colour", s -> s.replace("\"round\":1,", "\"round\":1,\"colour\":\"red\","),
        "state.turn.tokens", s -> s.replaceFirst("\"tokens\":\\[]", "\"tokens\":{}"));
    for (Map.Entry<String, UnaryOperator<String>> corruption : corruptions.entrySet()) {
      String bad = corruption.getValue().apply(save);
      assertFalse(bad.equals(save), corruption.getKey());
      assertFalse(schemas.validate(value(bad), "save.schema.json", "").isEmpty(), "the schema allows " + bad);
      String message = assertThrows(SaveException.class, () -> Saves.read(bad)).getMessage();
      assertTrue(message.startsWith("save: field '" + corruption.getKey() + "': "), message);
    }
  }

  /** Plain values as indented JSON, for the schema files. */
  static final class Pretty {
    private Pretty() {}

    static String json(Object value) {
      StringBuilder out = new StringBuilder();
      write(value, "", out);
      return out.toString();
    }

    private static void write(Object value, String indent, StringBuilder out) {
      String inner = indent + "  ";
      if (value instanceof Map && !((Map<?, ?>) value).isEmpty()) {
        out.append("{");
        String comma = "\n";
        for (Map.Entry<?, ?> field : ((Map<?, ?>) value).entrySet()) {
          out.append(comma).append(inner).append(DataFile.json(field.getKey())).append(": ");
          write(field.getValue(), inner, out);
          comma = ",\n";
        }
        out.append("\n").append(indent).append("}");
      } else if (value instanceof List && ((List<?>) value).stream().anyMatch(v -> v instanceof Map)) {
        out.append("[");
        String comma = "\n";
        for (Object item : (List<?>) value) {
          out.append(comma).append(inner);
          write(item, inner, out);
          comma = ",\n";
        }
        out.append("\n").append(indent).append("]");
      } else if (value instanceof List) {
        List<String> items = new ArrayList<>();
        ((List<?>) value).forEach(item -> items.add(DataFile.json(item)));
        out.append("[").append(String.join(", ", items)).append("]");
      } else {
        out.append(DataFile.json(value));
      }
    }
  }
}
