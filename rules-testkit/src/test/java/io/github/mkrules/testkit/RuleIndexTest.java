package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Issue 7 (rule IDs a referee can look up): the rule index bundled with the testkit names every rule with a
 * short title and its Czech section, and every rule ID the engine cites in a rejection can be looked up.
 */
class RuleIndexTest {
  // ID prefixes kept apart so that this test's sample IDs do not count as citations in the coverage report
  private static final String R = "R-";
  private static final RuleIndex INDEX = RuleIndex.bundled();

  @Test
  void everyEntryHasATitleAndACzechSection() {
    assertTrue(INDEX.ids().size() > 600, "both digests: " + INDEX.ids().size());
    for (RuleIndex.Entry entry : INDEX.entries()) {
      assertFalse(entry.title().isBlank(), entry.id());
      assertTrue(entry.title().split(" ").length <= 12, "a short title: " + entry);
      assertFalse(entry.czechSection().isBlank(), entry.id());
    }
  }

  @Test
  void lookUpByIdCitationOrAncestor() {
    RuleIndex.Entry exploring = INDEX.lookup(R + "MOVE-5").orElseThrow();
    assertEquals("Exploring", exploring.title());
    assertEquals("Pohyb", exploring.czechSection());
    assertEquals(R + "ROUND-3.1", INDEX.lookup(R + "ROUND-3.1(iv)").orElseThrow().id(), "a bullet marker is dropped");
    assertEquals(R + "MOVE-5", INDEX.lookup(R + "MOVE-5.99").orElseThrow().id(), "the nearest defined ancestor");
    assertEquals(Optional.empty(), INDEX.lookup(R + "NO-SUCH-1"));
    assertEquals(Optional.empty(), INDEX.lookup(R + "MOVE-99.1"), "never a rule of another number");
    assertEquals("id", assertThrows(NullPointerException.class, () -> INDEX.lookup(null)).getMessage());
  }

  @Test
  void aBrokenIndexIsRefusedNamingTheLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> RuleIndex.parse("# comment\n" + R + "MOVE-5\tExploring\tPohyb\nR-MOVE-5 no tabs\n"));
    assertTrue(e.getMessage().contains("line 3"), e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> RuleIndex.parse(R + "MOVE-5\tExploring\tPohyb\n" + R + "MOVE-5\tExploring\tPohyb\n"));
  }

  /** Every rule ID written in the engine's main code (its rejections and rule comments) is in the index. */
  @Test
  void everyRuleTheEngineCitesCanBeLookedUp() throws IOException {
    Set<String> missing = new TreeSet<>();
    Pattern quoted = Pattern.compile("\"(" + RuleCoverage.ID.pattern() + ")");
    List<Path> sources;
    try (Stream<Path> walk = Files.walk(Path.of("..", "rules-core", "src", "main", "java"))) {
      sources = walk.filter(p -> p.toString().endsWith(".java")).toList();
    }
    int cited = 0;
    for (Path source : sources) {
      Matcher m = quoted.matcher(Files.readString(source, StandardCharsets.UTF_8));
      while (m.find()) {
        cited++;
        if (INDEX.lookup(m.group(1)).isEmpty()) {
          missing.add(m.group(1));
        }
      }
    }
    assertTrue(cited > 50, "rule IDs in the engine's strings: " + cited);
    assertEquals(Set.of(), missing);
  }

  /** The bundled index lists exactly the IDs the digests define, when the digests are beside the repository. */
  @Test
  void theIndexFollowsTheDigests() {
    Path rules = Path.of("..", "..", "shared", "rules");
    Assumptions.assumeTrue(Files.isRegularFile(rules.resolve("rules-digest.md")), "the digests are not beside the repository");
    assertEquals(List.copyOf(RuleCoverage.definedInDigests(rules)), List.copyOf(INDEX.ids()),
        "run rules-testkit/src/main/scripts/rule_index.py to regenerate the index");
  }
}
