package io.github.mkrules.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.testkit.RuleIndex;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The simulate and coverage commands: output format and exit codes (R-FLOW-4: simulated games end), and rule lookups. */
class CommandsTest {
  // ID prefixes kept apart so that this test's sample IDs do not count as citations in the coverage report
  private static final String R = "R-";
  private static final String S = "S-";
  private static Cli.Run run(String... args) {
    return Cli.run(args);
  }

  /**
   * A clean run prints one line of totals, then the distribution of the final scores (S-GENERAL-42), and exits
   * 0.
   */
  @Test
  void simulatePrintsTotalsAndScores() {
    Cli.Run r = run("simulate", "--scenario", "first-reconnaissance", "--players", "2", "--games", "3", "--seed", "4",
        "--threads", "2");
    assertEquals(0, r.code(), r.err());
    String[] lines = r.out().strip().split("\\R");
    assertEquals(2, lines.length);
    assertTrue(lines[0].matches("scenario=first-reconnaissance players=2 games=3 finished=3 errors=0 stuck=0 "
        + "actions=\\d+ actions_per_s=\\d+ games_per_s=\\d+\\.\\d seconds=\\d+\\.\\d{3} max_legal=\\d+ "
        + "mean_legal=\\d+\\.\\d{2}"
        + " games_with_combat=\\d+ games_with_defeat=\\d+ enemies_defeated=\\d+ sites_conquered=\\d+ fame=\\d+"
        + " units_recruited=\\d+ interactions=\\d+ max_level=\\d+ skills_used=\\d+"
        + " distinct_deed_cards_played=\\d+ deed_card_effects_played=\\d+"),
        lines[0]);
    assertTrue(lines[1].matches("scores: min=-?\\d+ p25=-?\\d+ median=-?\\d+ p75=-?\\d+ max=-?\\d+ mean=-?\\d+\\.\\d "
        + "won=3/3"), lines[1]);
  }

  /**
   * legal-lists plays every scenario and player count and prints their summary lines and the Markdown table
   * of docs/notation.md; a bound the lists exceed exits 1 (issue 14).
   */
  @Test
  void legalListsPrintsTheTable() {
    Cli.Run r = run("legal-lists", "--games", "1", "--threads", "2");
    assertEquals(0, r.code(), r.err());
    String summaries = r.out().substring(0, r.out().indexOf("\n\n"));
    for (String line : summaries.split("\\R")) {
      assertTrue(line.matches("scenario=[a-z-]+ players=\\d games=1 finished=1 .* max_legal=\\d+ .*"), line);
    }
    for (int players = 1; players <= 4; players++) {
      assertTrue(summaries.contains("scenario=first-reconnaissance players=" + players + " games=1 "), summaries);
    }
    assertTrue(r.out().contains("\n| decision | largest list | mean | lists | the largest list held |\n"), r.out());
    assertTrue(r.out().contains("\n| action | most in one list | mean where listed |\n"), r.out());
    Cli.Run tight = run("legal-lists", "--games", "1", "--bound", "2");
    assertEquals(1, tight.code());
    assertTrue(tight.err().contains("is longer than the bound 2"), tight.err());
  }

  /** Stuck games exit 1 and are reported with their seeds and last actions. */
  @Test
  void failuresExitOneWithDetails() {
    Cli.Run r = run("simulate", "--games", "2", "--max-actions", "2");
    assertEquals(1, r.code());
    assertTrue(r.out().contains("finished=0 errors=0 stuck=2"), r.out());
    assertTrue(r.lastLine().contains("won=0/0"), r.lastLine());
    assertTrue(r.err().contains("game 0 stuck after 2 actions (run seed 1, game seed"), r.err());
    assertTrue(r.err().contains("last actions: tactic "), r.err());
  }

  /** Bad arguments exit 2. */
  @Test
  void usageErrorsExitTwo() {
    assertEquals(2, run("simulate", "--players", "0").code());
    assertEquals(2, run("simulate", "--games", "x").code());
    assertEquals(2, run("simulate", "--scenario", "no-such-scenario").code());
    assertEquals(2, run("simulate", "--invariants", "maybe").code());
    assertEquals(2, run("legal-lists", "--games", "0").code());
    assertEquals(2, run("coverage", "--rules", "/no/such/folder").code());
  }

  /**
   * Coverage lists the uncovered IDs by section and ends with the totals.
   *
   * @param root a temporary project with its own digests
   * @throws IOException if the files cannot be written
   */
  @Test
  void coverageCountsCitedIds(@TempDir Path root) throws IOException {
    Path rules = Files.createDirectories(root.resolve("shared/rules"));
    Files.writeString(rules.resolve("rules-digest.md"), String.join("\n",
        "* **" + R + "MOVE-5 Exploring.**", "  * **" + R + "MOVE-5.1** slots", "  * **" + R + "MOVE-5.2** cost", "* **" + R + "TURN-7** rest"));
    Files.writeString(rules.resolve("scenarios-digest.md"), "* **" + S + "FIRST-RECON-01.** Fame\n");
    Path test = Files.createDirectories(root.resolve("project/core/src/test/java"));
    Files.writeString(test.resolve("T.java"), "/** " + R + "MOVE-5.2, " + R + "MOVE-9 */");
    Cli.Run r = run("coverage", "--rules", rules.toString(), "--source", root.resolve("project").toString());
    assertEquals(0, r.code(), r.err());
    assertEquals(List.of("R-MOVE: 1 of 3 uncovered", "  " + R + "MOVE-5.1", "R-TURN: 1 of 1 uncovered", "  " + R + "TURN-7",
        "S-FIRST-RECON: 1 of 1 uncovered", "  " + S + "FIRST-RECON-01", "cited but not defined: " + R + "MOVE-9",
        "covered=2 total=5 percent=40.0"), List.of(r.out().strip().split("\\R")));
    Cli.Run bundled = run("coverage", "--source", root.resolve("project").toString());
    assertEquals(0, bundled.code(), bundled.err());
    assertTrue(bundled.lastLine().matches("covered=[0-9]+ total=" + RuleIndex.bundled().ids().size() + " percent=.*"),
        "without --rules the bundled rule index is used: " + bundled.lastLine());
  }

  /** Issue 7: a rule ID, such as the one of a rejection, is looked up in the bundled rule index. */
  @Test
  void ruleLooksUpIds() {
    Cli.Run r = run("rule", R + "MOVE-5", R + "ROUND-3.1(iv)");
    assertEquals(0, r.code(), r.err());
    assertEquals(List.of(R + "MOVE-5\tExploring\tPohyb", R + "ROUND-3.1\t" + RuleIndex.bundled().lookup(R + "ROUND-3.1")
        .orElseThrow().title() + "\tJedno herní kolo (Den nebo Noc)"), List.of(r.out().strip().split("\\R")));
    Cli.Run unknown = run("rule", R + "NO-SUCH-1");
    assertEquals(1, unknown.code());
    assertTrue(unknown.err().contains("unknown rule ID"), unknown.err());
    assertEquals(2, run("rule").code());
  }

  /** Issue 7: coverage works with no arguments at all, from a clean clone without the digests beside it. */
  @Test
  void coverageNeedsNoArguments() {
    Cli.Run r = run("coverage");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.lastLine().startsWith("covered="), r.out());
  }
}
