package io.github.mkrules.core.units;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActivateUnit;
import io.github.mkrules.api.content.UnitAbility;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.cards.Alternative;
import io.github.mkrules.core.cards.CardEffects.UnitOption;
import io.github.mkrules.core.cards.EffectResolver;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.combat.EnemyModifiers;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.mana.ManaSteps;
import java.util.ArrayList;
import java.util.List;

/**
 * Activating a unit (R-UNITS-5): a Ready, unwounded unit uses one of its abilities and is Spent until the round
 * ends; the mana of its ability is picked next, one mana at a time ({@link ManaSteps}, as for cards), and then its
 * effects resolve. Its effects go into the same pools as the cards' (R-UNITS-5.2(b)): Move, Influence,
 * Healing, and in combat Attack and Block by the phase rules of cards (R-COMBAT-START-4).
 */
public final class UnitActivation {
  /** The rule of a unit ability's mana. */
  private static final String PAY_RULE = "R-UNITS-5.2";

  /** After the ability's mana is paid, its effects resolve. */
  public static final ManaSteps.Payer PAYER = (d, action) -> resolve(d, (ActivateUnit) action);

  private UnitActivation() {}

  /**
   * Checks an activation.
   *
   * @param d the draft
   * @param a the activation
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, ActivateUnit a) {
    Object plan = plan(d, a);
    return plan instanceof Rejection ? (Rejection) plan : null;
  }

  /** Either the chosen {@link UnitOption} or a {@link Rejection}. */
  private static Object plan(Draft d, ActivateUnit a) {
    PlayerState p = d.active();
    CombatState c = Combats.get(d);
    if (a.unit() >= p.units().size()) {
      return reject(RejectionCode.NO_SUCH_UNIT, "R-UNITS-2", "there is no unit " + a.unit() + " (the player has "
          + p.units().size() + ")");
    }
    UnitState unit = p.units().get(a.unit());
    if (c != null && !c.unitsAllowed() && !unit.bonded()) { // Bonds of Loyalty: its unit may be used there
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-COMBAT-START-1.2", "units take no part in this combat");
    }
    if (unit.wounded()) {
      return reject(RejectionCode.UNIT_WOUNDED, "R-WOUND-2.1", "'" + unit.unit() + "' is wounded");
    }
    if (!unit.ready()) {
      return reject(RejectionCode.UNIT_NOT_READY, "R-UNITS-5.1", "'" + unit.unit() + "' is spent until the round ends");
    }
    List<UnitOption> options = d.effects.unit(unit.unit());
    if (a.option() >= options.size()) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-UNITS-5.2", "'" + unit.unit() + "' has " + options.size()
          + " option(s) the engine interprets");
    }
    UnitOption option = options.get(a.option());
    Rejection unusable = unusable(d, option, a.unit());
    if (unusable != null) {
      return unusable;
    }
    Rejection payment = ManaSteps.unpayable(d, mana(d, unit.unit(), option), List.of());
    return payment != null ? payment : option;
  }

  /**
   * Whether every effect of an ability can be used now (R-EFFECTS-1), or why not.
   *
   * @param d the draft
   * @param option the ability's alternative
   * @param self the unit's index among the player's units, or {@link UnitEffects#NO_UNIT} for a unit of the offer
   * @return a rejection, or null if usable
   */
  static Rejection unusable(Draft d, UnitOption option, int self) {
    for (Effect atom : option.alternative().atoms()) {
      if (UnitEffects.owns(atom) ? !UnitEffects.usable(d, atom, self)
          : !EffectResolver.usable(d, atom)) {
        return reject(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1", UnitEffects.owns(atom)
            ? "no other Spent unit of that level to ready (R-UNITS-6)" : EffectResolver.notUsableReason(d, atom));
      }
    }
    return null;
  }

  /**
   * R-UNITS-5.2(b)(i): the mana symbol of the ability, then any mana the alternative adds.
   *
   * @param d the draft
   * @param unit the unit id
   * @param option the ability's alternative
   * @return the colours, in order
   */
  static List<ManaColor> mana(Draft d, String unit, UnitOption option) {
    UnitAbility ability = d.content.unit(unit).abilities().get(option.ability());
    List<ManaColor> mana = new ArrayList<>(2);
    ability.mana().ifPresent(mana::add);
    Alternative alternative = option.alternative();
    mana.addAll(alternative.extraMana());
    return mana;
  }

  /**
   * Applies a checked activation: the unit is Spent (R-UNITS-5.1), then its mana is asked for, or its effects
   * resolve at once when it needs none.
   *
   * @param d the draft
   * @param a the activation
   */
  public static void apply(Draft d, ActivateUnit a) {
    UnitOption option = (UnitOption) plan(d, a);
    int p = d.turn.player();
    UnitState unit = d.active().units().get(a.unit());
    List<ManaColor> mana = mana(d, unit.unit(), option);
    UnitArea.set(d, p, a.unit(), unit.withReady(false));
    d.emit(new Event.UnitActivated(p, a.unit(), unit.unit()));
    ManaSteps.ask(d, a, PAY_RULE, mana, PAYER);
  }

  /** The effects of a paid activation (R-UNITS-5.2(b)). */
  private static void resolve(Draft d, ActivateUnit a) {
    UnitState unit = d.active().units().get(a.unit());
    resolve(d, unit, d.effects.unit(unit.unit()).get(a.option()), a.unit());
  }

  /**
   * The effects of a paid ability (R-UNITS-5.2(b)), of one of the player's units or of a unit of the offer used as
   * if it were theirs.
   *
   * @param d the draft
   * @param unit the unit as it stands (a unit of the offer: as if just recruited, without a Banner)
   * @param option the ability's alternative
   * @param self the unit's index among the player's units, or {@link UnitEffects#NO_UNIT} for a unit of the offer
   */
  static void resolve(Draft d, UnitState unit, UnitOption option, int self) {
    boolean fought = false;
    for (Effect atom : option.alternative().atoms()) {
      if (UnitEffects.owns(atom)) {
        UnitEffects.resolve(d, atom, self);
      } else if (UnitSteps.owns(atom)) {
        UnitSteps.start(d, atom, unit.unit()); // the ability's last word
      } else {
        boolean attackOrBlock = atom instanceof Effect.Attack || atom instanceof Effect.Block;
        // Into the Heat; Leadership on the first Attack or Block of its kind; a Banner's unit-bonus (R-UNITS-8)
        int bonus = attackOrBlock
            ? EnemyModifiers.unitBonus(d) + EnemyModifiers.takeNextUnitBonus(d, atom) + Banners.bonus(d, unit) : 0;
        EffectResolver.resolve(d, atom, bonus, unit.unit());
        fought |= attackOrBlock;
      }
    }
    if (fought) {
      Banners.fought(d, unit); // unit-fame: the Banner of Glory
    }
  }

  /**
   * Every legal activation of the active player's units; the mana is picked next.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    List<UnitState> units = d.active().units();
    for (int i = 0; i < units.size(); i++) {
      UnitState unit = units.get(i);
      if (!unit.ready() || unit.wounded()) {
        continue;
      }
      List<UnitOption> options = d.effects.unit(unit.unit());
      for (int o = 0; o < options.size(); o++) {
        ActivateUnit a = new ActivateUnit(i, o);
        if (check(d, a) == null) {
          out.add(a);
        }
      }
    }
  }

  private static Rejection reject(RejectionCode code, String rule, String detail) {
    return Rejection.of(code, rule, detail);
  }
}
