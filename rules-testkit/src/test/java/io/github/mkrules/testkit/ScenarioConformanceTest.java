package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.content.ScenarioInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * One whole random game of every scenario of the book for every player count it allows, checked at every step
 * with all conformance properties and invariants (API-LEGAL, API-VIEW, API-SAMPLE, API-EVENTS, R-FLOW-4): the
 * Dummy player's turns (S-GENERAL-13), the scenarios' own rules and their scoring conform like the base game.
 */
class ScenarioConformanceTest {
  private static final Engine ENGINE = Engine.load();

  @TestFactory
  Stream<DynamicTest> everyScenarioAndPlayerCountConforms() {
    List<DynamicTest> tests = new ArrayList<>();
    for (ScenarioInfo scenario : ENGINE.catalogue().scenarios()) {
      for (int players : scenario.playerCounts()) {
        tests.add(DynamicTest.dynamicTest(scenario.id() + " with " + players, () -> Invariants.assertNone(
            new Conformance(ENGINE).playAndCheck(Simulator.config(scenario.id(), players, 31L * players + 7), 5,
                Simulator.DEFAULT_MAX_ACTIONS, 0.03))));
      }
    }
    return tests.stream();
  }
}
