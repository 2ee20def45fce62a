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
 * R-DISCARD, R-UNDO, R-TURN, R-MOVE, R-ENDTURN, R-SKILLS, R-SETUP, R-COMBAT and R-ABIL, and the worked examples
 * EX-3, EX-5, EX-7, EX-9, EX-10 and EX-12.
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
    assertEquals(List.of(
        "defend-token-joins-a-combat", "a-banner-on-a-unit-is-reserved"), known);
  }

  /** Issue 8's target: the bundled fixtures pass 300 (known failures not counted). */
  @Test
  void threeHundredPass() {
    FixtureRunner runner = new FixtureRunner(Engine.load());
    long passed = FIXTURES.stream().filter(f -> runner.run(f).passed()).count();
    assertTrue(passed >= 300, "passed: " + passed);
  }

  /**
   * Combat is covered: every phase and outcome area, every enemy ability R-ABIL-1 to R-ABIL-21, the City bonuses,
   * the combat worked examples (EX-3, EX-5, EX-9, EX-12, D-1, D-2, D-4, D-5), and each bad input of issue 8 as a
   * rejected step naming its rule.
   */
  @Test
  void coversCombat() {
    Set<String> rules = new HashSet<>();
    FIXTURES.forEach(f -> rules.addAll(f.rules()));
    for (String area : List.of("R-COMBAT-START", "R-COMBAT-RANGED", "R-COMBAT-BLOCK", "R-COMBAT-DMG", "R-COMBAT-ATTACK",
        "R-COMBAT-OUTCOME", "R-COMBAT-CITY", "R-ENDTURN-5")) {
      assertTrue(rules.stream().anyMatch(r -> r.startsWith(area)), area);
    }
    for (int i = 1; i <= 21; i++) {
      String ability = "R-ABIL-" + i;
      assertTrue(rules.contains(ability), ability);
    }
    for (String example : List.of("EX-3", "EX-5", "EX-9", "EX-12", "D-1", "D-2", "D-4", "D-5", "R-COMBAT-CITY-1.1",
        "R-COMBAT-CITY-1.2", "R-COMBAT-CITY-1.3", "R-COMBAT-CITY-1.4")) {
      assertTrue(rules.contains(example), example);
    }
    Set<String> rejected = new HashSet<>();
    for (Fixture f : FIXTURES) {
      for (FixtureStep step : f.steps()) {
        if (step.kind() == FixtureStep.Kind.REJECTED && step.rule().isPresent()) {
          rejected.add(step.rule().get());
        }
      }
    }
    // Siege on a doubly fortified enemy, Ranged on a fortified one, a summoner in the Block phase, a Block short
    // of the attack, a sideways card in the Ranged phase, damage to a wounded unit, a second combat, an attack on
    // a defeated enemy
    for (String rule : List.of("R-COMBAT-RANGED-3.1", "R-COMBAT-BLOCK-2.1", "R-COMBAT-BLOCK-8", "R-COMBAT-RANGED-3.2",
        "R-WOUND-2.1", "R-COMBAT-START-2", "R-COMBAT-RANGED-5.1")) {
      assertTrue(rejected.contains(rule), rule);
    }
  }

  /** Every part of the format that combat brought is used by a bundled fixture. */
  @Test
  void usesTheCombatFormat() {
    assertTrue(FIXTURES.stream().anyMatch(f -> f.setup().combat().isPresent()), "combat");
    assertTrue(FIXTURES.stream().anyMatch(f -> !f.setup().enemyTokens().isEmpty()), "enemyTokens");
    assertTrue(FIXTURES.stream().anyMatch(f -> !f.setup().piles().dice().isEmpty()), "dice");
    assertTrue(FIXTURES.stream().anyMatch(f -> !f.setup().piles().enemyPiles().isEmpty()), "enemyPiles");
    assertTrue(FIXTURES.stream().anyMatch(f -> f.setup().piles().artifactDeck().isPresent()), "artifactDeck");
    assertTrue(FIXTURES.stream().anyMatch(f -> f.setup().shields().isPresent()), "shields");
    assertTrue(FIXTURES.stream().anyMatch(f -> f.setup().ruins().isPresent()), "ruins");
    assertTrue(FIXTURES.stream().anyMatch(f -> f.expect().values().stream().anyMatch(v -> v instanceof java.util.Map)),
        "predicates");
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
