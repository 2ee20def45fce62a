package io.github.mkrules.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code protocol} serves the bot protocol on standard input and output (docs/protocol.md): one response line per
 * request line, errors as responses, nothing else on standard output, exit 0 at quit or the end of the input.
 */
class ProtocolCommandTest {
  @Test
  void answersEveryLineAndEndsAtQuit() {
    String input = String.join("\n", "{\"cmd\":\"hello\",\"id\":1}", "nonsense",
        "{\"cmd\":\"start\",\"config\":{\"scenario\":\"first-reconnaissance\",\"players\":[{\"hero\":\"goldyx\"}],"
            + "\"options\":{},\"seed\":3}}",
        "{\"cmd\":\"view\",\"player\":1}", "{\"cmd\":\"legal\"}", "{\"cmd\":\"quit\"}", "{\"cmd\":\"hello\"}", "");
    Cli.Run r = Cli.withInput(input, "protocol");
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.err());
    List<String> lines = r.lines();
    assertEquals(6, lines.size(), r.out());
    assertTrue(lines.get(0).startsWith("{\"ok\":true,\"id\":1,\"engine\":\"mkrules\""), lines.get(0));
    assertTrue(lines.get(1).startsWith("{\"ok\":false,\"error\":\"not-json\""), lines.get(1));
    assertTrue(lines.get(3).startsWith("{\"ok\":false,\"error\":\"bad-player\""), lines.get(3));
    assertTrue(lines.get(4).contains("\"actions\":[\"tactic "), lines.get(4));
    assertEquals("{\"ok\":true}", lines.get(5));
  }

  @Test
  void theEndOfTheInputEndsTheSession() {
    Cli.Run r = Cli.withInput("{\"cmd\":\"status\"}\n", "protocol");
    assertEquals(0, r.code());
    assertTrue(r.out().startsWith("{\"ok\":false,\"error\":\"no-game\""), r.out());
  }
}
