package io.github.mkrules.testkit;

import static io.github.mkrules.testkit.CombatPositions.CONTENT;
import static io.github.mkrules.testkit.CombatPositions.ENGINE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.AssignDamage;
import io.github.mkrules.api.action.BlockAttack;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.action.Strike;
import io.github.mkrules.api.action.Target;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.LevelRow;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.testkit.ReferenceCombat.Foe;
import io.github.mkrules.testkit.ReferenceCombat.HeroDamage;
import io.github.mkrules.testkit.ReferenceCombat.Points;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The engine against an independent reference ({@link ReferenceCombat}, written from the rules digest alone):
 * for random groups of the base game's enemy tokens and random Attack, Block and damage inputs, driven through
 * the public API from constructed positions ({@link CombatPositions}), the engine lists and accepts exactly the
 * targets, strikes, blocks and damage assignments the reference allows, and its Wounds, discards, knock-outs
 * and Fame equal the reference's.
 */
class CombatReferenceTest {
  private static final Invariants INVARIANTS = Invariants.base();

  @Provide
  Arbitrary<List<String>> groups() {
    return Arbitraries.of(CONTENT.enemies().stream().map(EnemyToken::id).toList()).list().ofMinSize(1).ofMaxSize(3);
  }

  @Provide
  Arbitrary<Points> points() {
    Arbitrary<Integer> amount = Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(0)),
        Tuple.of(2, Arbitraries.integers().between(1, 8)));
    return Combinators.combine(amount, amount, amount, amount).as(Points::new);
  }

  private static CombatPoints engine(Points p) {
    return new CombatPoints(p.physical(), p.fire(), p.ice(), p.coldFire());
  }

  private static List<CombatEnemy> enemies(List<String> group, List<Boolean> defends) {
    List<CombatEnemy> out = new ArrayList<>();
    for (int n = 0; n < group.size(); n++) {
      out.add(CombatPositions.enemy(group.get(n), defends.get(n)));
    }
    return out;
  }

  private static List<Foe> foes(List<CombatEnemy> enemies) {
    return enemies.stream().map(e -> new Foe(CONTENT.enemy(e.enemy()), e.siteDefender())).toList();
  }

  private static GameState apply(GameState state, Action action) {
    return ENGINE.apply(state, action).orThrow();
  }

  private static CombatState combat(GameState state) {
    return state.turn().combat().orElseThrow();
  }

  /** Plays the first {@code count} cards of the hand sideways for one use. */
  private static GameState sideways(GameState state, int count, SidewaysUse use) {
    for (int i = 0; i < count; i++) {
      state = apply(state, new PlaySideways(state.player(0).hand().get(0), use));
    }
    return state;
  }

  private static void assertCombatConsistent(GameState state) {
    Invariants.assertNone(INVARIANTS.combatConsistent(state));
  }

  /**
   * Targets and strikes in the Ranged and Siege phase and in the Attack phase: the targets the engine lists are
   * those the reference allows (R-COMBAT-RANGED-3.1(ii)); a strike is listed and accepted exactly when the
   * reference's attack value against the group, with fortification (R-COMBAT-RANGED-3.1(i)), resistances halved
   * once together (R-COMBAT-RANGED-4.1, R-ABIL-10 to R-ABIL-13) and sideways Attack 1 (R-COMBAT-ATTACK-1.2),
   * reaches the group's Armour (R-COMBAT-RANGED-5); then exactly the targets are defeated and their Fame is
   * gained at once (R-COMBAT-RANGED-5.1, R-COMBAT-RANGED-5.2).
   *
   * @param group the enemy tokens
   * @param defends which enemies defend a fortified site
   * @param targeted which enemies the attack aims at
   * @param rangedPhase the Ranged and Siege phase, else the Attack phase
   * @param ranged Ranged Attack points
   * @param siege Siege Attack points
   * @param melee other Attack points (Attack phase only)
   * @param sideways cards played sideways for Attack 1 (Attack phase only)
   */
  @Property(tries = 1000)
  void strikesAgreeWithTheReference(@ForAll("groups") List<String> group, @ForAll @Size(3) List<Boolean> defends,
      @ForAll @Size(3) List<Boolean> targeted, @ForAll boolean rangedPhase, @ForAll("points") Points ranged,
      @ForAll("points") Points siege, @ForAll("points") Points melee, @ForAll @IntRange(max = 3) int sideways) {
    List<CombatEnemy> enemies = enemies(group, defends);
    Points meleeUsed = rangedPhase ? Points.NONE : melee;
    CombatState combat = CombatPositions.combat(rangedPhase ? CombatPhase.RANGED_SIEGE : CombatPhase.ATTACK, enemies)
        .withRanged(engine(ranged)).withSiege(engine(siege)).withMelee(engine(meleeUsed));
    GameState state = CombatPositions.inCombat(combat, 1, rangedPhase ? 0 : sideways, 0);
    state = sideways(state, rangedPhase ? 0 : sideways, SidewaysUse.ATTACK);
    Points melee1 = meleeUsed.and(new Points(rangedPhase ? 0 : sideways, 0, 0, 0));
    List<Foe> foes = foes(enemies);
    List<Action> legal = ENGINE.legalActions(state);
    List<Foe> chosen = new ArrayList<>();
    List<Integer> numbers = new ArrayList<>();
    for (int n = 0; n < foes.size(); n++) {
      boolean allowed = ReferenceCombat.targetable(foes.get(n), rangedPhase);
      assertEquals(allowed, legal.contains(new Target(n)), "target " + n + " of " + group + " defended " + defends);
      if (allowed && targeted.get(n)) {
        chosen.add(foes.get(n));
        numbers.add(n);
      }
    }
    for (int n : numbers) {
      state = apply(state, new Target(n));
    }
    boolean defeats = ReferenceCombat.defeats(chosen, rangedPhase, ranged, siege, melee1);
    String what = "strike on " + numbers + " of " + group + " defended " + defends + " with ranged " + ranged
        + " siege " + siege + " melee " + melee1 + (rangedPhase ? " in the Ranged phase" : " in the Attack phase");
    assertEquals(defeats, ENGINE.legalActions(state).contains(new Strike()), what + " listed");
    Result result = ENGINE.apply(state, new Strike());
    assertEquals(defeats, result.accepted(), what + " accepted");
    if (defeats) {
      GameState after = result.orThrow();
      for (int n = 0; n < foes.size(); n++) {
        assertEquals(numbers.contains(n), combat(after).enemy(n).defeated(), "enemy " + n + " after the " + what);
      }
      int fame = chosen.stream().mapToInt(f -> f.token().fame()).sum();
      assertEquals(fame, after.player(0).fame() - state.player(0).fame(), "Fame of the " + what);
      assertCombatConsistent(after);
    }
  }

  /**
   * Blocks: a block of an enemy attack is listed and accepted exactly when the reference's Block value, with
   * elemental efficiency (R-COMBAT-BLOCK-5), sideways Block 1 (R-COMBAT-BLOCK-4.2) and Swift (R-COMBAT-BLOCK-6.1),
   * reaches the attack; a summoner's own attack is never blocked (R-COMBAT-BLOCK-2.1); a blocked attack is
   * marked and the Block points are spent (R-COMBAT-BLOCK-7, R-COMBAT-BLOCK-10).
   *
   * @param group the enemy tokens
   * @param chosen the enemy whose attack is blocked (modulo the group)
   * @param block Block points
   * @param sideways cards played sideways for Block 1
   */
  @Property(tries = 1000)
  void blocksAgreeWithTheReference(@ForAll("groups") List<String> group, @ForAll @IntRange(max = 2) int chosen,
      @ForAll("points") Points block, @ForAll @IntRange(max = 3) int sideways) {
    List<CombatEnemy> enemies = enemies(group, List.of(false, false, false));
    GameState state = CombatPositions.inCombat(
        CombatPositions.combat(CombatPhase.BLOCK, enemies).withBlock(engine(block)), 1, sideways, 0);
    state = sideways(state, sideways, SidewaysUse.BLOCK);
    Points total = block.and(new Points(sideways, 0, 0, 0));
    List<Foe> foes = foes(enemies);
    List<Action> legal = ENGINE.legalActions(state);
    for (int n = 0; n < foes.size(); n++) {
      Foe foe = foes.get(n);
      boolean blocks = ReferenceCombat.attacks(foe, false, true)
          && ReferenceCombat.blocks(total, foe.token().attacks().get(0), foe.token().abilities().contains("swift"));
      String what = "block " + n + " of " + group + " with " + total;
      assertEquals(blocks, legal.contains(new BlockAttack(n, 0)), what + " listed");
      assertFalse(legal.contains(new BlockAttack(n, foe.token().attacks().size())), "an attack the token lacks");
      if (n == chosen % foes.size()) {
        Result result = ENGINE.apply(state, new BlockAttack(n, 0));
        assertEquals(blocks, result.accepted(), what + " accepted");
        if (blocks) {
          CombatState after = combat(result.orThrow());
          assertEquals(AttackStatus.BLOCKED, after.enemy(n).attacks().get(0), what);
          assertEquals(CombatPoints.NONE, after.block(), "the Block is spent by the " + what);
          assertCombatConsistent(result.orThrow());
        }
      }
    }
  }

  /**
   * Damage to the hero: an attack's damage is assignable exactly when the reference says the attack is open
   * (R-COMBAT-DMG-1), never to a unit the player lacks (R-COMBAT-DMG-3); assigned, it gives the reference's
   * Wounds in hand for this attack alone at the level's Armour (R-COMBAT-DMG-5.2) with Brutal
   * (R-COMBAT-DMG-2.1), Poison Wounds in the discard pile (R-COMBAT-DMG-6.1), the hand discarded by Paralyze
   * (R-COMBAT-DMG-6.2) or by a knock-out at the unmodified hand limit (R-COMBAT-DMG-5.3).
   *
   * @param group the enemy tokens
   * @param defeated which enemies are already defeated
   * @param blocked which enemies' attacks were blocked
   * @param chosen the enemy whose damage is assigned (modulo the group)
   * @param level the hero's level
   * @param woundsBefore the Wounds taken into hand earlier in this combat
   * @param cards non-Wound cards in hand
   * @param handWounds Wounds in hand
   */
  @Property(tries = 1000)
  void damageAgreesWithTheReference(@ForAll("groups") List<String> group, @ForAll @Size(3) List<Boolean> defeated,
      @ForAll @Size(3) List<Boolean> blocked, @ForAll @IntRange(max = 2) int chosen,
      @ForAll @IntRange(min = 1, max = 10) int level, @ForAll @IntRange(max = 7) int woundsBefore,
      @ForAll @IntRange(max = 5) int cards, @ForAll @IntRange(max = 3) int handWounds) {
    LevelRow row = CONTENT.levels().rows().get(level - 1);
    List<CombatEnemy> enemies = new ArrayList<>();
    for (int n = 0; n < group.size(); n++) {
      CombatEnemy e = CombatPositions.enemy(group.get(n), false);
      AttackStatus status = blocked.get(n) ? AttackStatus.BLOCKED : AttackStatus.OPEN;
      List<AttackStatus> attacks = e.attacks().stream().map(a -> status).toList();
      enemies.add(e.withDefeated(defeated.get(n)).withAttacks(attacks));
    }
    boolean knockedOut = woundsBefore >= row.handLimit();
    CombatState combat = CombatPositions.combat(CombatPhase.ASSIGN_DAMAGE, enemies).withWoundsTaken(woundsBefore)
        .withKnockedOut(knockedOut);
    int inHand = knockedOut ? 0 : cards; // a knocked-out hero has discarded every non-Wound card
    GameState state = CombatPositions.inCombat(combat, level, inHand, handWounds);
    List<Foe> foes = foes(enemies);
    List<Action> legal = ENGINE.legalActions(state);
    for (int n = 0; n < foes.size(); n++) {
      boolean open = ReferenceCombat.attacks(foes.get(n), defeated.get(n), enemies.get(n).attacks().get(0) == AttackStatus.OPEN);
      String what = "damage " + n + " of " + group + " defeated " + defeated + " blocked " + blocked;
      assertEquals(open, legal.contains(AssignDamage.toHero(n, 0)), what + " listed");
      assertFalse(ENGINE.apply(state, new AssignDamage(n, 0, 0)).accepted(), what + " to a unit the hero lacks");
      if (n != chosen % foes.size()) {
        continue;
      }
      Result result = ENGINE.apply(state, AssignDamage.toHero(n, 0));
      assertEquals(open, result.accepted(), what + " accepted");
      if (!open) {
        continue;
      }
      HeroDamage expected = ReferenceCombat.toHero(foes.get(n), foes.get(n).token().attacks().get(0), row.armor(),
          row.handLimit(), woundsBefore);
      GameState after = result.orThrow();
      String at = what + " at level " + level + " after " + woundsBefore + " Wounds";
      assertEquals(handWounds + expected.handWounds(), CombatPositions.wounds(after.player(0).hand()),
          "Wounds in hand of the " + at);
      assertEquals(expected.discardWounds(), CombatPositions.wounds(after.player(0).discard())
          - CombatPositions.wounds(state.player(0).discard()), "Wounds in the discard pile of the " + at);
      assertEquals(expected.discardHand() ? 0 : inHand,
          after.player(0).hand().size() - CombatPositions.wounds(after.player(0).hand()), "cards kept in the " + at);
      assertEquals(expected.knockedOut(), combat(after).knockedOut(), "knock-out in the " + at);
      assertEquals(woundsBefore + expected.handWounds(), combat(after).woundsTaken(), "Wounds counted in the " + at);
      assertCombatConsistent(after);
    }
  }
}
