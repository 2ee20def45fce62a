package io.github.mkrules.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play --record FILE} writes a replay and {@code replay FILE} verifies it (docs/saves.md): exit 0 when every
 * step applies and every state hash matches, 1 naming the failing step with its rejection (R-MOVE-3) or hash, or
 * the field of a malformed file, 2 for bad usage.
 */
class ReplayCommandTest {
  @TempDir
  static Path folder;
  private static Path recorded;
  private static int steps;

  @BeforeAll
  static void recordAGame() {
    recorded = folder.resolve("recorded-game.json");
    Cli.Run play = Cli.withInput("1\n".repeat(3000), "play", "--players", "2", "--bots", "1", "--seed", "2",
        "--record", recorded.toString());
    assertEquals(0, play.code(), play.err());
    Matcher written = Pattern.compile("Replay of (\\d+) step\\(s\\) written to ").matcher(play.out());
    assertTrue(written.find(), play.out());
    steps = Integer.parseInt(written.group(1));
    assertTrue(steps > 20, "a whole game");
  }

  private static Path corrupted(String name, String regex, String replacement) throws IOException {
    String text = Files.readString(recorded, StandardCharsets.UTF_8);
    String changed = text.replaceFirst(regex, replacement);
    assertTrue(!changed.equals(text), regex);
    Path file = folder.resolve(name);
    Files.writeString(file, changed, StandardCharsets.UTF_8);
    return file;
  }

  @Test
  void aRecordedGameVerifiesAndPrintsInWords() {
    Cli.Run r = Cli.run("replay", recorded.toString());
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.err());
    PlayCommandTest.assertReadable(r);
    assertTrue(r.out().startsWith("Replay " + recorded + ": 2 player(s), seed 2, " + steps + " step(s)"), r.out());
    assertTrue(r.out().contains("#1 R1 Day  "), "steps are numbered with the round");
    assertTrue(r.out().contains("Verified: all " + steps + " step(s) applied and every state hash matched"), r.out());
    assertTrue(r.out().contains("Game over in round "), r.out());
    Cli.Run czech = Cli.run("replay", recorded.toString(), "--lang", "cs");
    assertEquals(0, czech.code());
    assertTrue(czech.out().contains("Ověřeno: všech " + steps + " kroků"), czech.out());
  }

  /** R-MOVE-3: a move that is not adjacent is rejected at its step, and the step is named. */
  @Test
  void anIllegalStepFailsWithItsNumberAndRejection() throws IOException {
    Path file = corrupted("illegal.json", "\"action\":\"sideways ([a-z-]+) move\"", "\"action\":\"move 9,9\"");
    Cli.Run r = Cli.run("replay", file.toString());
    assertEquals(1, r.code());
    Matcher failed = Pattern.compile("replay: step (\\d+) 'move 9,9': rejected: NOT_ADJACENT \\(R-MOVE-3\\): ")
        .matcher(r.err());
    assertTrue(failed.find(), r.err());
    assertTrue(r.err().contains("The replay fails at step " + failed.group(1) + "."), r.err());
    HelpTest.assertNoStackTrace(r);
  }

  @Test
  void aDifferentHashFailsUnlessHashesAreIgnored() throws IOException {
    Path file = corrupted("hash.json", "(\\{\"action\":\"[^\"]+\",\"hash\":\")[0-9a-f]{16}", "$10000000000000000");
    Cli.Run r = Cli.run("replay", file.toString());
    assertEquals(1, r.code());
    assertTrue(r.err().contains("replay: step 1 '") && r.err().contains("but the replay recorded 0000000000000000"),
        r.err());
    Cli.Run ignored = Cli.run("replay", file.toString(), "--hashes", "ignore");
    assertEquals(0, ignored.code(), ignored.err());
    assertTrue(ignored.out().contains("Re-run: all " + steps + " step(s) applied (hashes not compared)"));
  }

  @Test
  void malformedFilesAndBadUsage() throws IOException {
    Path cut = folder.resolve("cut.json");
    String text = Files.readString(recorded, StandardCharsets.UTF_8);
    Files.writeString(cut, text.substring(0, text.length() / 2), StandardCharsets.UTF_8);
    Cli.Run truncated = Cli.run("replay", cut.toString());
    assertEquals(1, truncated.code());
    assertTrue(truncated.err().contains("the text ends too early (truncated?)"), truncated.err());
    Cli.Run newer = Cli.run("replay", corrupted("newer.json", "\"version\": 1", "\"version\": 2").toString());
    assertEquals(1, newer.code());
    assertTrue(newer.err().contains("field 'version': format version 2 was written by a newer engine"), newer.err());
    Cli.Run missing = Cli.run("replay", folder.resolve("none.json").toString());
    assertEquals(1, missing.code());
    assertTrue(missing.err().contains("no such file or folder"), missing.err());
    assertEquals(2, Cli.run("replay").code());
    assertEquals(2, Cli.run("replay", "a.json", "b.json").code());
    assertEquals(2, Cli.run("replay", recorded.toString(), "--hashes", "maybe").code());
  }
}
