package io.github.mkrules.core.combat;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.SlowAttack;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.engine.Draft;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * R-ABIL-18 Cumbersome: in the Block phase each Move point spent lowers an attack of a Cumbersome enemy by 1 for
 * the rest of the turn, one point per {@code slow} action; an attack lowered to 0 counts as successfully blocked.
 */
public final class Cumbersome {
  private Cumbersome() {}

  /**
   * The legal {@code slow} actions: one per open attack of a Cumbersome enemy, while Move points are left.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    CombatState c = Combats.get(d);
    if (c.phase() != CombatPhase.BLOCK || d.turn.move() < 1) {
      return;
    }
    for (int n = 0; n < c.enemies().size(); n++) {
      for (int k = 0; k < c.enemy(n).attacks().size(); k++) {
        SlowAttack s = new SlowAttack(n, k);
        if (check(d, s) == null) {
          out.add(s);
        }
      }
    }
  }

  /**
   * Checks spending a Move point on an attack (R-ABIL-18).
   *
   * @param d the draft
   * @param s the action
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, SlowAttack s) {
    CombatState c = Combats.get(d);
    if (c == null || c.phase() != CombatPhase.BLOCK) {
      return Rejection.of(RejectionCode.NOT_IN_COMBAT, "R-ABIL-18", "Move points lower an attack in the Block phase");
    }
    String why = Blocking.notOpen(d, c, s.enemy(), s.attack());
    if (why != null) {
      return Rejection.of(RejectionCode.INVALID_TARGET, Blocking.rule(d, c, s.enemy(), "R-ABIL-18"), why);
    }
    if (!EnemyStats.of(d, c, s.enemy()).has(EnemyStats.CUMBERSOME)) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-ABIL-18", "enemy " + s.enemy() + " is not Cumbersome");
    }
    if (d.turn.move() < 1) {
      return Rejection.of(RejectionCode.NOT_ENOUGH_MOVE, "R-ABIL-18", "no Move point is left");
    }
    return null;
  }

  /**
   * Spends the Move point and lowers the attack; at 0 it is blocked (R-ABIL-18).
   *
   * @param d the draft
   * @param s a checked action
   */
  public static void apply(Draft d, SlowAttack s) {
    TurnState t = d.turn;
    d.turn = t.withPoints(t.move() - 1, t.influence(), t.heal());
    CombatEnemy e = Combats.get(d).enemy(s.enemy());
    List<Integer> cuts = new ArrayList<>(e.attackCuts().isEmpty()
        ? Collections.nCopies(e.attacks().size(), 0) : e.attackCuts());
    cuts.set(s.attack(), cuts.get(s.attack()) + 1);
    Combats.setEnemy(d, s.enemy(), e.withAttackCuts(cuts));
    if (EnemyStats.of(d, Combats.get(d), s.enemy()).attacks().get(s.attack()).value() == 0) {
      CombatEnemy now = Combats.get(d).enemy(s.enemy());
      List<AttackStatus> attacks = new ArrayList<>(now.attacks());
      attacks.set(s.attack(), AttackStatus.BLOCKED); // an attack lowered to 0 counts as successfully blocked
      Combats.setEnemy(d, s.enemy(), now.withAttacks(attacks));
      d.emit(new Event.AttackBlocked(s.enemy(), s.attack()));
    }
  }
}
