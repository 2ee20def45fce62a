package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.action.SelectTactic;
import io.github.mkrules.api.action.UseTactic;
import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.core.content.Content;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The bundled rulebook fixtures against the engine on the path: each passes or is a known failure that still
 * fails. Together they check the rule IDs they name in R-ROUND, R-CARDS, R-MANA, R-EFFECTS, R-COMPOUND, R-GAIN,
 * R-DISCARD, R-UNDO, R-TURN, R-MOVE, R-ENDTURN, R-SKILLS and R-SETUP, and the worked examples EX-7 and EX-10.
 */
class BundledFixturesTest {
  private static final List<Fixture> FIXTURES = FixtureLoader.loadBundled();

  /** Every bundled fixture, one dynamic test each, named by its id and rule IDs. */
  @TestFactory
  Stream<DynamicTest> everyBundledFixturePassesOrIsKnown() {
    FixtureRunner runner = new FixtureRunner(Engine.load());
    return FIXTURES.stream().map(f -> DynamicTest.dynamicTest(f.id() + " " + f.rules(), () -> {
      FixtureResult result = runner.run(f);
      assertFalse(result.failed(), () -> f.id() + " failed: " + result.differences());
    }));
  }

  /** The worked examples EX-7 and EX-10 and at least 40 fixtures of the listed rule areas are bundled. */
  @Test
  void coversTheWorkedExamplesAndRuleAreas() {
    Set<String> rules = new HashSet<>();
    FIXTURES.forEach(f -> rules.addAll(f.rules()));
    assertTrue(rules.contains("EX-7"), "EX-7");
    assertTrue(rules.contains("EX-10"), "EX-10");
    for (String area : List.of("R-ROUND", "R-CARDS", "R-MANA", "R-EFFECTS", "R-COMPOUND", "R-GAIN", "R-DISCARD",
        "R-UNDO", "R-TURN", "R-MOVE", "R-ENDTURN", "R-SKILLS")) {
      assertTrue(rules.stream().anyMatch(r -> r.startsWith(area + "-")), area);
    }
    long inAreas = FIXTURES.stream().filter(f -> f.rules().stream().anyMatch(r -> r.matches(
        "R-(ROUND|CARDS|MANA|EFFECTS|COMPOUND|GAIN|DISCARD|UNDO|TURN|MOVE|ENDTURN)-.*"))).count();
    assertTrue(inAreas >= 40, "fixtures in the rule areas: " + inAreas);
  }

  /**
   * Each of the twelve tactics is used by a bundled fixture, taken in tactic selection (R-ROUND-3.2, R-ROUND-3.3)
   * or held and used in a turn (R-TURN-1, R-ENDTURN-7.4); each skill kind of R-SKILLS-4.1 to R-SKILLS-4.3 and the
   * terrain rules R-MOVE-7.1, R-MOVE-7.2, R-MOVE-7.4 and R-GAIN-3 are named.
   */
  @Test
  void coversEveryTacticAndTheNewRuleAreas() {
    Set<String> rules = new HashSet<>();
    FIXTURES.forEach(f -> rules.addAll(f.rules()));
    for (String rule : List.of("R-ROUND-3.2", "R-ROUND-3.3", "R-TURN-1", "R-TURN-1.5", "R-ENDTURN-7.4", "R-ROUND-4.6",
        "R-MANA-3.3", "R-SKILLS-4.1", "R-SKILLS-4.2", "R-SKILLS-4.3", "R-TURN-2.3", "R-MOVE-7", "R-MOVE-7.1",
        "R-MOVE-7.2", "R-MOVE-7.4", "R-GAIN-3", "R-GAIN-3.1")) {
      assertTrue(rules.contains(rule), rule);
    }
    for (Tactic tactic : Content.base().tactics()) {
      assertTrue(FIXTURES.stream().anyMatch(f -> f.steps().stream().anyMatch(step -> names(step, tactic.id()))),
          tactic.id());
    }
  }

  /** Whether a step takes or uses a tactic. */
  private static boolean names(FixtureStep step, String tactic) {
    if (step.action() instanceof SelectTactic) {
      return ((SelectTactic) step.action()).tactic().equals(tactic);
    }
    if (step.action() instanceof UseTactic) {
      return ((UseTactic) step.action()).tactic().equals(tactic);
    }
    return step.action() instanceof Pick && ((Pick) step.action()).item().equals(tactic); // Planning, Long Night
  }

  /** Known failures stay rare and each still fails: a passing one would be reported as failed. */
  @Test
  void knownFailuresAreMarkedAndStillFail() {
    FixtureRunner runner = new FixtureRunner(Engine.load());
    List<String> known = new ArrayList<>();
    for (Fixture f : FIXTURES) {
      if (f.knownFailure().isPresent()) {
        known.add(f.id());
        assertEquals(FixtureResult.Outcome.KNOWN, runner.run(f).outcome(), f.id());
      }
    }
    assertEquals(List.of("level-up-at-end-of-turn", "interactive-skill-goes-to-the-centre"), known);
  }

  /** The index lists exactly the fixture files in the bundled folder, so the jar's set is complete. */
  @Test
  void indexListsEveryBundledFile() throws IOException, URISyntaxException {
    Path dir = Path.of(FixtureLoader.class.getResource(FixtureLoader.BUNDLED + "index.txt").toURI()).getParent();
    Set<String> files;
    try (Stream<Path> list = Files.list(dir)) {
      files = list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).collect(Collectors.toSet());
    }
    assertEquals(files, new HashSet<>(FixtureLoader.bundledFiles()));
    assertEquals(FixtureLoader.bundledFiles().size(), new HashSet<>(FixtureLoader.bundledFiles()).size());
  }
}
