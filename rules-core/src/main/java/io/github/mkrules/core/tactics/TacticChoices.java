package io.github.mkrules.core.tactics;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.core.choice.ChoiceRule;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.round.TacticSelection;
import io.github.mkrules.core.turn.EndOfTurnChoices;

/**
 * Finishes the choices tactics ask for, by the tactic named first in the choice's context: the "when you take
 * this card" choices (then tactic selection goes on), Mana Search and Midnight Meditation, and Planning or Long
 * Night while drawing.
 */
public final class TacticChoices implements ChoiceRule {
  @Override
  public void finish(Draft d, PendingChoice choice) {
    switch (choice.context().get(0)) {
      case "rethink":
      case "mana-steal":
      case "preparation":
        WhenTaken.finish(d, choice);
        TacticSelection.afterTaken(d);
        break;
      case "mana-search":
      case "midnight-meditation":
        TacticUse.finish(d, choice);
        break;
      default:
        EndOfTurnChoices.finishDrawTactic(d, choice);
        break;
    }
  }

  @Override
  public Rejection refuse(Draft d, PendingChoice choice, String item) {
    return choice.context().get(0).equals("mana-search") ? TacticUse.refuseSearch(d, choice, item) : null;
  }
}
