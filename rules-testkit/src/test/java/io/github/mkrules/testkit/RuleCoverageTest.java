package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The rule-ID grammar, definitions, citations and the coverage rule of {@link RuleCoverage}. */
class RuleCoverageTest {
  // ID prefixes kept apart so that this test's sample IDs do not count as citations in the coverage report
  private static final String R = "R-";
  private static final String S = "S-";
  private static final String V = "V-";

  /**
   * Bold IDs at the start of bullets are definitions, at any depth and with any trailing text, and so are IDs
   * filling the first cell of a table row.
   */
  @Test
  void definitionsAreBoldIdsStartingBullets() {
    String digest = String.join("\n",
        "* **" + R + "SETUP-1 Fame and Reputation board** (*deska*).",
        "  * **" + R + "SETUP-11.2** Its right side is the Source.",
        "* **" + S + "FIRST-RECON-01.** A player gains +1 Fame.",
        "- **" + V + "DECK-DRAFT-02.** Variant.",
        "* **" + R + "COMBAT-DMG-4** Damage.",
        "Text citing **" + R + "MOVE-5** in bold but not starting a bullet.",
        "* see " + R + "MOVE-6 (not bold)",
        "* **EX-4** an example, not a rule",
        "| **" + R + "TABLE-1** | in a table |",
        "| " + S + "GENERAL-34 | **Greatest Knowledge** | +2 per Spell |",
        "| 4 | " + S + "GENERAL-40 | a later column |");
    assertEquals(List.of(R + "SETUP-1", R + "SETUP-11.2", S + "FIRST-RECON-01", V + "DECK-DRAFT-02", R + "COMBAT-DMG-4",
        S + "GENERAL-34"), List.copyOf(RuleCoverage.definedIn(digest)));
  }

  /** Citations drop bullet markers and trailing dots, and ignore look-alikes inside other words. */
  @Test
  void citationsFollowTheIdGrammar() {
    Set<String> cited = RuleCoverage.citedIn(
        "(" + R + "ROUND-3.1(iv)), " + R + "MOVE-5.2. \"" + S + "FIRST-RECON-07\" XR-MOVE-1 R-MOVE " + R + "COMBAT-DMG-4.2(iii) EX-S1 R-move-1");
    assertEquals(Set.of(R + "ROUND-3.1", R + "MOVE-5.2", S + "FIRST-RECON-07", R + "COMBAT-DMG-4.2"), cited);
  }

  /** A citation covers its descendants, and a parent is covered by any descendant, but not by a sibling. */
  @Test
  void coverageFollowsTheIdTree() {
    Set<String> cited = Set.of(R + "MOVE-5.2", R + "TURN-7");
    assertTrue(RuleCoverage.covered(R + "MOVE-5", cited));
    assertTrue(RuleCoverage.covered(R + "MOVE-5.2", cited));
    assertFalse(RuleCoverage.covered(R + "MOVE-5.1", cited));
    assertTrue(RuleCoverage.covered(R + "TURN-7.1", cited));
    assertFalse(RuleCoverage.covered(R + "TURN-70", cited));
    assertFalse(RuleCoverage.covered(R + "MOVE-50", Set.of(R + "MOVE-5")));
    assertFalse(RuleCoverage.covered(R + "COMBAT-DMG-1", Set.of(R + "COMBAT-1")));
  }

  /** The section of an ID is the ID without its numbers. */
  @Test
  void sectionsDropTheNumbers() {
    assertEquals("R-COMBAT-DMG", RuleCoverage.section(R + "COMBAT-DMG-4.2"));
    assertEquals("S-FIRST-RECON", RuleCoverage.section(S + "FIRST-RECON-01"));
  }

  /**
   * Tests and bundled fixtures are scanned; main sources and build output are not.
   *
   * @param root a temporary project
   * @throws IOException if the files cannot be written
   */
  @Test
  void testsAndFixturesAreScanned(@TempDir Path root) throws IOException {
    write(root, "rules-core/src/test/java/ATest.java", "// " + R + "MOVE-3");
    write(root, "rules-testkit/src/main/resources/io/x/fixtures/move.json", "{\"rule\": \"" + R + "MOVE-4\"}");
    write(root, "rules-core/src/main/java/Main.java", "// " + R + "MOVE-6");
    write(root, "rules-core/target/test-classes/B.java", "// " + R + "MOVE-7");
    write(root, "rules-core/src/test/resources/bin.dat", "");
    Files.write(root.resolve("rules-core/src/test/resources/bin.dat"), new byte[] {(byte) 0xC3, (byte) 0x28});
    assertEquals(Set.of(R + "MOVE-3", R + "MOVE-4"),
        RuleCoverage.citedInFiles(RuleCoverage.citingFiles(root)));
  }

  private static void write(Path root, String path, String text) throws IOException {
    Path file = root.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
