package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.assertRejected;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.rejected;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.PendingChoiceBuilder;
import io.github.mkrules.api.state.TurnState.TurnStage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Combat with a rampaging enemy, from the challenge to the end: the four phases, attacks and resistances,
 * fortification, blocks with Swift, damage with Brutal, Poison and knock-out, summons, and the rejections of
 * each step (R-COMBAT-START, R-COMBAT-RANGED, R-COMBAT-BLOCK, R-COMBAT-DMG, R-COMBAT-ATTACK, R-COMBAT-OUTCOME).
 */
class CombatTest {
  /** Seed 3 puts a Marauding Orcs camp on 3,-3, next to the hero on 2,-2 (see MovementTest). */
  private static final HexCoord HERE = new HexCoord(2, -2);
  private static final HexCoord ORCS = new HexCoord(3, -3);

  /** Arythea (Armour 2, hand limit 5) next to the orcs' camp, which holds the given token, with crystals. */
  static GameState facing(String enemy, List<String> hand) {
    GameState s = withPlayer(inTurn(3, HERE, 0, hand), 0, p -> p.withCrystals(new Crystals(3, 3, 3, 3)));
    List<MapEnemy> enemies = new ArrayList<>();
    for (MapEnemy e : s.map().enemies()) {
      enemies.add(e.hex().equals(ORCS) ? new MapEnemy(ORCS, enemy, EnemyColor.GREEN, true) : e);
    }
    return s.withMap(s.map().withEnemies(enemies));
  }

  static GameState challenged(String enemy, List<String> hand) {
    return play(facing(enemy, hand), "challenge " + ORCS);
  }

  private static CombatState combat(GameState s) {
    return s.turn().combat().orElseThrow();
  }

  /** R-COMBAT-START-1.4, R-COMBAT-START-3, R-TURN-6: a challenge is the turn's action and starts the phases. */
  @Test
  void aChallengeStartsTheCombat() {
    GameState s = challenged("prowlers", List.of("rage"));
    assertEquals(CombatPhase.RANGED_SIEGE, combat(s).phase(), "no other rampaging enemy next to the hero");
    assertEquals("prowlers", combat(s).enemy(0).enemy());
    assertEquals(new Status.Decision(0, DecisionKind.COMBAT), ENGINE.status(s));
    assertEquals(TurnStage.AFTER_ACTION, s.turn().stage());
    assertRejected(s, "move 2,-1", RejectionCode.NOT_IN_COMBAT, "R-COMBAT-START-4");
  }

  /**
   * R-COMBAT-RANGED-5, R-COMBAT-RANGED-5.1, R-COMBAT-RANGED-5.2, R-COMBAT-OUTCOME-2.1: a Ranged Attack that
   * reaches the Armour defeats the enemy at once: Fame, its token off the map onto the green discard pile, and
   * Reputation +1 for a rampaging orc.
   */
  @Test
  void aRangedAttackDefeatsARampagingOrc() {
    GameState s = play(challenged("prowlers", List.of("swiftness", "rage")), "play swiftness powered", "pick crystal:white",
        "target 0", "strike");
    assertTrue(combat(s).enemy(0).defeated());
    assertEquals(2, s.player(0).fame(), "Prowlers give 2 Fame");
    assertEquals(1, s.player(0).reputation(), "+1 Reputation for a rampaging orc");
    assertTrue(s.map().enemies().stream().noneMatch(e -> e.hex().equals(ORCS)), "the token leaves the map");
    assertEquals(List.of("prowlers"), s.supply().enemyDiscards().get(EnemyColor.GREEN));
    s = play(s, "next-phase", "next-phase", "next-phase");
    assertTrue(s.turn().combat().isEmpty(), "R-COMBAT-OUTCOME-1: the combat ends after the Attack phase");
    assertRejected(s, "challenge 1,-4", RejectionCode.ACTION_TAKEN, "R-COMBAT-START-2");
  }

  /** R-COMBAT-RANGED-3.1(i), R-ABIL-9: only Siege attacks count against a Fortified enemy before the Attack phase. */
  @Test
  void rangedAttacksDoNotReachAFortifiedEnemy() {
    GameState s = play(challenged("diggers", List.of("swiftness")), "play swiftness powered", "pick crystal:white",
        "target 0");
    assertRejected(s, "strike", RejectionCode.TARGET_FORTIFIED, "R-COMBAT-RANGED-3.1");
  }

  /** R-COMBAT-RANGED-4.1, R-ABIL-10, R-COMBAT-RANGED-6: a resisted attack is halved; one short of the Armour fails. */
  @Test
  void resistedAttacksAreHalved() {
    GameState s = play(challenged("ironclads", List.of("swiftness")), "play swiftness powered", "pick crystal:white",
        "target 0");
    Rejection r = rejected(s, "strike");
    assertEquals(RejectionCode.ATTACK_TOO_WEAK, r.code());
    assertTrue(r.detail().contains("worth 1 against a total Armour of 3"), r.detail());
    assertRejected(s, "target 0", RejectionCode.INVALID_TARGET, "R-COMBAT-RANGED-2");
  }

  /** R-COMBAT-BLOCK-6.1, R-COMBAT-BLOCK-8, R-COMBAT-BLOCK-4.2, R-COMBAT-BLOCK-7: Swift doubles the Block needed. */
  @Test
  void aSwiftAttackNeedsTwiceTheBlock() {
    GameState s = play(challenged("wolf-riders", List.of("determination", "rage")), "next-phase",
        "play determination powered", "pick crystal:blue");
    assertRejected(s, "block 0", RejectionCode.BLOCK_TOO_WEAK, "R-COMBAT-BLOCK-8");
    s = play(s, "sideways rage block", "block 0");
    assertEquals(List.of(AttackStatus.BLOCKED), combat(s).enemy(0).attacks());
    s = play(s, "next-phase");
    assertEquals(CombatPhase.ATTACK, combat(s).phase(), "R-COMBAT-DMG-1.1: nothing to assign, the phase is skipped");
  }

  /** R-COMBAT-DMG-2.1, R-COMBAT-DMG-5.2, R-COMBAT-DMG-7: a Brutal attack of 4 deals 8, four Wounds at Armour 2. */
  @Test
  void unblockedBrutalDamageWoundsTheHero() {
    GameState s = play(challenged("ironclads", List.of("rage")), "next-phase", "next-phase");
    assertEquals(CombatPhase.ASSIGN_DAMAGE, combat(s).phase());
    assertRejected(s, "next-phase", RejectionCode.DAMAGE_NOT_ASSIGNED, "R-COMBAT-DMG-7");
    assertRejected(s, "damage 0 unit:0", RejectionCode.INVALID_DAMAGE_TARGET, "R-COMBAT-DMG-3");
    s = play(s, "damage 0 hero");
    assertEquals(4, Collections.frequency(s.player(0).hand(), "wound"));
    assertEquals(4, combat(s).woundsTaken());
    assertFalse(combat(s).knockedOut(), "4 Wounds are below the hand limit of 5");
  }

  /** R-COMBAT-DMG-6.1(ii): for each Wound a poisonous attack puts in hand, one more goes to the discard pile. */
  @Test
  void poisonAddsWoundsToTheDiscardPile() {
    GameState s = play(challenged("cursed-hags", List.of("rage")), "next-phase", "next-phase", "damage 0 hero");
    assertEquals(2, Collections.frequency(s.player(0).hand(), "wound"), "3 damage at Armour 2");
    assertEquals(2, Collections.frequency(s.player(0).discard(), "wound"));
  }

  /** R-COMBAT-DMG-5.3: Wounds in this combat reaching the hand limit knock the hero out: all else is discarded. */
  @Test
  void enoughWoundsKnockTheHeroOut() {
    GameState s = play(challenged("minotaur", List.of("rage", "march")), "next-phase", "next-phase",
        "damage 0 hero");
    assertTrue(combat(s).knockedOut(), "a Brutal 5 deals 10: 5 Wounds at Armour 2, the hand limit of level 1");
    assertEquals(List.of("wound", "wound", "wound", "wound", "wound"), s.player(0).hand(), "only Wounds are left");
    assertTrue(s.player(0).discard().containsAll(List.of("rage", "march")));
  }

  /**
   * R-COMBAT-BLOCK-2, R-COMBAT-BLOCK-2.1, R-COMBAT-DMG-6.3: a summoner draws a brown monster that stands in for it
   * in the Block and Assign Damage phases, then leaves without Fame.
   */
  @Test
  void aSummonedMonsterStandsInForItsSummoner() {
    GameState s = play(challenged("orc-summoners", List.of("rage")), "next-phase");
    assertEquals(2, combat(s).enemies().size());
    assertEquals(0, combat(s).enemy(1).summoner());
    assertEquals(EnemyColor.BROWN, combat(s).enemy(1).color());
    assertRejected(s, "block 0", RejectionCode.INVALID_TARGET, "R-COMBAT-BLOCK-2.1");
    s = play(s, "next-phase", "damage 1 hero", "next-phase");
    assertEquals(CombatPhase.ATTACK, combat(s).phase());
    assertEquals(1, combat(s).enemies().size(), "the summoned monster is gone");
    assertTrue(s.supply().enemyDiscards().get(EnemyColor.BROWN).size() == 1, "onto the brown discard pile");
  }

  /**
   * The Dungeon and Tomb cards: a fight there uses Night rules, so a gold die cannot pay by Day (R-MANA-2 at
   * Night), while the same die pays in a Day fight elsewhere.
   */
  @Test
  void nightRulesInADungeonFightDepleteGold() {
    GameState s = States.withSource(challenged("prowlers", List.of("swiftness")), List.of(
        new io.github.mkrules.api.state.ManaDie(io.github.mkrules.api.state.ManaColor.GOLD, -1)));
    play(s, "play swiftness powered", "pick die:0");
    GameState underground = States.withTurn(s, s.turn().withCombat(s.turn().combat().map(c -> c.withNightRules(true))));
    GameState paying = play(underground, "play swiftness powered");
    assertEquals(RejectionCode.MANA_UNAVAILABLE, rejected(paying, "pick die:0").code(), "gold is depleted at Night");
    play(paying, "pick crystal:white");
  }

  /** Issue 14: a pick or done without a pending choice, a pick not on offer, done too early. */
  @Test
  void choicesRefuseBadPicks() {
    GameState s = facing("prowlers", List.of("rage"));
    assertRejected(s, "done", RejectionCode.CHOICE_NOT_PENDING, "R-EFFECTS-1");
    GameState choosing = s.withChoices(List.of(new PendingChoiceBuilder().player(0).kind(DecisionKind.CHOOSE_REWARD).rule("R-ENDTURN-5.3")
        .options(s.supply().spellOffer().stream().sorted().toList()).picked(List.of()).min(1).max(1)
        .context(List.of("spell")).secret(false).build()));
    assertRejected(choosing, "done", RejectionCode.CHOICE_INCOMPLETE, "R-ENDTURN-5.3");
    assertRejected(choosing, "pick no-such-card", RejectionCode.NOT_ON_OFFER, "R-ENDTURN-5.3");
    assertRejected(choosing, "move 2,-1", RejectionCode.CHOICE_NOT_PENDING, "R-ENDTURN-5.3");
  }

  /** R-ENDTURN-5.3: a Spell reward is chosen from the offer at the end of the turn, onto the deed deck. */
  @Test
  void aSpellRewardIsChosenAtTheEndOfTheTurn() {
    GameState s = facing("prowlers", List.of("rage"));
    s = States.withTurn(s, s.turn().withRewards(List.of("spell")));
    s = play(s, "end-turn");
    assertEquals(new Status.Decision(0, DecisionKind.CHOOSE_REWARD), ENGINE.status(s));
    String spell = s.choices().get(0).options().get(0);
    s = play(s, "pick " + spell);
    assertEquals(new Status.Decision(0, DecisionKind.END_TURN_DISCARD), ENGINE.status(s),
        "R-ENDTURN-7.1: the discards come after the rewards");
    s = play(s, "pick rage");
    assertTrue(s.choices().isEmpty());
    assertFalse(s.supply().spellOffer().contains(spell), "taken from the offer, which is replenished");
    assertEquals(3, s.supply().spellOffer().size());
  }

  /**
   * Examples of the combat and choice rejection codes for {@link RejectionCodesTest}.
   *
   * @return one rejection per code
   */
  static List<Rejection> rejectionExamples() {
    GameState prowlers = challenged("prowlers", List.of("swiftness", "rage"));
    GameState choosing = facing("prowlers", List.of("rage"));
    choosing = choosing.withChoices(List.of(new PendingChoiceBuilder().player(0).kind(DecisionKind.CHOOSE_REWARD).rule("R-ENDTURN-5.3")
        .options(List.of("a-card")).picked(List.of()).min(1).max(1).context(List.of("spell")).secret(false).build()));
    GameState ironcladsDamage = play(challenged("ironclads", List.of("rage")), "next-phase", "next-phase");
    GameState wolves = play(challenged("wolf-riders", List.of("rage")), "next-phase", "sideways rage block");
    GameState diggers = play(challenged("diggers", List.of("swiftness")), "play swiftness powered", "pick crystal:white",
        "target 0");
    GameState weak = play(challenged("ironclads", List.of("swiftness")), "play swiftness powered", "pick crystal:white",
        "target 0");
    GameState after = play(prowlers, "play swiftness powered", "pick crystal:white", "target 0", "strike", "next-phase",
        "next-phase", "next-phase");
    return List.of(
        rejected(facing("prowlers", List.of("rage")), "done"),
        rejected(choosing, "pick other"),
        rejected(choosing, "done"),
        rejected(after, "challenge 1,-4"),
        rejected(facing("prowlers", List.of("rage")), "target 0"),
        rejected(facing("prowlers", List.of("rage")), "challenge 2,-1"),
        rejected(prowlers, "target 5"),
        rejected(diggers, "strike"),
        rejected(weak, "strike"),
        rejected(wolves, "block 0"),
        rejected(ironcladsDamage, "next-phase"),
        rejected(ironcladsDamage, "damage 0 unit:0"));
  }
}
