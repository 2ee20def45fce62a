package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.assertRejected;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.UnitsTest.events;
import static io.github.mkrules.scenarios.UnitsTest.spent;
import static io.github.mkrules.scenarios.UnitsTest.withUnits;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.DamageInProgress;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.UnitState;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Units in the Assign Damage phase (R-COMBAT-DMG-3 to R-COMBAT-DMG-6, R-UNITRES-1): unwounded units, Spent ones
 * too, take damage before the hero; each absorbs its Armour, a resistant one twice; what is left goes on; Poison
 * and Paralyze on units; combats without units.
 */
class UnitDamageTest {
  /** The hero next to the orcs' camp holding {@code enemy}, with units, challenged and in Assign Damage. */
  static GameState damagePhase(String enemy, UnitState... units) {
    return play(withUnits(CombatTest.challenged(enemy, List.of("rage")), units), "next-phase", "next-phase");
  }

  private static CombatState combat(GameState s) {
    return s.turn().combat().orElseThrow();
  }

  /**
   * R-COMBAT-DMG-4, R-COMBAT-DMG-4.1, R-COMBAT-DMG-3, R-COMBAT-DMG-1.2, R-COMBAT-DMG-7: a Spent unit takes a
   * Wound and absorbs its Armour (Peasants 3 of the Prowlers' 4); the rest must go on before anything else, here to
   * the hero (1 damage at Armour 2 is one Wound).
   */
  @Test
  void aUnitAbsorbsItsArmourAndTheRestGoesOn() {
    GameState s = damagePhase("prowlers", spent("peasants"));
    assertEquals(CombatPhase.ASSIGN_DAMAGE, combat(s).phase());
    List<Event> events = events(s, "damage 0 unit:0");
    assertTrue(events.contains(new Event.DamageAssigned(0, 0, 0, 4, 1)));
    assertTrue(events.contains(new Event.UnitWounded(0, 0, 1)));
    s = play(s, "damage 0 unit:0");
    assertEquals(new UnitState("peasants", false, 1), s.player(0).units().get(0), "Spent, now Wounded too");
    assertEquals(Optional.of(new DamageInProgress(0, 0, 1)), combat(s).damage());
    assertEquals(AttackStatus.OPEN, combat(s).enemy(0).attacks().get(0));
    assertRejected(s, "next-phase", RejectionCode.DAMAGE_NOT_ASSIGNED, "R-COMBAT-DMG-7");
    assertRejected(s, "damage 0 unit:0", RejectionCode.INVALID_DAMAGE_TARGET, "R-COMBAT-DMG-4");
    s = play(s, "damage 0 hero");
    assertEquals(1, Collections.frequency(s.player(0).hand(), "wound"));
    assertEquals(Optional.empty(), combat(s).damage());
    assertEquals(AttackStatus.DAMAGE_DEALT, combat(s).enemy(0).attacks().get(0));
  }

  /** R-COMBAT-DMG-3: the rest of one attack may go to another unit; an attack fully absorbed needs no hero. */
  @Test
  void theRestMayGoToAnotherUnit() {
    GameState s = play(damagePhase("swordsmen", UnitState.recruited("peasants"),
        UnitState.recruited("utem-guardsmen")), "damage 0 unit:0");
    assertEquals(3, combat(s).damage().orElseThrow().remaining(), "6 - Armour 3");
    s = play(s, "damage 0 unit:1");
    assertEquals(Optional.empty(), combat(s).damage(), "Armour 5 takes the other 3");
    assertEquals(AttackStatus.DAMAGE_DEALT, combat(s).enemy(0).attacks().get(0));
    assertEquals(0, Collections.frequency(s.player(0).hand(), "wound"), "nothing for the hero");
    assertEquals(1, s.player(0).units().get(1).wounds(), "wounded however little damage (R-COMBAT-DMG-4.1(i))");
  }

  /**
   * R-COMBAT-DMG-4.2(i)-(iv), R-UNITRES-1, R-UNITRES-3: a resistant unit first absorbs its Armour without a Wound;
   * if that stops everything it stays unwounded but takes no more damage in this combat.
   */
  @Test
  void aResistantUnitAbsorbsWithoutAWoundOnce() {
    GameState s = damagePhase("diggers", UnitState.recruited("guardian-golems"));
    s = withTwoAttacks(s);
    assertTrue(events(s, "damage 0 unit:0").contains(new Event.DamageAssigned(0, 0, 0, 3, 0)));
    s = play(s, "damage 0 unit:0");
    assertEquals(UnitState.recruited("guardian-golems"), s.player(0).units().get(0), "no Wound");
    assertEquals(List.of(0), combat(s).unitsResisted());
    assertRejected(s, "damage 1 unit:0", RejectionCode.INVALID_DAMAGE_TARGET, "R-COMBAT-DMG-4.2");
  }

  /** R-COMBAT-DMG-4.2(iii), R-COMBAT-DMG-2.1: a resistant unit absorbs twice its Armour once wounded (8 - 3 - 3). */
  @Test
  void aWoundedResistantUnitAbsorbsTwiceItsArmour() {
    GameState s = play(damagePhase("ironclads", UnitState.recruited("guardian-golems")), "damage 0 unit:0");
    assertEquals(1, s.player(0).units().get(0).wounds());
    assertEquals(2, combat(s).damage().orElseThrow().remaining(), "Brutal 4 = 8 damage, less 2 x Armour 3");
  }

  /** R-UNITRES-6, R-COMBAT-DMG-4.2: Fire resistance alone does not resist Cold Fire. */
  @Test
  void coldFireNeedsBothResistances() {
    GameState s = play(damagePhase("altem-mages", UnitState.recruited("fire-golems")), "damage 0 unit:0");
    assertEquals(2, s.player(0).units().get(0).wounds(), "Poison: two Wounds (R-COMBAT-DMG-6.1(i))");
    assertEquals(4, combat(s).damage().orElseThrow().remaining(), "Brutal 4 = 8, less Armour 4 once");
    GameState altem = play(damagePhase("altem-mages", UnitState.recruited("altem-mages")), "damage 0 unit:0");
    assertEquals(2, altem.player(0).units().get(0).wounds(), "Fire and Ice resist Cold Fire: 8 - 5 = 3 wounds it");
    assertEquals(Optional.empty(), combat(altem).damage(), "then Armour 5 again absorbs the other 3");
  }

  /**
   * R-UNITRES-4, R-UNITRES-5, R-COMBAT-DMG-4.2: Fire resistance resists a Fire attack and Ice resistance an Ice
   * attack: the Fire Mages unit (Armour 4) is wounded by 6 Fire damage but leaves nothing (6 - 4 - 4); a unit
   * without the resistance leaves the rest.
   */
  @Test
  void fireAndIceResistancesOfUnits() {
    GameState fire = play(damagePhase("fire-mages", UnitState.recruited("fire-mages")), "damage 0 unit:0");
    assertEquals(Optional.empty(), combat(fire).damage());
    assertEquals(1, fire.player(0).units().get(0).wounds());
    GameState ice = play(damagePhase("fire-mages", UnitState.recruited("ice-mages")), "damage 0 unit:0");
    assertEquals(2, combat(ice).damage().orElseThrow().remaining(), "no Fire resistance: 6 - Armour 4");
    GameState iceOnIce = play(damagePhase("ice-mages", UnitState.recruited("ice-mages")), "damage 0 unit:0");
    assertEquals(Optional.empty(), combat(iceOnIce).damage(), "5 Ice - 4 - 4");
  }

  /** R-COMBAT-DMG-6.1(i): a unit hit by Poison takes two Wounds. */
  @Test
  void poisonLaysTwoWoundsOnAUnit() {
    GameState s = play(damagePhase("cursed-hags", UnitState.recruited("peasants")), "damage 0 unit:0");
    assertEquals(2, s.player(0).units().get(0).wounds());
    assertEquals(Optional.empty(), combat(s).damage(), "3 damage, Armour 3");
  }

  /** R-COMBAT-DMG-6.2(i): a unit hit by Paralyze is destroyed; the rest of the damage goes on. */
  @Test
  void paralyzeDestroysAUnit() {
    GameState s = damagePhase("medusa", UnitState.recruited("peasants"), UnitState.recruited("herbalists"));
    assertTrue(events(s, "damage 0 unit:0").contains(new Event.UnitRemoved(0, 0, "peasants", true)));
    s = play(s, "damage 0 unit:0");
    assertEquals(List.of(UnitState.recruited("herbalists")), s.player(0).units());
    assertEquals(List.of("peasants"), s.supply().removedUnits());
    assertEquals(3, combat(s).damage().orElseThrow().remaining());
  }

  /** R-WOUND-2.1, R-COMBAT-DMG-4: a wounded unit takes no damage. */
  @Test
  void aWoundedUnitTakesNoDamage() {
    GameState s = damagePhase("prowlers", new UnitState("peasants", true, 1));
    assertRejected(s, "damage 0 unit:0", RejectionCode.INVALID_DAMAGE_TARGET, "R-COMBAT-DMG-4");
  }

  /**
   * R-COMBAT-START-1.2 and the Dungeon and Tomb cards: where units take no part, they neither act nor take damage.
   */
  @Test
  void noUnitsWhereTheSiteForbidsThem() {
    GameState s = damagePhase("prowlers", UnitState.recruited("peasants"));
    s = States.withTurn(s, s.turn().withCombat(Optional.of(combat(s).withUnitsAllowed(false))));
    assertRejected(s, "damage 0 unit:0", RejectionCode.INVALID_DAMAGE_TARGET, "R-COMBAT-START-1.2");
    assertRejected(s, "unit 0 option:2", RejectionCode.EFFECT_NOT_USABLE, "R-COMBAT-START-1.2");
  }

  /** The Altem Guardians' green ability: every unit resists Physical, Fire and Ice this turn (units-enemies §1.2). */
  @Test
  void altemGuardiansGrantEveryResistance() {
    GameState s = withUnits(CombatTest.challenged("diggers", List.of("rage")), UnitState.recruited("altem-guardians"),
        UnitState.recruited("peasants"));
    s = withCrystals(s);
    GameState plain = play(s, "next-phase", "next-phase", "damage 0 unit:1");
    assertEquals(1, plain.player(0).units().get(1).wounds(), "without the ability: 3 damage wound the Peasants");
    s = play(s, "unit 0 option:2", "pick crystal:green", "next-phase", "next-phase", "damage 0 unit:1");
    assertEquals(UnitState.recruited("peasants"), s.player(0).units().get(1), "3 - Armour 3: resisted, unwounded");
    assertEquals(List.of(1), combat(s).unitsResisted());
  }

  private static GameState withCrystals(GameState s) {
    return States.withPlayer(s, 0, p -> p.withCrystals(new io.github.mkrules.api.state.Crystals(3, 3, 3, 3)));
  }

  /** The same enemy twice in the combat, so that two attacks wait (a test shortcut). */
  private static GameState withTwoAttacks(GameState s) {
    CombatState c = combat(s);
    CombatEnemy twin = c.enemy(0).withHex(Optional.empty());
    return States.withTurn(s, s.turn().withCombat(Optional.of(c.withEnemies(List.of(c.enemy(0), twin)))));
  }
}
