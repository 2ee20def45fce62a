package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.core.content.DataFile;
import io.github.mkrules.core.save.BotProtocol;
import io.github.mkrules.core.save.Saves;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bot protocol (docs/protocol.md): every request and response of whole sessions validates against
 * docs/schemas/protocol.schema.json; errors are responses that leave the game as it was (API-EDGE); a save loads
 * back into the same state (API-SAVE); the exchange in the documentation is valid and answered alike.
 */
class BotProtocolTest {
  private static final Engine ENGINE = Engine.load();
  private static final JsonSchema SCHEMAS = SchemaFilesTest.schemas();
  private static final String START = "{\"cmd\":\"start\",\"config\":{\"scenario\":\"first-reconnaissance\","
      + "\"players\":[{\"hero\":\"arythea\"},{\"hero\":\"tovak\"}],\"options\":{},\"seed\":%d}}";

  /** A session that checks every line it sends and receives against the schema. */
  private static final class Session {
    final BotProtocol protocol = new BotProtocol(ENGINE);

    /** Sends a line and checks the response against the schema. */
    Map<?, ?> ask(String line) {
      String answer = protocol.handle(line);
      assertFalse(answer.contains("\n"), "one line");
      assertTrue(answer.chars().allMatch(c -> c < 128), "ASCII");
      Map<?, ?> response = SchemaFilesTest.value(answer);
      assertEquals(List.of(), SCHEMAS.validate(response, "protocol.schema.json", "#/$defs/response"), answer);
      return response;
    }

    /** Sends a valid request, checked against the schema, and checks that it succeeds. */
    Map<?, ?> ok(String line) {
      assertEquals(List.of(), requestProblems(line), line);
      Map<?, ?> response = ask(line);
      assertEquals(true, response.get("ok"), line + " -> " + response);
      return response;
    }

    String hash() {
      return (String) ok("{\"cmd\":\"status\"}").get("hash");
    }
  }

  private static List<String> requestProblems(String line) {
    return SCHEMAS.validate(SchemaFilesTest.value(line), "protocol.schema.json", "#/$defs/request");
  }

  /** The requests the engine refuses by their form are refused by the schema too. */
  private static boolean malformed(String error) {
    return error.equals("bad-request") || error.equals("unknown-command");
  }

  private static String apply(String action) {
    return "{\"cmd\":\"apply\",\"action\":" + DataFile.json(action) + "}";
  }

  /** A whole game of random actions through the protocol, with views, saves, loads, samples and undos on the way. */
  @Test
  void aWholeGameIsPlayedThroughTheProtocol() {
    Session session = new Session();
    session.ok(String.format(START, 12));
    SplittableRandom random = new SplittableRandom(12);
    int actions = 0;
    while (true) {
      Map<?, ?> legal = session.ok("{\"cmd\":\"legal\"}");
      Map<?, ?> status = (Map<?, ?>) legal.get("status");
      if (status.get("type").equals("game-over")) {
        assertEquals(List.of(), legal.get("actions"));
        break;
      }
      List<?> choices = (List<?>) legal.get("actions");
      Map<?, ?> applied = session.ok(apply((String) choices.get(random.nextInt(choices.size()))));
      assertTrue(applied.get("events") instanceof List);
      if (++actions % 25 == 0) {
        long player = (Long) status.get("player");
        assertEquals(player, ((Map<?, ?>) session.ok("{\"cmd\":\"view\",\"player\":" + player + "}").get("view"))
            .get("viewer"));
        String hash = session.hash();
        Object save = session.ok("{\"cmd\":\"save\"}").get("save");
        session.ok("{\"cmd\":\"sample\",\"player\":" + player + ",\"seed\":" + actions + "}");
        assertEquals(hash, session.hash(), "sampling leaves the game as it was");
        assertEquals(hash, session.ok("{\"cmd\":\"load\",\"save\":" + DataFile.json(save) + "}").get("hash"));
      }
      assertTrue(actions < 20_000, "the game ends");
    }
    Map<?, ?> over = session.ok("{\"cmd\":\"status\"}");
    assertEquals("game-over", ((Map<?, ?>) over.get("status")).get("type"));
    session.ok("{\"cmd\":\"quit\",\"id\":\"bye\"}");
    assertTrue(session.protocol.quit());
  }

  /** Each bad request gets its error code, and the game and the session go on unchanged. */
  @Test
  void errorsAreResponsesThatChangeNothing() {
    Session session = new Session();
    assertEquals("no-game", session.ask("{\"cmd\":\"legal\"}").get("error"));
    session.ok(String.format(START, 3));
    session.ok(apply("tactic early-bird"));
    String hash = session.hash();
    String save = DataFile.json(session.ok("{\"cmd\":\"save\"}").get("save"));
    Map<String, String> bad = Map.ofEntries(
        Map.entry("not json", "not-json"),
        Map.entry("", "not-json"),
        Map.entry("{\"cmd\":\"apply\",\"action\":\"tactic", "not-json"),
        Map.entry("[\"legal\"]", "bad-request"),
        Map.entry("{\"command\":\"legal\"}", "bad-request"),
        Map.entry("{\"cmd\":\"legal\",\"player\":0}", "bad-request"),
        Map.entry("{\"cmd\":\"view\",\"player\":\"0\"}", "bad-request"),
        Map.entry("{\"cmd\":\"view\",\"player\":null}", "bad-request"),
        Map.entry("{\"cmd\":\"fly\"}", "unknown-command"),
        Map.entry("{\"cmd\":\"view\",\"player\":2}", "bad-player"),
        Map.entry("{\"cmd\":\"sample\",\"player\":-1,\"seed\":1}", "bad-player"),
        Map.entry(apply("fly to 1,2"), "bad-action"),
        Map.entry(apply("move 9,9"), "rejected"),
        Map.entry(apply("tactic early-bird"), "rejected"),
        Map.entry(String.format(START, 1).replace("tovak", "nobody"), "bad-config"),
        Map.entry("{\"cmd\":\"load\",\"save\":{\"format\":\"mkrules-save\",\"version\":2,\"state\":{}}}", "bad-save"),
        Map.entry("{\"cmd\":\"load\",\"save\":" + save.replace("\"round\":", "\"rounds\":") + "}", "bad-save"),
        Map.entry("{\"cmd\":\"load\",\"save\":" + save.replace("first-reconnaissance", "moon-landing") + "}",
            "bad-save"));
    for (Map.Entry<String, String> request : bad.entrySet()) {
      Map<?, ?> response = session.ask(request.getKey());
      assertEquals(false, response.get("ok"), request.getKey());
      assertEquals(request.getValue(), response.get("error"), request.getKey() + " -> " + response);
      if (malformed(request.getValue()) && request.getKey().startsWith("{")) {
        assertFalse(requestProblems(request.getKey()).isEmpty(), "the schema allows " + request.getKey());
      }
      assertEquals(hash, session.hash(), "unchanged after " + request.getKey());
    }
    Map<?, ?> rejected = session.ask(apply("move 9,9"));
    Map<?, ?> why = (Map<?, ?>) rejected.get("rejection");
    assertEquals("WRONG_PHASE", why.get("code"), "R-ROUND-3: the other player is still choosing a tactic");
    assertEquals("R-ROUND-3", why.get("rule"));
    assertEquals(7L, session.ok("{\"cmd\":\"hello\",\"id\":7}").get("id"), "the id is echoed");
    assertEquals(List.of("x", 1L), session.ask("{\"cmd\":\"fly\",\"id\":[\"x\",1]}").get("id"), "also with an error");
  }

  /** An engine that throws gives an internal error response; the session and its game go on. */
  @Test
  void anEngineFailureIsAnInternalErrorResponse() {
    BrokenEngine broken = new BrokenEngine().apply((state, action) -> {
      throw new IllegalStateException("broken on purpose");
    });
    BotProtocol protocol = new BotProtocol(broken);
    protocol.handle(String.format(START, 4));
    String hash = (String) SchemaFilesTest.value(protocol.handle("{\"cmd\":\"status\"}")).get("hash");
    Map<?, ?> failed = SchemaFilesTest.value(protocol.handle(apply("tactic early-bird")));
    assertEquals(List.of(), SCHEMAS.validate(failed, "protocol.schema.json", "#/$defs/response"));
    assertEquals("internal", failed.get("error"));
    assertTrue(((String) failed.get("message")).contains("broken on purpose"), failed.toString());
    assertEquals(hash, SchemaFilesTest.value(protocol.handle("{\"cmd\":\"status\"}")).get("hash"));
  }

  /** The session reads until quit, answering every line, and a loaded save plays on like the saved game. */
  @Test
  void serveAnswersEveryLineUntilQuit() {
    String input = String.join("\n", String.format(START, 5), "", "{\"cmd\":\"save\"}", "{\"cmd\":\"quit\"}",
        "{\"cmd\":\"hello\"}") + "\n";
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new BotProtocol(ENGINE).serve(new BufferedReader(new StringReader(input)),
        new PrintStream(out, true, StandardCharsets.UTF_8));
    List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals(4, lines.size(), "nothing is answered after quit");
    String save = DataFile.json(SchemaFilesTest.value(lines.get(2)).get("save"));
    assertEquals(Saves.hash(Saves.read(save)), SchemaFilesTest.value(lines.get(0)).get("hash"));
  }

  /** The exchange of docs/protocol.md validates and a fresh session answers its requests alike. */
  @Test
  void theDocumentedExchangeIsValidAndAnsweredAlike() throws IOException {
    List<String> requests = new ArrayList<>();
    List<String> responses = new ArrayList<>();
    for (String line : Files.readAllLines(Path.of("..", "docs", "protocol.md"), StandardCharsets.UTF_8)) {
      if (line.startsWith("> ")) {
        requests.add(line.substring(2));
      } else if (line.startsWith("< ")) {
        responses.add(line.substring(2));
      }
    }
    assertEquals(requests.size(), responses.size());
    assertTrue(requests.size() >= 10, "the documented exchange");
    Session session = new Session();
    for (int i = 0; i < requests.size(); i++) {
      Map<?, ?> documented = SchemaFilesTest.value(responses.get(i));
      assertEquals(List.of(), SCHEMAS.validate(documented, "protocol.schema.json", "#/$defs/response"));
      if (!malformed(String.valueOf(documented.get("error"))) && requests.get(i).startsWith("{")) {
        assertEquals(List.of(), requestProblems(requests.get(i)), requests.get(i));
      }
      Map<?, ?> actual = session.ask(requests.get(i));
      assertEquals(documented.keySet(), actual.keySet(), requests.get(i));
      assertEquals(documented.get("error"), actual.get("error"), requests.get(i));
      assertEquals(documented.get("id"), actual.get("id"));
    }
  }
}
