package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The combat invariants hold in real and constructed combats and catch each broken state they are about: a
 * combat outside its player's turn, Attack and Block points that are negative or outside their phase, bad
 * targets, summoned monsters out of place, a wrong knock-out, Shields off their sites, and Fame not announced.
 */
class CombatInvariantsTest {
  private static final Invariants INVARIANTS = Invariants.base();

  private static GameState fighting(CombatState combat) {
    return CombatPositions.inCombat(combat, 1, 5, 0);
  }

  private static CombatState twoEnemies(CombatPhase phase) {
    return CombatPositions.combat(phase,
        List.of(CombatPositions.enemy("prowlers", false), CombatPositions.enemy("orc-summoners", false)));
  }

  private static void assertRule(String rule, List<Violation> violations) {
    assertTrue(violations.stream().anyMatch(v -> v.ruleId().equals(rule)), () -> rule + " expected in " + violations);
  }

  /** Combats met in random games and constructed ones in every phase satisfy the combat invariants (R-COMBAT). */
  @Test
  void consistentCombatsPass() {
    for (CombatPhase phase : CombatPhase.values()) {
      assertEquals(List.of(), INVARIANTS.combatConsistent(fighting(twoEnemies(phase))), phase.name());
    }
    CombatState attacking = twoEnemies(CombatPhase.ATTACK).withTargets(List.of(0, 1))
        .withMelee(new CombatPoints(3, 1, 0, 0)).withRanged(new CombatPoints(0, 0, 2, 0));
    assertEquals(List.of(), INVARIANTS.combatConsistent(fighting(attacking)));
    int combats = 0;
    for (GameState state : new Simulator(CombatPositions.ENGINE).sampleStates("first-reconnaissance", 1, 20, 40, 5)) {
      if (state.turn().combat().isPresent()) {
        combats++;
        assertEquals(List.of(), INVARIANTS.check(state));
      }
    }
    assertTrue(combats > 0, "random games reach combat");
  }

  /** R-COMBAT-START-2: a combat belongs to the turn of the player whose turn it is, never outside player turns. */
  @Test
  void aCombatOutsideItsTurnIsCaught() {
    GameState s = fighting(twoEnemies(CombatPhase.BLOCK));
    assertRule("R-COMBAT-START-2", INVARIANTS.combatConsistent(s.withPhase(Phase.TACTIC_SELECTION)));
    assertRule("R-COMBAT-START-2", INVARIANTS.combatConsistent(s.withTurn(s.turn().withPlayer(1))));
  }

  /**
   * R-COMBAT-RANGED-8, R-COMBAT-BLOCK-10, R-COMBAT-ATTACK-1: points are never negative and exist only in the
   * phases that gather them.
   */
  @Test
  void pointsOutsideTheirPhaseAreCaught() {
    assertRule("R-COMBAT-BLOCK-10", INVARIANTS.combatConsistent(
        fighting(twoEnemies(CombatPhase.ATTACK).withBlock(new CombatPoints(1, 0, 0, 0)))));
    assertRule("R-COMBAT-BLOCK-10", INVARIANTS.combatConsistent(
        fighting(twoEnemies(CombatPhase.BLOCK).withBlock(new CombatPoints(0, -1, 0, 0)))));
    assertRule("R-COMBAT-ATTACK-1", INVARIANTS.combatConsistent(
        fighting(twoEnemies(CombatPhase.RANGED_SIEGE).withMelee(new CombatPoints(2, 0, 0, 0)))));
    assertRule("R-COMBAT-RANGED-8", INVARIANTS.combatConsistent(
        fighting(twoEnemies(CombatPhase.BLOCK).withSiege(new CombatPoints(0, 0, 0, 1)))));
    assertRule("R-COMBAT-RANGED-8", INVARIANTS.combatConsistent(
        fighting(twoEnemies(CombatPhase.CHALLENGE).withRanged(new CombatPoints(1, 0, 0, 0)))));
  }

  /** R-COMBAT-RANGED-2, R-COMBAT-RANGED-5.1: targets are enemies of the combat, increasing and undefeated. */
  @Test
  void badTargetsAreCaught() {
    CombatState c = twoEnemies(CombatPhase.ATTACK);
    assertRule("R-COMBAT-RANGED-2", INVARIANTS.combatConsistent(fighting(c.withTargets(List.of(1, 0)))));
    assertRule("R-COMBAT-RANGED-2", INVARIANTS.combatConsistent(fighting(c.withTargets(List.of(2)))));
    CombatEnemy defeated = c.enemy(0).withDefeated(true);
    assertRule("R-COMBAT-RANGED-2", INVARIANTS.combatConsistent(
        fighting(c.withEnemies(List.of(defeated, c.enemy(1))).withTargets(List.of(0)))));
    assertRule("R-COMBAT-RANGED-2", INVARIANTS.combatConsistent(
        fighting(twoEnemies(CombatPhase.BLOCK).withTargets(List.of(0)))));
  }

  /** R-COMBAT-BLOCK-2, R-COMBAT-DMG-6.3, R-COMBAT-START-3: summoned monsters and the tokens themselves. */
  @Test
  void misplacedEnemiesAreCaught() {
    CombatState block = twoEnemies(CombatPhase.BLOCK);
    CombatEnemy monster = CombatPositions.enemy("minotaur", false).withSummoner(1);
    assertEquals(List.of(), INVARIANTS.combatConsistent(
        fighting(block.withEnemies(List.of(block.enemy(0), block.enemy(1), monster)))));
    CombatState attack = twoEnemies(CombatPhase.ATTACK);
    assertRule("R-COMBAT-BLOCK-2", INVARIANTS.combatConsistent(
        fighting(attack.withEnemies(List.of(attack.enemy(0), attack.enemy(1), monster)))));
    assertRule("R-COMBAT-BLOCK-2", INVARIANTS.combatConsistent(
        fighting(block.withEnemies(List.of(block.enemy(0), block.enemy(1), monster.withSummoner(2))))));
    CombatEnemy unknown = block.enemy(0).withEnemy("no-such-enemy");
    assertRule("R-COMBAT-START-3", INVARIANTS.combatConsistent(fighting(block.withEnemies(List.of(unknown)))));
    CombatEnemy twoAttacks = block.enemy(0).withAttacks(List.of(AttackStatus.OPEN, AttackStatus.OPEN));
    assertRule("R-ABIL-19", INVARIANTS.combatConsistent(fighting(block.withEnemies(List.of(twoAttacks)))));
  }

  /** R-COMBAT-DMG-5.3: knocked out exactly when the Wounds of this combat reach the unmodified hand limit (5). */
  @Test
  void aWrongKnockOutIsCaught() {
    CombatState c = twoEnemies(CombatPhase.ASSIGN_DAMAGE);
    assertEquals(List.of(), INVARIANTS.combatConsistent(fighting(c.withWoundsTaken(5).withKnockedOut(true))));
    assertRule("R-COMBAT-DMG-5.3", INVARIANTS.combatConsistent(fighting(c.withWoundsTaken(4).withKnockedOut(true))));
    assertRule("R-COMBAT-DMG-5.3", INVARIANTS.combatConsistent(fighting(c.withWoundsTaken(5))));
    assertRule("R-COMBAT-DMG-5.3", INVARIANTS.combatConsistent(fighting(c.withWoundsTaken(-1))));
  }

  /**
   * R-COMBAT-OUTCOME-2: Shields lie on fortified and adventure sites and burnt Monasteries, one per site except
   * a City, each of a player of the game.
   */
  @Test
  void shieldsOffTheirSitesAreCaught() {
    GameState s = CombatPositions.TURN;
    TileSlot slot = new TileSlot(-1, 0);
    Map<TileSlot, String> tiles = new LinkedHashMap<>(s.map().tiles());
    tiles.put(slot, "countryside-3");
    HexCoord keep = slot.centre().neighbour(1); // countryside-3 holds a Keep on its NE hex
    GameState withKeep = s.withMap(s.map().withTiles(tiles));
    assertEquals(List.of(), INVARIANTS.shieldsOnSites(withShields(withKeep, new Shield(keep, 0))));
    assertRule("R-COMBAT-OUTCOME-2", INVARIANTS.shieldsOnSites(withShields(withKeep, new Shield(keep, 0),
        new Shield(keep, 0))));
    assertRule("R-COMBAT-OUTCOME-2", INVARIANTS.shieldsOnSites(withShields(withKeep, new Shield(keep, 1))));
    assertRule("R-COMBAT-OUTCOME-2", INVARIANTS.shieldsOnSites(withShields(s, new Shield(new HexCoord(0, 0), 0))));
    assertRule("R-COMBAT-OUTCOME-2", INVARIANTS.shieldsOnSites(withShields(s, new Shield(new HexCoord(9, 9), 0))));
  }

  private static GameState withShields(GameState s, Shield... shields) {
    return s.withMap(s.map().withShields(List.of(shields)));
  }

  /**
   * R-COMBAT-RANGED-5.2, R-PAREA-2: a step changes a player's Fame by exactly the Fame its events announce; an
   * undo is exempt.
   */
  @Test
  void fameWithoutItsEventIsCaught() {
    GameState before = CombatPositions.TURN;
    GameState after = before.withPlayers(List.of(before.player(0).withFame(before.player(0).fame() + 3)));
    assertRule("R-COMBAT-RANGED-5.2", Invariants.fameAnnounced(before, after, List.of()));
    assertRule("R-COMBAT-RANGED-5.2", Invariants.fameAnnounced(before, after,
        List.of(new Event.FameAndReputation(0, 2, 0))));
    assertEquals(List.of(), Invariants.fameAnnounced(before, after,
        List.of(new Event.FameAndReputation(0, 2, 1), new Event.FameAndReputation(0, 1, 0))));
    assertEquals(List.of(), Invariants.fameAnnounced(before, after, List.of(new Event.Undone(0))));
    assertEquals(List.of(), INVARIANTS.checkStep(before, before, List.of()));
  }

  /** The combat totals of the simulator count combats, defeats, conquered sites and Fame from events alone. */
  @Test
  void combatTotalsComeFromEvents() {
    HexCoord city = new HexCoord(4, 1);
    CombatTotals totals = CombatTotals.NONE.plus(List.of(new Event.CombatStarted(0,
        io.github.mkrules.api.state.CombatKind.ASSAULT, Optional.of(city)), new Event.EnemyDefeated(0, "guardsmen", 3),
        new Event.FameAndReputation(0, 3, 0), new Event.EnemyDefeated(1, "golems", 4),
        new Event.FameAndReputation(0, 4, -1), new Event.ShieldPlaced(city, 0), new Event.ShieldPlaced(city, 0)));
    assertEquals(new CombatTotals(1, 1, 1, 2, 1, 7), totals, "a City's two Shields of one assault are one site");
    assertEquals(totals, totals.plus(List.of(new Event.TurnEnded(0))));
    assertEquals(new CombatTotals(2, 2, 2, 4, 2, 14), totals.plus(totals));
  }
}
