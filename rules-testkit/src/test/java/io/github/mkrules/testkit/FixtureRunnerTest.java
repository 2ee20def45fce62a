package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The runner reports what differs, with the fixture's id and rule IDs: wrong expectations, steps accepted or
 * rejected against the fixture, legality, events, and known failures that start passing (R-MOVE-3, R-MOVE-5.2
 * and R-CARDS-3.4 serve as the rules of the sample fixtures).
 */
class FixtureRunnerTest {
  private static final FixtureRunner RUNNER = new FixtureRunner(Engine.load());

  private static FixtureResult run(String fixtureJson) {
    List<Fixture> fixtures = FixtureLoader.parse(
        "{\"format\":\"mkrules-fixtures\",\"version\":1,\"fixtures\":[" + fixtureJson + "]}", "sample.json");
    return RUNNER.run(fixtures.get(0));
  }

  private static String fixture(String id, String rest) {
    return "{\"id\":\"" + id + "\",\"rules\":[\"R-MOVE-3\"],\"description\":\"sample\","
        + "\"setup\":{\"players\":[{\"hand\":[\"march\",\"stamina\"],\"deck\":[\"promise\"]}]}," + rest + "}";
  }

  /** A correct fixture passes with no differences (R-MOVE-3: plains cost 2). */
  @Test
  void correctFixturePasses() {
    FixtureResult r = run(fixture("plains", "\"actions\":[\"play march basic\",\"move 1,0\"],"
        + "\"expect\":{\"turn.move\":0,\"player.0.position\":\"1,0\"},\"events\":[\"Moved\"]"));
    assertTrue(r.passed(), r.differences().toString());
    assertEquals(List.of(), r.differences());
  }

  /** A deliberately wrong expectation is reported with the fixture id, its rules, the path and both values. */
  @Test
  void wrongExpectationIsReported() {
    FixtureResult r = run(fixture("broken-plains", "\"actions\":[\"play march basic\",\"move 1,0\"],"
        + "\"expect\":{\"turn.move\":1,\"player.0.hand\":[\"march\"]}"));
    assertTrue(r.failed());
    assertEquals("broken-plains", r.id());
    assertEquals(List.of("R-MOVE-3"), r.rules());
    assertEquals("sample.json", r.file());
    assertEquals(List.of("after actions[1] 'move 1,0': turn.move: expected 1 but was 0",
        "after actions[1] 'move 1,0': player.0.hand: expected [\"march\"] but was [\"stamina\"]"), r.differences());
  }

  /** An action the fixture expects accepted but the engine rejects stops the fixture with the rejection. */
  @Test
  void unexpectedRejectionStopsTheFixture() {
    FixtureResult r = run(fixture("no-points", "\"actions\":[\"move 1,0\"],\"expect\":{\"turn.move\":5}"));
    assertTrue(r.failed());
    assertEquals(1, r.differences().size(), r.differences().toString());
    assertTrue(r.differences().get(0).startsWith(
        "actions[0] 'move 1,0': expected accepted but was rejected NOT_ENOUGH_MOVE (R-MOVE-3)"), r.differences().get(0));
  }

  /** A rejection with another code, or an accepted action expected rejected, is a difference. */
  @Test
  void rejectionCodeAndRuleAreChecked() {
    FixtureResult wrongCode = run(fixture("wrong-code", "\"actions\":[{\"action\":\"move 1,0\","
        + "\"expect\":\"rejected\",\"code\":\"IMPASSABLE\"}]"));
    assertTrue(wrongCode.differences().get(0).contains("expected rejection IMPASSABLE but was NOT_ENOUGH_MOVE"),
        wrongCode.differences().toString());
    FixtureResult wrongRule = run(fixture("wrong-rule", "\"actions\":[{\"action\":\"move 1,0\","
        + "\"expect\":\"rejected\",\"code\":\"NOT_ENOUGH_MOVE\",\"rule\":\"R-MOVE-5.2\"}]"));
    assertTrue(wrongRule.failed());
    FixtureResult accepted = run(fixture("accepted", "\"actions\":[{\"action\":\"play march basic\","
        + "\"expect\":\"rejected\"}]"));
    assertEquals(List.of("actions[0] rejected 'play march basic': expected rejected but was accepted"),
        accepted.differences());
  }

  /** A fixture naming a parent rule item matches a rejection citing a sub-item, not a sibling. */
  @Test
  void parentRuleMatchesSubItems() {
    assertTrue(FixtureRunner.ruleMatches("R-MOVE-3", "R-MOVE-3"));
    assertTrue(FixtureRunner.ruleMatches("R-MOVE-3", "R-MOVE-3.1"));
    assertTrue(FixtureRunner.ruleMatches("R-MOVE-5.5", "R-MOVE-5.5(iii)"));
    assertFalse(FixtureRunner.ruleMatches("R-MOVE-3", "R-MOVE-3" + "1")); // split: a sample, not a citation
    assertFalse(FixtureRunner.ruleMatches("R-MOVE-3.1", "R-MOVE-3"));
  }

  /** legal / notLegal steps are checked against engine.legalActions, also the steps of a pending choice. */
  @Test
  void legalityStepsAreChecked() {
    FixtureResult ok = run(fixture("legal-ok", "\"actions\":[{\"legal\":\"end-turn\"},"
        + "{\"notLegal\":\"sideways wound move\"},\"end-turn\",{\"legal\":\"pick march\"},{\"notLegal\":\"done\"}]"));
    assertTrue(ok.passed(), ok.differences().toString());
    FixtureResult bad = run(fixture("legal-bad", "\"actions\":[{\"legal\":\"move 1,0\"},{\"notLegal\":\"play march basic\"}]"));
    assertEquals(List.of("actions[0] legal 'move 1,0': not among the legal actions",
        "actions[1] notLegal 'play march basic': among the legal actions"), bad.differences());
  }

  /** Events must come in order among the last action's events; noEvents must not occur. */
  @Test
  void eventsAreCheckedInOrder() {
    FixtureResult ok = run(fixture("events-ok", "\"actions\":[\"play march basic\"],"
        + "\"events\":[\"CardPlayed\",\"PointsGained\"],\"noEvents\":[\"Moved\"]"));
    assertTrue(ok.passed(), ok.differences().toString());
    FixtureResult wrongOrder = run(fixture("events-order", "\"actions\":[\"play march basic\"],"
        + "\"events\":[\"PointsGained\",\"CardPlayed\"]"));
    assertTrue(wrongOrder.failed());
    assertTrue(wrongOrder.differences().get(0).startsWith(
        "after actions[0] 'play march basic': events: expected [PointsGained, CardPlayed]"),
        wrongOrder.differences().toString());
    FixtureResult unwanted = run(fixture("events-unwanted", "\"actions\":[\"play march basic\"],"
        + "\"noEvents\":[\"PointsGained\"]"));
    assertEquals(List.of("after actions[0] 'play march basic': noEvents: PointsGained occurred among the last "
        + "action's events [CardPlayed, PointsGained]"),
        unwanted.differences());
  }

  /** A known failure that fails is KNOWN, not failed; once it passes it is reported as failed. */
  @Test
  void knownFailuresCannotRot() {
    FixtureResult stillFails = run("{\"id\":\"known\",\"rules\":[\"R-CARDS-3.4\"],\"description\":\"d\","
        + "\"knownFailure\":\"bug 1\",\"setup\":{\"players\":[{\"hand\":[\"march\"]}]},"
        + "\"actions\":[\"play march basic\"],\"expect\":{\"turn.move\":3}}");
    assertEquals(FixtureResult.Outcome.KNOWN, stillFails.outcome());
    assertFalse(stillFails.failed());
    assertEquals(List.of("after actions[0] 'play march basic': turn.move: expected 3 but was 2"),
        stillFails.differences());
    FixtureResult nowPasses = run("{\"id\":\"fixed\",\"rules\":[\"R-CARDS-3.4\"],\"description\":\"d\","
        + "\"knownFailure\":\"bug 1\",\"setup\":{\"players\":[{\"hand\":[\"march\"]}]},"
        + "\"actions\":[\"play march basic\"],\"expect\":{\"turn.move\":2}}");
    assertTrue(nowPasses.failed());
    assertTrue(nowPasses.differences().get(0).contains("passes now: remove the mark"), nowPasses.differences().toString());
  }

  /**
   * A setup the engine refuses (a Dummy player in a scenario without one, S-GENERAL-06) is reported as a setup
   * difference, not thrown.
   */
  @Test
  void unusableSetupIsReported() {
    FixtureResult r = run("{\"id\":\"no-dummy\",\"rules\":[\"S-GENERAL-06\"],\"description\":\"d\","
        + "\"setup\":{\"heroes\":[\"arythea\",\"goldyx\"],\"dummy\":{\"deck\":[]}},\"expect\":{\"round\":1}}");
    assertTrue(r.failed());
    assertTrue(r.differences().get(0).startsWith("setup: the position could not be built: IllegalArgumentException: "
        + "the scenario first-reconnaissance with 2 player(s) has no Dummy player"), r.differences().toString());
  }

  /**
   * A unit, site and interaction fixture reports the same way: the step, each path with the expected and the actual
   * value, and the fixture's rule IDs (R-WOUND-3.3: the Golems need 2 Healing points, so one leaves them wounded;
   * R-INTERACT-2.1: Reputation +4 gives 2).
   */
  @Test
  void unitAndSitePathsAreReportedLikeTheOthers() {
    FixtureResult r = run("{\"id\":\"golems-healed\",\"rules\":[\"R-WOUND-3.3\",\"R-INTERACT-2.1\"],"
        + "\"description\":\"d\",\"setup\":{\"players\":[{\"hand\":[\"tranquility\",\"promise\"],"
        + "\"position\":\"4,-2\",\"reputation\":4,\"units\":[{\"unit\":\"guardian-golems\",\"wounds\":1}]}]},"
        + "\"actions\":[\"play tranquility basic\",\"interact\"],"
        + "\"expect\":{\"player.0.unit.0.wounded\":false,\"interaction.bonus\":3,\"site.4,-2\":\"village\"}}");
    assertEquals("FAIL golems-healed [R-WOUND-3.3, R-INTERACT-2.1] (sample.json)\n"
        + "  - after actions[1] 'interact': player.0.unit.0.wounded: expected false but was true\n"
        + "  - after actions[1] 'interact': interaction.bonus: expected 3 but was 2", r.report());
  }

  /** A combat fixture: the step, the path, both values and the fixture's rule IDs are in the report. */
  @Test
  void reportNamesStepPathValuesAndRules() {
    FixtureResult r = run("{\"id\":\"swift-block\",\"rules\":[\"R-COMBAT-BLOCK-6.1\",\"R-ABIL-4\"],"
        + "\"description\":\"d\",\"setup\":{\"players\":[{\"hand\":[\"determination\",\"rage\"],"
        + "\"position\":\"2,-2\",\"crystals\":{\"blue\":1}}],\"combat\":{\"phase\":\"block\","
        + "\"enemies\":[{\"enemy\":\"wolf-riders\",\"hex\":\"3,-3\"}]}},"
        + "\"actions\":[\"play determination powered\",\"pick crystal:blue\",\"sideways rage block\",\"block 0\"],"
        + "\"expect\":{\"combat.enemy.0.attackStatus\":[\"open\"],\"combat.block.total\":0}}");
    assertEquals(List.of("after actions[3] 'block 0': combat.enemy.0.attackStatus: expected [\"open\"] but was "
        + "[\"blocked\"]"), r.differences());
    assertEquals("FAIL swift-block [R-COMBAT-BLOCK-6.1, R-ABIL-4] (sample.json)\n"
        + "  - after actions[3] 'block 0': combat.enemy.0.attackStatus: expected [\"open\"] but was [\"blocked\"]",
        r.report());
    FixtureResult rejected = run("{\"id\":\"swift-block-short\",\"rules\":[\"R-COMBAT-BLOCK-6.1\"],"
        + "\"description\":\"d\",\"setup\":{\"players\":[{\"hand\":[\"determination\"],"
        + "\"position\":\"2,-2\",\"crystals\":{\"blue\":1}}],\"combat\":{\"phase\":\"block\","
        + "\"enemies\":[{\"enemy\":\"wolf-riders\",\"hex\":\"3,-3\"}]}},"
        + "\"actions\":[\"play determination powered\",\"pick crystal:blue\",\"block 0\"]}");
    assertTrue(rejected.report().startsWith("FAIL swift-block-short [R-COMBAT-BLOCK-6.1] (sample.json)\n  - "
        + "actions[2] 'block 0': expected accepted but was rejected BLOCK_TOO_WEAK (R-COMBAT-BLOCK-8): "), rejected.report());
  }

  /** Predicates state bounds: each failing condition is named with the actual value. */
  @Test
  void predicatesAreChecked() {
    FixtureResult ok = run(fixture("bounds", "\"actions\":[\"play march basic\"],\"expect\":{\"turn.move\":"
        + "{\"atLeast\":2,\"atMost\":2},\"player.0.discard\":{\"contains\":[]},\"player.0.hand\":"
        + "{\"contains\":[\"stamina\"],\"countOf\":{\"stamina\":1,\"wound\":0}}}"));
    assertTrue(ok.passed(), ok.differences().toString());
    FixtureResult bad = run(fixture("bounds-bad", "\"actions\":[\"play march basic\"],\"expect\":{\"turn.move\":"
        + "{\"atLeast\":3},\"player.0.hand\":{\"contains\":[\"march\"],\"countOf\":{\"stamina\":2}}}"));
    assertEquals(List.of("after actions[0] 'play march basic': turn.move: expected at least 3 but was 2",
        "after actions[0] 'play march basic': player.0.hand: expected to contain [\"march\"] and 2 of \"stamina\" "
            + "but was [\"stamina\"]"), bad.differences());
  }

  /**
   * An enemy token written out by the fixture is fought with the engine's own rules (Vampiric, R-ABIL-20: one
   * Armour per Wound into hand), and the die rolls are fixed: a reward crystal rolled black gives 1 Fame
   * (R-ENDTURN-5.1).
   */
  @Test
  void ownTokensAndFixedDice() {
    FixtureResult vampire = run("{\"id\":\"vampire\",\"rules\":[\"R-ABIL-20\"],\"description\":\"d\","
        + "\"setup\":{\"players\":[{\"hand\":[\"rage\"],\"position\":\"2,-2\"}],\"enemyTokens\":[{\"id\":"
        + "\"test-vampire\",\"color\":\"brown\",\"armor\":4,\"attacks\":[{\"value\":3}],\"abilities\":"
        + "[\"vampiric\"],\"fame\":3}],\"combat\":{\"kind\":\"adventure-site\",\"phase\":\"assign-damage\","
        + "\"enemies\":[{\"enemy\":\"test-vampire\"}]}},\"actions\":[\"damage 0 hero\"],"
        + "\"expect\":{\"combat.enemy.0.armor\":6,\"combat.woundsTaken\":2}}");
    assertTrue(vampire.passed(), vampire.differences().toString());
    FixtureResult defend = run("{\"id\":\"defend\",\"rules\":[\"R-ABIL-21\"],\"description\":\"d\","
        + "\"setup\":{\"enemyTokens\":[{\"id\":\"test-defend\",\"color\":\"brown\",\"armor\":4,"
        + "\"attacks\":[{\"value\":3}],\"abilities\":[\"defend\"],\"fame\":3}]},\"expect\":{\"round\":1}}");
    assertTrue(defend.differences().get(0).startsWith("setup: the position could not be built: DataException: "
        + "extra enemy tokens: entry 'test-defend': field 'abilities[0]': unknown id \"defend\""),
        defend.differences().toString());
    FixtureResult black = run("{\"id\":\"black-crystal\",\"rules\":[\"R-ENDTURN-5.1\"],\"description\":\"d\","
        + "\"setup\":{\"players\":[{\"hand\":[\"rage\",\"march\"],\"position\":\"2,-2\"}],"
        + "\"dice\":[\"black\"],\"combat\":{\"kind\":\"adventure-site\",\"site\":\"2,-2\",\"phase\":\"attack\","
        + "\"enemies\":[{\"enemy\":\"prowlers\",\"defeated\":true}]}},\"actions\":[\"sideways rage attack\"]}");
    assertTrue(black.passed(), black.differences().toString());
  }
}
