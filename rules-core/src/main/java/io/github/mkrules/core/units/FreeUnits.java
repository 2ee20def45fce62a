package io.github.mkrules.core.units;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.Recruit;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.core.cards.PlaySteps;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.interaction.Recruiting;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * {@code gain-unit} (Call to Glory): a unit of the Units offer joins the player at no cost, picked as a
 * {@link DecisionKind#CHOOSE_UNIT}; with every Command token in use, the unit to disband is picked next (R-UNITS-3,
 * R-UNITS-4.1). Context: the play, the step, the atom's index (and the unit).
 */
public final class FreeUnits {
  static final String UNIT = "gain-unit";
  static final String DISBAND = "gain-unit-disband";

  private FreeUnits() {}

  /**
   * Whether a unit can be gained now: out of combat (docs/decisions/deed-cards.md), from a non-empty offer.
   *
   * @param d the draft
   * @return true if usable
   */
  public static boolean usable(Draft d) {
    return Combats.get(d) == null && !d.unitOffer.isEmpty();
  }

  /**
   * Asks for the unit.
   *
   * @param d the draft
   * @param play the play's notation
   * @param index the atom's index
   * @return true if a pick was asked
   */
  public static boolean start(Draft d, String play, int index) {
    if (d.unitOffer.isEmpty()) {
      return false;
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CHOOSE_UNIT, "R-UNITS-3",
        new ArrayList<>(new LinkedHashSet<>(d.unitOffer)), 1, 1)
        .context(List.of(play, UNIT, Integer.toString(index))).build());
    return true;
  }

  static boolean owns(PendingChoice choice) {
    return choice.context().size() > 1 && choice.context().get(1).startsWith(UNIT);
  }

  /** The unit picked joins, after a disband pick when no Command token is free; then the play goes on. */
  static void finish(Draft d, PendingChoice choice) {
    List<String> context = choice.context();
    String picked = choice.picked().get(0);
    if (context.get(1).equals(UNIT) && !UnitArea.freeToken(d, d.active())) {
      List<String> units = new ArrayList<>();
      for (int i = 0; i < d.active().units().size(); i++) {
        units.add(Integer.toString(i));
      }
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CHOOSE_UNIT, "R-UNITS-4.1", units, 1, 1)
          .context(List.of(context.get(0), DISBAND, context.get(2), picked)).build());
      return;
    }
    if (context.get(1).equals(UNIT)) {
      Recruiting.join(d, picked, Recruit.NONE, 0, false);
    } else {
      Recruiting.join(d, context.get(3), Integer.parseInt(picked), 0, false);
    }
    PlaySteps.resume(d, context);
  }
}
