package io.github.mkrules.core.combat;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.AssignDamage;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;

/**
 * The Assign Damage phase: each unblocked attack deals its damage, one attack at a time in any order
 * (R-COMBAT-DMG). Units take damage before the hero when the units rules assign it to them; until then every
 * attack goes to the hero.
 */
public final class DamageAssignment {
  private DamageAssignment() {}

  /**
   * The legal assignments.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    CombatState c = Combats.get(d);
    for (int n = 0; n < c.enemies().size(); n++) {
      for (int k = 0; k < c.enemy(n).attacks().size(); k++) {
        AssignDamage a = AssignDamage.toHero(n, k);
        if (check(d, a) == null) {
          out.add(a);
        }
      }
    }
  }

  /**
   * Whether some unblocked attack still has to deal its damage.
   *
   * @param d the draft
   * @param c the combat
   * @return true if the phase cannot end yet
   */
  static boolean anyLeft(Draft d, CombatState c) {
    for (int n = 0; n < c.enemies().size(); n++) {
      for (int k = 0; k < c.enemy(n).attacks().size(); k++) {
        if (Blocking.notOpen(d, c, n, k) == null) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Checks an assignment (R-COMBAT-DMG-1, R-COMBAT-DMG-3).
   *
   * @param d the draft
   * @param a the assignment
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, AssignDamage a) {
    CombatState c = Combats.get(d);
    if (c == null || c.phase() != CombatPhase.ASSIGN_DAMAGE) {
      return Rejection.of(RejectionCode.NOT_IN_COMBAT, "R-COMBAT-DMG-1", "damage is assigned in the Assign Damage phase");
    }
    String why = Blocking.notOpen(d, c, a.enemy(), a.attack());
    if (why != null) {
      return Rejection.of(RejectionCode.INVALID_TARGET, Blocking.rule(d, c, a.enemy(), "R-COMBAT-DMG-1"), why);
    }
    if (a.unit() != AssignDamage.HERO) {
      return Rejection.of(RejectionCode.INVALID_DAMAGE_TARGET, "R-COMBAT-DMG-3",
          "unit " + a.unit() + " cannot take damage: the player has no such unit ready to");
    }
    return null;
  }

  /**
   * Deals a checked attack's damage to the hero: one Wound per Armour's worth, rounded up (R-COMBAT-DMG-5);
   * Brutal doubles it (R-COMBAT-DMG-2.1); Poison adds as many Wounds to the discard pile (R-COMBAT-DMG-6.1);
   * Paralyze discards every non-Wound card from hand (R-COMBAT-DMG-6.2); Vampiric raises the enemy's Armour
   * (R-ABIL-20); Wounds taken in this combat reaching the unmodified hand limit knock the hero out
   * (R-COMBAT-DMG-5.3).
   *
   * @param d the draft
   * @param a the assignment
   */
  public static void apply(Draft d, AssignDamage a) {
    CombatState c = Combats.get(d);
    int n = a.enemy();
    int k = a.attack();
    EnemyStats stats = EnemyStats.of(d, c, n);
    int damage = CombatMath.damage(stats.attacks().get(k).value(), stats.brutal(k));
    PlayerState hero = d.active();
    int armor = d.content.levels().row(hero.level()).armor();
    int wounds = takeWounds(d, CombatMath.heroWounds(damage, armor), Event.CardPile.HAND);
    if (stats.poison(k)) {
      takeWounds(d, wounds, Event.CardPile.DISCARD);
    }
    CombatEnemy e = c.enemy(n);
    List<AttackStatus> attacks = new ArrayList<>(e.attacks());
    attacks.set(k, AttackStatus.DAMAGE_DEALT);
    int vampiric = stats.has(EnemyStats.VAMPIRIC) ? wounds : 0;
    Combats.setEnemy(d, n, e.withAttacks(attacks).withArmorBonus(e.armorBonus() + vampiric));
    d.emit(new Event.DamageAssigned(n, k, AssignDamage.HERO, damage, wounds));
    if (wounds > 0 && stats.has(EnemyStats.PARALYZE)) {
      discardNonWounds(d);
    }
    countWounds(d, wounds);
  }

  /**
   * Counts Wounds the hero took into hand during the combat, from damage or from other sources such as a card
   * played in the combat (R-COMBAT-DMG-5.3(i), EX-9); reaching the unmodified hand limit knocks the hero out
   * (R-COMBAT-DMG-5.3). Outside a combat nothing is counted.
   *
   * @param d the draft
   * @param wounds the Wounds just taken into hand
   */
  public static void countWounds(Draft d, int wounds) {
    CombatState c = Combats.get(d);
    if (c == null || wounds <= 0) {
      return;
    }
    c = c.withWoundsTaken(c.woundsTaken() + wounds);
    int handLimit = d.content.levels().row(d.active().level()).handLimit();
    if (!c.knockedOut() && c.woundsTaken() >= handLimit) {
      c = c.withKnockedOut(true);
      discardNonWounds(d);
    }
    Combats.set(d, c);
  }

  /** Wounds from the Wound pile, as many as it still holds (R-WOUND-1). */
  private static int takeWounds(Draft d, int count, Event.CardPile to) {
    int taken = Math.min(count, d.wounds);
    if (taken == 0) {
      return 0;
    }
    d.wounds -= taken;
    PlayerState p = d.active();
    List<String> wounds = java.util.Collections.nCopies(taken, TurnEnding.WOUND);
    d.setActive(to == Event.CardPile.HAND ? p.withHand(Lists.concat(p.hand(), wounds))
        : p.withDiscard(Lists.concat(wounds, p.discard())));
    d.emit(new Event.WoundsTaken(d.turn.player(), taken, to));
    return taken;
  }

  /** R-COMBAT-DMG-5.3, R-COMBAT-DMG-6.2: every non-Wound card in hand goes to the discard pile. */
  private static void discardNonWounds(Draft d) {
    PlayerState p = d.active();
    List<String> keep = new ArrayList<>();
    List<String> discarded = new ArrayList<>();
    for (String card : p.hand()) {
      (card.equals(TurnEnding.WOUND) ? keep : discarded).add(card);
    }
    if (!discarded.isEmpty()) {
      d.setActive(p.withHand(keep).withDiscard(Lists.concat(discarded, p.discard())));
      d.emit(new Event.CardsDiscarded(d.turn.player(), discarded.size()));
    }
  }
}
