package io.github.mkrules.core.units;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActivateOfferUnit;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.cards.CardEffects.UnitOption;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.UnitFromOffer;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.mana.ManaSteps;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * {@code unit-from-offer} (Call to Arms) and its action {@code offer-unit <unit> [option:<n>]}: once this turn one
 * ability of a unit lying in the Units offer is used as if the unit were the player's (R-UNITS-5.2): its mana is
 * picked next ({@link ManaSteps}), then its effects resolve as a unit's do, bonuses to units included. The unit stays
 * in the offer, takes no Command token and is never Spent; no damage may be assigned to it, so an ability that
 * wounds its own unit cannot be used (docs/decisions/deed-cards.md).
 */
public final class OfferUnits {
  /** The rule of the unit's mana. */
  private static final String PAY_RULE = "R-UNITS-5.2";
  /** The rule of an effect that changes the rules for the turn. */
  private static final String RULE = "R-EFFECTS-1.2";

  /** After the ability's mana is paid, its effects resolve. */
  public static final ManaSteps.Payer PAYER = (d, action) -> resolve(d, (ActivateOfferUnit) action);

  private OfferUnits() {}

  /**
   * Whether the word does something now: a unit lies in the offer.
   *
   * @param d the draft
   * @return true if the offer holds a unit
   */
  public static boolean usable(Draft d) {
    return !d.unitOffer.isEmpty();
  }

  /**
   * Checks using a unit of the offer.
   *
   * @param d the draft
   * @param a the action
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, ActivateOfferUnit a) {
    Object plan = plan(d, a);
    return plan instanceof Rejection ? (Rejection) plan : null;
  }

  /** Either the chosen {@link UnitOption} or a {@link Rejection}. */
  private static Object plan(Draft d, ActivateOfferUnit a) {
    if (Modifier.of(d.turn, UnitFromOffer.class).isEmpty()) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, RULE, "no effect lets a unit of the offer be used this"
          + " turn (Call to Arms), or it was used");
    }
    if (!d.unitOffer.contains(a.unit())) {
      return Rejection.of(RejectionCode.NOT_ON_OFFER, RULE, "'" + a.unit() + "' is not in the Units offer");
    }
    CombatState c = Combats.get(d);
    if (c != null && !c.unitsAllowed()) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-COMBAT-START-1.2", "units take no part in this combat");
    }
    List<UnitOption> options = d.effects.unit(a.unit());
    if (a.option() >= options.size()) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, PAY_RULE, "'" + a.unit() + "' has " + options.size()
          + " option(s) the engine interprets");
    }
    UnitOption option = options.get(a.option());
    if (woundsItself(option)) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, RULE, "no damage may be assigned to a unit of the offer,"
          + " so its ability that wounds it cannot be used");
    }
    Rejection unusable = UnitActivation.unusable(d, option, UnitEffects.NO_UNIT);
    if (unusable != null) {
      return unusable;
    }
    Rejection payment = ManaSteps.unpayable(d, UnitActivation.mana(d, a.unit(), option), List.of());
    return payment != null ? payment : option;
  }

  private static boolean woundsItself(UnitOption option) {
    return option.alternative().atoms().stream().anyMatch(atom -> atom instanceof Effect.Special
        && ((Effect.Special) atom).id().equals(UnitEffects.WOUND_SELF));
  }

  /**
   * Applies a checked use: the word is used up, then the ability's mana is asked for, or its effects resolve.
   *
   * @param d the draft
   * @param a the action
   */
  public static void apply(Draft d, ActivateOfferUnit a) {
    UnitOption option = (UnitOption) plan(d, a);
    Modifier used = Modifier.of(d.turn, UnitFromOffer.class).get(0);
    d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), used.text())); // once (R-EFFECTS-1.2)
    d.emit(new Event.OfferUnitActivated(d.turn.player(), a.unit()));
    ManaSteps.ask(d, a, PAY_RULE, UnitActivation.mana(d, a.unit(), option), PAYER);
  }

  private static void resolve(Draft d, ActivateOfferUnit a) {
    UnitActivation.resolve(d, UnitState.recruited(a.unit()), d.effects.unit(a.unit()).get(a.option()),
        UnitEffects.NO_UNIT);
  }

  /**
   * Every legal use of a unit of the offer, each unit id once; the mana is picked next.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    if (Modifier.of(d.turn, UnitFromOffer.class).isEmpty()) {
      return;
    }
    for (String unit : new LinkedHashSet<>(d.unitOffer)) {
      for (int o = 0; o < d.effects.unit(unit).size(); o++) {
        ActivateOfferUnit a = new ActivateOfferUnit(unit, o);
        if (check(d, a) == null) {
          out.add(a);
        }
      }
    }
  }
}
