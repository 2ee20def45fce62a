package io.github.mkrules.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code fixtures} command: its end line {@code N passed, N failed} and its exit codes (0 all passed, 1 a
 * fixture failed, 2 bad usage or a malformed file). The sample fixtures check R-MOVE-3.
 */
class FixturesCommandTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String lastLine() {
    String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
    return lines[lines.length - 1];
  }

  private static final String PASSING = "{\"id\":\"plains\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
      + "\"setup\":{\"players\":[{\"hand\":[\"march\"]}]},\"actions\":[\"play march basic\",\"move 1,0\"],"
      + "\"expect\":{\"turn.move\":0}}";

  private static final String FAILING = "{\"id\":\"plains-wrong\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\","
      + "\"setup\":{\"players\":[{\"hand\":[\"march\"]}]},\"actions\":[\"play march basic\",\"move 1,0\"],"
      + "\"expect\":{\"turn.move\":1}}";

  private void write(String name, String fixtures) throws IOException {
    Files.writeString(dir.resolve(name),
        "{\"format\":\"mkrules-fixtures\",\"version\":1,\"fixtures\":[" + fixtures + "]}");
  }

  /** Without arguments the bundled fixtures run; none fails, so the exit code is 0. */
  @Test
  void bundledFixturesPass() {
    assertEquals(0, run("fixtures"), err.toString(StandardCharsets.UTF_8));
    assertTrue(lastLine().matches("[1-9][0-9]* passed, 0 failed"), lastLine());
  }

  /** A folder whose fixtures all pass: exit 0 and the exact end line. */
  @Test
  void folderPasses() throws IOException {
    write("a.json", PASSING);
    assertEquals(0, run("fixtures", dir.toString()));
    assertEquals("1 passed, 0 failed", lastLine());
  }

  /** A failing fixture is printed with its id, rules and difference, and the exit code is 1. */
  @Test
  void failureExitsOne() throws IOException {
    write("a.json", PASSING + "," + FAILING);
    assertEquals(1, run("fixtures", dir.toString()));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("FAIL plains-wrong [R-MOVE-3]"), text);
    assertTrue(text.contains("  - after actions[1] 'move 1,0': turn.move: expected 1 but was 0"), text);
    assertEquals("1 passed, 1 failed", lastLine());
  }

  /** A malformed fixture file exits 2 and names the file, fixture and field. */
  @Test
  void malformedFileExitsTwo() throws IOException {
    write("bad.json", "{\"id\":\"bad\",\"rules\":[\"R-MOVE-3\"],\"description\":\"d\",\"expect\":{\"nope\":1}}");
    assertEquals(2, run("fixtures", dir.toString()));
    String message = err.toString(StandardCharsets.UTF_8);
    assertTrue(message.contains("bad.json: fixture 'bad': expect: field 'nope': unknown path"), message);
    assertEquals("", out.toString(StandardCharsets.UTF_8));
  }

  /** A folder that does not exist, or an unknown option, is a usage error: exit 2. */
  @Test
  void usageErrorsExitTwo() {
    assertEquals(2, run("fixtures", dir.resolve("missing").toString()));
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("no such file or folder"));
    assertEquals(2, run("fixtures", "--fast"));
  }
}
