package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
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
 * R-DISCARD, R-UNDO, R-TURN, R-MOVE, R-ENDTURN and R-SETUP, and the worked examples EX-7 and EX-10.
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
        "R-UNDO", "R-TURN", "R-MOVE", "R-ENDTURN")) {
      assertTrue(rules.stream().anyMatch(r -> r.startsWith(area + "-")), area);
    }
    long inAreas = FIXTURES.stream().filter(f -> f.rules().stream().anyMatch(r -> r.matches(
        "R-(ROUND|CARDS|MANA|EFFECTS|COMPOUND|GAIN|DISCARD|UNDO|TURN|MOVE|ENDTURN)-.*"))).count();
    assertTrue(inAreas >= 40, "fixtures in the rule areas: " + inAreas);
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
    assertEquals(List.of("level-up-at-end-of-turn"), known);
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
