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
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TerrainRule;
import io.github.mkrules.api.state.UnitState;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Units outside combat (R-UNITS): activating a Ready, unwounded unit for one ability with its mana, effects that
 * join the cards' pools, readying at round start, and the unit specials of the effect language (R-UNITS-6).
 */
class UnitsTest {
  static final HexCoord PORTAL = new HexCoord(0, 0);

  /** A state with the active player's units replaced. */
  static GameState withUnits(GameState s, UnitState... units) {
    return withPlayer(s, 0, p -> p.withUnits(List.of(units)));
  }

  static UnitState spent(String unit) {
    return new UnitState(unit, false, 0);
  }

  static UnitState wounded(String unit, int wounds) {
    return new UnitState(unit, true, wounds);
  }

  static List<Event> events(GameState s, String action) {
    return ((Result.Applied) ENGINE.apply(s, ActionNotation.parse(action))).events();
  }

  /**
   * R-UNITS-5, R-UNITS-5.1, R-UNITS-5.2: activating a unit puts its Command token on it (Spent) and its Move joins
   * the Move of the cards.
   */
  @Test
  void anActivatedUnitIsSpentAndItsMoveAddsToTheCards() {
    GameState s = withUnits(inTurn(3, PORTAL, 0, List.of("march")), UnitState.recruited("peasants"));
    assertTrue(events(s, "unit 0 option:3").contains(new Event.UnitActivated(0, 0, "peasants")));
    s = play(s, "unit 0 option:3", "play march basic");
    assertEquals(4, s.turn().move(), "Move 2 of the Peasants and Move 2 of March");
    assertFalse(s.player(0).units().get(0).ready());
    assertRejected(s, "unit 0 option:2", RejectionCode.UNIT_NOT_READY, "R-UNITS-5.1");
  }

  /** R-WOUND-2.1, R-UNITS-2: a wounded unit cannot be activated; a unit one does not have neither. */
  @Test
  void woundedOrMissingUnitsCannotBeActivated() {
    GameState s = withUnits(inTurn(3, PORTAL, 0, List.of("march")), wounded("peasants", 1));
    assertRejected(s, "unit 0 option:3", RejectionCode.UNIT_WOUNDED, "R-WOUND-2.1");
    assertRejected(s, "unit 1", RejectionCode.NO_SUCH_UNIT, "R-UNITS-2");
  }

  /**
   * R-UNITS-5.2(b)(i), R-COMBAT-BLOCK-4: an ability with a mana symbol needs that mana; a Block ability is used in
   * the Block phase only, like a card's.
   */
  @Test
  void abilitiesPayTheirManaAndFollowThePhaseRules() {
    GameState s = withUnits(CombatTest.facing("prowlers", List.of("rage")), UnitState.recruited("guardian-golems"));
    assertRejected(s, "unit 0 option:1", RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1");
    s = play(s, "challenge 3,-3");
    assertRejected(s, "unit 0 option:2", RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1");
    s = play(s, "next-phase");
    assertEquals(CombatPhase.BLOCK, s.turn().combat().orElseThrow().phase());
    GameState noRed = States.withSource(withPlayer(s, 0, p -> p.withCrystals(
        new io.github.mkrules.api.state.Crystals(0, 3, 3, 3))), List.of(new io.github.mkrules.api.state.ManaDie(
        io.github.mkrules.api.state.ManaColor.BLUE, -1)));
    assertRejected(noRed, "unit 0 option:2", RejectionCode.MANA_UNAVAILABLE, "R-MANA-2");
    GameState blocking = s;
    s = play(s, "unit 0 option:2");
    assertEquals(new Status.Decision(0, DecisionKind.PAY_MANA), ENGINE.status(s), "issue 14: the mana is a step");
    assertFalse(s.player(0).units().get(0).ready(), "the unit is Spent at once");
    assertEquals(blocking, play(s, "undo"), "R-UNDO: the activation is taken back before its mana is paid");
    assertRejected(s, "pick crystal:blue", RejectionCode.MANA_UNAVAILABLE, "R-MANA-2");
    s = play(s, "pick crystal:red");
    assertEquals(4, s.turn().combat().orElseThrow().block().get(Element.FIRE), "Fire Block 4");
    assertEquals(2, s.player(0).crystals().get(io.github.mkrules.api.state.ManaColor.RED));
    s = play(s, "block 0");
  }

  /** R-COMBAT-RANGED-3, R-COMBAT-ATTACK-1: a Ranged ability counts in the Ranged phase, a melee one only later. */
  @Test
  void aRangedAbilityIsUsedInTheRangedPhase() {
    GameState s = withUnits(CombatTest.challenged("prowlers", List.of("rage")), UnitState.recruited("utem-crossbowmen"),
        UnitState.recruited("peasants"));
    assertRejected(s, "unit 1", RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1");
    s = play(s, "unit 0 option:2");
    assertEquals(2, s.turn().combat().orElseThrow().ranged().physical());
    s = play(s, "next-phase", "next-phase", "damage 0 hero", "next-phase", "unit 1", "sideways rage attack");
    assertEquals(3, s.turn().combat().orElseThrow().melee().physical(), "Attack 2 of the Peasants + 1 sideways");
    s = play(s, "target 0", "strike");
    assertTrue(s.turn().combat().orElseThrow().enemy(0).defeated());
  }

  /**
   * R-ROUND-2.7(ii), R-UNITS-9, R-WOUND-2.2: Spent units are readied at the start of the next round, wounded ones
   * too, which stay wounded and cannot be activated.
   */
  @Test
  void unitsAreReadiedAtRoundStartButWoundsStay() {
    GameState s = withUnits(inTurn(3, PORTAL, 0, List.of("march")), spent("peasants"),
        new UnitState("herbalists", false, 1));
    GameState empty = withPlayer(s, 0, p -> p.withCards(List.of(), List.of(),
        concat(p.discard(), p.deck(), p.hand()), p.playArea()));
    empty = States.withTurn(empty, empty.turn().withStartConditions(true, true));
    List<Event> events = events(empty, "end-round");
    assertTrue(events.contains(new Event.UnitReadied(0, 0)) && events.contains(new Event.UnitReadied(0, 1)));
    GameState next = play(empty, "end-round");
    assertEquals(List.of(UnitState.recruited("peasants"), new UnitState("herbalists", true, 1)),
        next.player(0).units());
    next = play(next, "tactic " + next.tactics().get(0));
    assertRejected(next, "unit 1", RejectionCode.UNIT_WOUNDED, "R-WOUND-2.1");
  }

  private static List<String> concat(List<String> a, List<String> b, List<String> c) {
    List<String> out = new java.util.ArrayList<>(a);
    out.addAll(b);
    out.addAll(c);
    return out;
  }

  /**
   * R-UNITS-6: the Herbalists ready another Spent unit of level I or II; with several, the player picks one
   * (CHOOSE_UNIT); without any, the ability does nothing and is not offered.
   */
  @Test
  void herbalistsReadyAnotherUnitOfLevelTwoOrLess() {
    GameState s = withUnits(inTurn(3, PORTAL, 0, List.of("march")), UnitState.recruited("herbalists"),
        spent("peasants"), spent("utem-guardsmen"), spent("catapults"));
    s = play(s, "unit 0 option:1");
    assertEquals(new Status.Decision(0, DecisionKind.CHOOSE_UNIT), ENGINE.status(s));
    assertEquals(List.of("1", "2"), s.choices().get(0).options(), "Catapults are level III");
    s = play(s, "pick 2");
    assertTrue(s.player(0).units().get(2).ready());
    assertFalse(s.player(0).units().get(1).ready());
    GameState one = withUnits(inTurn(3, PORTAL, 0, List.of("march")), UnitState.recruited("herbalists"),
        spent("peasants"));
    assertTrue(play(one, "unit 0 option:1").player(0).units().get(1).ready(), "a single target is readied at once");
    GameState none = withUnits(inTurn(3, PORTAL, 0, List.of("march")), UnitState.recruited("herbalists"),
        spent("catapults"));
    assertRejected(none, "unit 0 option:1", RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1");
  }

  /** Foresters (units-enemies §1.1): Move 2, and forest, hills and swamp cost 1 less this turn (R-MOVE-7). */
  @Test
  void forestersMoveAndEaseTheTerrain() {
    GameState s = play(withUnits(inTurn(3, PORTAL, 0, List.of("march")), UnitState.recruited("foresters")),
        "unit 0");
    assertEquals(2, s.turn().move());
    assertEquals(List.of(new TerrainRule(List.of(io.github.mkrules.api.content.Terrain.FOREST,
        io.github.mkrules.api.content.Terrain.HILLS, io.github.mkrules.api.content.Terrain.SWAMP),
        TerrainRule.Kind.REDUCE, 1, 0)), s.turn().terrainRules());
  }

  /** Utem Swordsmen (units-enemies §1.1): Block 6, after which the unit is Wounded (R-UNITS-3.3). */
  @Test
  void utemSwordsmenAreWoundedByTheirStrongAbility() {
    GameState s = play(withUnits(CombatTest.challenged("prowlers", List.of("rage")),
        UnitState.recruited("utem-swordsmen")), "next-phase", "unit 0 option:3");
    assertEquals(6, s.turn().combat().orElseThrow().block().physical());
    assertEquals(new UnitState("utem-swordsmen", false, 1), s.player(0).units().get(0));
  }

  /**
   * R-COMBAT-BLOCK-6.1, R-ABIL-4: the Utem Guardsmen's Block 4 counts double against a Swift enemy (units-enemies
   * §1.1), so it stops the Wolf Riders' Swift attack of 3, which needs Block 6.
   */
  @Test
  void utemGuardsmenBlockCountsDoubleAgainstSwift() {
    GameState s = play(withUnits(CombatTest.challenged("wolf-riders", List.of("rage")),
        UnitState.recruited("utem-guardsmen")), "next-phase", "unit 0 option:1");
    assertEquals(4, s.turn().combat().orElseThrow().swiftBlock().physical());
    s = play(s, "block 0");
    assertEquals(io.github.mkrules.api.state.AttackStatus.BLOCKED, s.turn().combat().orElseThrow().enemy(0).attacks()
        .get(0));
    GameState plain = play(withUnits(CombatTest.challenged("swordsmen", List.of("rage")),
        UnitState.recruited("utem-guardsmen")), "next-phase", "unit 0 option:1");
    assertRejected(plain, "block 0", RejectionCode.BLOCK_TOO_WEAK, "R-COMBAT-BLOCK-8");
  }

  /** R-WOUND-3.3(i), R-WOUND-3.1: with no wounded unit, Healing points throw away Wounds from hand at once. */
  @Test
  void healingWithoutWoundedUnitsThrowsAwayWoundsAtOnce() {
    GameState s = play(inTurn(3, PORTAL, 0, List.of("tranquility", "wound", "wound")), "play tranquility basic");
    assertEquals(1, Collections.frequency(s.player(0).hand(), "wound"));
    assertEquals(0, s.turn().heal());
    assertRejected(s, "heal hand", RejectionCode.NOT_ENOUGH_HEALING, "R-WOUND-3.3");
  }

  /**
   * R-WOUND-3.3(ii), R-WOUND-3.3(iii), R-WOUND-3.4(ii): with a wounded unit the player chooses what Healing points
   * heal: one Wound in hand per point, one Wound of a unit for its level; points vanish when combat starts, and no
   * healing is used in combat (R-WOUND-3.4, R-COMBAT-START-6).
   */
  @Test
  void healingPointsAreSpentOnHandOrUnits() {
    GameState s = withUnits(inTurn(3, new HexCoord(2, -2), 0, List.of("tranquility", "tranquility", "wound")),
        wounded("peasants", 2));
    s = play(s, "play tranquility basic");
    assertEquals(1, s.turn().heal(), "kept: a unit is wounded");
    assertEquals(1, Collections.frequency(s.player(0).hand(), "wound"));
    GameState unit = play(s, "heal unit:0");
    assertEquals(1, unit.player(0).units().get(0).wounds(), "a poisoned unit is healed twice");
    assertTrue(events(s, "heal unit:0").contains(new Event.UnitHealed(0, 0)));
    GameState hand = play(s, "heal hand");
    assertEquals(0, Collections.frequency(hand.player(0).hand(), "wound"));
    assertRejected(hand, "heal unit:0", RejectionCode.NOT_ENOUGH_HEALING, "R-WOUND-3.3");
    GameState fight = play(s, "challenge 3,-3");
    assertEquals(0, fight.turn().heal(), "R-WOUND-3.4(ii)");
    assertRejected(fight, "heal unit:0", RejectionCode.NOT_IN_COMBAT, "R-COMBAT-START-4");
  }

  /** R-WOUND-3.3(ii): a unit of level II needs two Healing points. */
  @Test
  void aUnitHealsForItsLevel() {
    GameState s = withUnits(inTurn(3, PORTAL, 0, List.of("tranquility", "tranquility")),
        wounded("utem-guardsmen", 1), wounded("peasants", 1));
    s = play(s, "play tranquility basic");
    assertRejected(s, "heal unit:0", RejectionCode.NOT_ENOUGH_HEALING, "R-WOUND-3.3");
    assertRejected(s, "heal hand", RejectionCode.CARD_NOT_IN_HAND, "R-WOUND-3.3");
    s = play(s, "play tranquility basic", "heal unit:0");
    assertFalse(s.player(0).units().get(0).wounded());
    assertEquals(0, s.turn().heal());
  }

  /**
   * Examples of the unit rejection codes for {@link RejectionCodesTest}.
   *
   * @return rejections
   */
  static List<Rejection> rejectionExamples() {
    GameState s = withUnits(inTurn(3, PORTAL, 0, List.of("tranquility")), spent("peasants"),
        wounded("utem-guardsmen", 1));
    return List.of(rejected(s, "unit 2"), rejected(s, "unit 0"), rejected(s, "unit 1"),
        rejected(play(s, "play tranquility basic"), "heal unit:1"));
  }
}
