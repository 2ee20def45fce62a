package io.github.mkrules.core.combat;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.NextPhase;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.TileReveal;
import java.util.List;
import java.util.Optional;

/** The phases of a combat and the passage from one to the next (R-COMBAT-START-3). */
public final class CombatFlow {
  private CombatFlow() {}

  /**
   * {@code next-phase} whenever a combat runs.
   *
   * @param d the draft
   * @param out where to add it
   */
  public static void legal(Draft d, List<Action> out) {
    if (check(d) == null) {
      out.add(new NextPhase());
    }
  }

  /**
   * Checks ending the current phase: the Assign Damage phase ends only when every unblocked attack's damage is
   * assigned (R-COMBAT-DMG-7).
   *
   * @param d the draft
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d) {
    CombatState c = Combats.get(d);
    if (c == null) {
      return Rejection.of(RejectionCode.NOT_IN_COMBAT, "R-COMBAT-START-3", "no combat is in progress");
    }
    if (c.phase() == CombatPhase.ASSIGN_DAMAGE && DamageAssignment.anyLeft(d, c)) {
      return Rejection.of(RejectionCode.DAMAGE_NOT_ASSIGNED, "R-COMBAT-DMG-7",
          "the damage of every unblocked attack must be assigned first");
    }
    return null;
  }

  /**
   * Ends the current phase and starts the next; the Attack phase ends the combat (R-COMBAT-OUTCOME-1).
   *
   * @param d the draft
   */
  public static void apply(Draft d) {
    CombatState c = Combats.get(d);
    switch (c.phase()) {
      case CHALLENGE:
        startPhase(d, CombatPhase.RANGED_SIEGE);
        break;
      case RANGED_SIEGE:
        startPhase(d, CombatPhase.BLOCK);
        break;
      case BLOCK:
        startPhase(d, CombatPhase.ASSIGN_DAMAGE);
        break;
      case ASSIGN_DAMAGE:
        startPhase(d, CombatPhase.ATTACK);
        break;
      default:
        CombatOutcome.end(d);
        break;
    }
  }

  /**
   * Starts a phase: points not spent in the last phase are lost (R-COMBAT-RANGED-8, R-COMBAT-BLOCK-10); the
   * Block phase begins with the summons (R-COMBAT-BLOCK-2); an Assign Damage phase with nothing to assign is
   * skipped (R-COMBAT-DMG-1.1); summoned monsters leave after it (R-COMBAT-DMG-6.3).
   *
   * @param d the draft
   * @param phase the phase
   */
  static void startPhase(Draft d, CombatPhase phase) {
    CombatState c = Combats.get(d);
    if (c.phase() == CombatPhase.ASSIGN_DAMAGE && phase == CombatPhase.ATTACK) {
      dismissSummoned(d);
      c = Combats.get(d);
    }
    EnemyModifiers.expire(d, false); // words aimed at the next block are lost with the unused Block
    Combats.set(d, c.withPhase(phase).withTargets(List.of()).withRanged(CombatPoints.NONE)
        .withSiege(CombatPoints.NONE).withMelee(CombatPoints.NONE).withBlock(CombatPoints.NONE)
        .withSwiftBlock(CombatPoints.NONE));
    d.emit(new Event.CombatPhaseStarted(phase));
    if (phase == CombatPhase.ATTACK) {
      EnemyModifiers.attackPhase(d); // Burning Shield: what was kept for the Attack phase
    }
    if (phase == CombatPhase.BLOCK) {
      summon(d);
    } else if (phase == CombatPhase.ASSIGN_DAMAGE && !DamageAssignment.anyLeft(d, Combats.get(d))) {
      startPhase(d, CombatPhase.ATTACK);
    } else if (phase == CombatPhase.RANGED_SIEGE && allDefeated(Combats.get(d))) {
      CombatOutcome.end(d); // nothing left to fight (no enemy was drawn)
    }
  }

  /** R-COMBAT-BLOCK-2, R-ABIL-5: each undefeated summoner draws a brown monster that stands in for it. */
  private static void summon(Draft d) {
    CombatState c = Combats.get(d);
    List<CombatEnemy> enemies = c.enemies();
    for (int i = 0; i < c.enemies().size(); i++) {
      CombatEnemy e = c.enemy(i);
      EnemyStats stats = EnemyStats.of(d, c, i);
      if (!e.defeated() && !e.summoned() && stats.summons() && !stats.attackPrevented()) { // R-ABIL-19
        String monster = TileReveal.drawEnemy(d, EnemyColor.BROWN);
        d.revealed = true;
        if (monster != null) {
          enemies = Lists.with(enemies, Combats.enemy(d, monster, EnemyColor.BROWN, Optional.empty(), false, false, i));
          d.emit(new Event.EnemyJoined(enemies.size() - 1, monster));
        }
      }
    }
    Combats.set(d, c.withEnemies(enemies));
  }

  /**
   * R-COMBAT-DMG-6.3, R-COMBAT-BLOCK-7.1: summoned monsters go to the brown discard pile, without Fame, and
   * leave the combat; they were added last, so the other enemies keep their numbers.
   */
  private static void dismissSummoned(Draft d) {
    CombatState c = Combats.get(d);
    List<CombatEnemy> staying = new java.util.ArrayList<>();
    for (CombatEnemy e : c.enemies()) {
      if (e.summoned()) {
        TileReveal.discardEnemy(d, e.color(), e.enemy());
      } else {
        staying.add(e);
      }
    }
    Combats.set(d, c.withEnemies(staying));
  }

  static boolean allDefeated(CombatState c) {
    return c.enemies().stream().allMatch(CombatEnemy::defeated);
  }
}
