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
import io.github.mkrules.api.state.DamageInProgress;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.api.content.UnitCard;
import io.github.mkrules.core.units.UnitArea;
import io.github.mkrules.core.units.Banners;
import io.github.mkrules.core.units.UnitDefence;
import java.util.Optional;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;

/**
 * The Assign Damage phase: each unblocked attack deals its damage, one attack at a time in any order
 * (R-COMBAT-DMG). The damage may go first to unwounded units, Spent ones too, each absorbing its Armour (twice
 * with a resistance), and the rest to other units or the hero (R-COMBAT-DMG-3 to R-COMBAT-DMG-5); while part of
 * an attack's damage is still to be assigned, the combat keeps it as {@link DamageInProgress}.
 */
public final class DamageAssignment {
  /** The ability that lets no damage go to units (R-ABIL-17); printed on no base-game token. */
  private static final String ASSASSINATION = EnemyStats.ASSASSINATION;

  private DamageAssignment() {}

  /**
   * The legal assignments: of the attack in progress if there is one, else of every open attack; to the hero and
   * to each unit that may take damage.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    CombatState c = Combats.get(d);
    if (c.phase() != CombatPhase.ASSIGN_DAMAGE) {
      return;
    }
    int units = d.active().units().size();
    for (int n = 0; n < c.enemies().size(); n++) {
      for (int k = 0; k < c.enemy(n).attacks().size(); k++) {
        for (int unit = AssignDamage.HERO; unit < units; unit++) {
          AssignDamage a = new AssignDamage(n, k, unit);
          if (check(d, a) == null) {
            out.add(a);
          }
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
    if (c.damage().isPresent()) {
      return true;
    }
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
   * Checks an assignment (R-COMBAT-DMG-1, R-COMBAT-DMG-3, R-COMBAT-DMG-4).
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
    if (c.damage().isPresent()) {
      DamageInProgress p = c.damage().get();
      if (p.enemy() != a.enemy() || p.attack() != a.attack()) {
        return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-DMG-1.2", "the rest of the damage of attack "
            + p.attack() + " of enemy " + p.enemy() + " must be assigned first");
      }
    } else {
      String why = Blocking.notOpen(d, c, a.enemy(), a.attack());
      if (why != null) {
        return Rejection.of(RejectionCode.INVALID_TARGET, Blocking.rule(d, c, a.enemy(), "R-COMBAT-DMG-1"), why);
      }
    }
    return a.unit() == AssignDamage.HERO ? null : checkUnit(d, c, a);
  }

  /** R-COMBAT-DMG-3, R-COMBAT-DMG-4, R-COMBAT-DMG-4.2(iv), R-ABIL-17: whether a unit may take this damage. */
  private static Rejection checkUnit(Draft d, CombatState c, AssignDamage a) {
    String why;
    String rule = "R-COMBAT-DMG-4";
    List<UnitState> units = d.active().units();
    if (!c.unitsAllowed()) {
      why = "units take no part in this combat";
      rule = "R-COMBAT-START-1.2";
    } else if (a.unit() >= units.size()) {
      why = "the player has no unit " + a.unit();
      rule = "R-COMBAT-DMG-3";
    } else if (EnemyModifiers.noUnitDamage(d)) {
      why = "no damage may be assigned to units this turn (Into the Heat)";
      rule = "R-EFFECTS-1.2";
    } else if (units.get(a.unit()).wounded()) {
      why = "'" + units.get(a.unit()).unit() + "' is wounded (R-WOUND-2.1)";
    } else if (c.unitsResisted().contains(a.unit())) {
      why = "'" + units.get(a.unit()).unit() + "' resisted damage earlier in this combat";
      rule = "R-COMBAT-DMG-4.2";
    } else if (EnemyStats.of(d, c, a.enemy()).has(ASSASSINATION)) {
      why = "an Assassination attack's damage goes to the hero only";
      rule = "R-ABIL-17";
    } else {
      return null;
    }
    return Rejection.of(RejectionCode.INVALID_DAMAGE_TARGET, rule, why);
  }

  /**
   * Deals checked damage: the attack's whole damage, or what is left of it after units. A unit takes a Wound (two
   * for Poison, destroyed by Paralyze) and absorbs its Armour, twice if resistant (R-COMBAT-DMG-4,
   * R-COMBAT-DMG-6); damage left stays in progress. The hero takes one Wound per Armour's worth, rounded up
   * (R-COMBAT-DMG-5); Brutal doubles the damage (R-COMBAT-DMG-2.1); Poison adds as many Wounds to the discard pile
   * (R-COMBAT-DMG-6.1); Paralyze discards every non-Wound card from hand (R-COMBAT-DMG-6.2); Vampiric raises the
   * enemy's Armour (R-ABIL-20); Wounds taken in this combat reaching the unmodified hand limit knock the hero out
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
    int damage = c.damage().map(DamageInProgress::remaining)
        .orElseGet(() -> CombatMath.damage(stats.attacks().get(k).value(), stats.brutal(k)));
    if (a.unit() != AssignDamage.HERO) {
      int left = toUnit(d, a, stats, damage);
      if (left > 0) {
        Combats.set(d, Combats.get(d).withDamage(Optional.of(new DamageInProgress(n, k, left))));
        return;
      }
      dealt(d, n, k, 0);
      return;
    }
    PlayerState hero = d.active();
    int armor = d.content.levels().row(hero.level()).armor();
    int wounds = takeWounds(d, CombatMath.heroWounds(damage, armor), Event.CardPile.HAND);
    if (stats.poison(k)) {
      takeWounds(d, wounds, Event.CardPile.DISCARD);
    }
    dealt(d, n, k, stats.has(EnemyStats.VAMPIRIC) ? wounds : 0);
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

  /**
   * Damage assigned to a unit (R-COMBAT-DMG-4, R-COMBAT-DMG-6): returns the damage left.
   */
  private static int toUnit(Draft d, AssignDamage a, EnemyStats stats, int damage) {
    int p = d.turn.player();
    UnitState unit = d.active().units().get(a.unit());
    UnitCard card = d.content.unit(unit.unit());
    boolean resistant = CombatMath.resists(Banners.resistances(d, unit, UnitDefence.resistances(d, card)),
        stats.element(a.attack()));
    CombatMath.UnitHit hit = CombatMath.unitHit(damage, card.armor() + Banners.armor(d, unit), resistant); // R-UNITS-8
    int wounds = !hit.wounded() || stats.has(EnemyStats.PARALYZE) ? 0 : stats.poison(a.attack()) ? 2 : 1;
    d.emit(new Event.DamageAssigned(a.enemy(), a.attack(), a.unit(), damage, wounds));
    if (!hit.wounded()) {
      CombatState c = Combats.get(d); // R-COMBAT-DMG-4.2(iv): no more damage to it in this combat
      List<Integer> resisted = new ArrayList<>(c.unitsResisted());
      resisted.add(a.unit());
      resisted.sort(null);
      Combats.set(d, c.withUnitsResisted(resisted));
    } else if (stats.has(EnemyStats.PARALYZE)) {
      UnitArea.remove(d, p, a.unit(), true); // R-COMBAT-DMG-6.2(i): destroyed instead of wounded
    } else {
      UnitArea.wound(d, p, a.unit(), wounds);
      if (stats.has(EnemyStats.VAMPIRIC)) {
        CombatEnemy e = Combats.get(d).enemy(a.enemy());
        Combats.setEnemy(d, a.enemy(), e.withArmorBonus(e.armorBonus() + 1)); // R-ABIL-20: per unit wounded
      }
    }
    return hit.left();
  }

  /** The attack has dealt all its damage; Vampiric gains Armour for the hero's Wounds (R-ABIL-20). */
  private static void dealt(Draft d, int n, int k, int vampiric) {
    CombatEnemy e = Combats.get(d).enemy(n);
    List<AttackStatus> attacks = new ArrayList<>(e.attacks());
    attacks.set(k, AttackStatus.DAMAGE_DEALT);
    Combats.setEnemy(d, n, e.withAttacks(attacks).withArmorBonus(e.armorBonus() + vampiric));
    Combats.set(d, Combats.get(d).withDamage(Optional.empty()));
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
    d.turn = d.turn.withWoundsReceived(d.turn.woundsReceived() + taken); // Banner of Protection
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
