package io.github.mkrules.core.choice;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.core.cards.PlaySteps;
import io.github.mkrules.core.tactics.TacticChoices;
import io.github.mkrules.core.turn.EndOfTurnChoices;
import io.github.mkrules.core.turn.Resting;
import io.github.mkrules.core.turn.Rewards;
import java.util.Map;

/** The rule that finishes each kind of choice. */
public final class ChoiceRules {
  private ChoiceRules() {}

  /** @return the rules by decision kind */
  public static Map<DecisionKind, ChoiceRule> all() {
    return Map.of(DecisionKind.CHOOSE_REWARD, Rewards::finish,
        DecisionKind.TACTIC_CHOICE, new TacticChoices(),
        DecisionKind.END_TURN_DISCARD, EndOfTurnChoices::finishDiscards,
        DecisionKind.REST_DISCARD, Resting::finish,
        DecisionKind.PAY_MANA, PlaySteps.PAYMENT,
        DecisionKind.CARD_CHOICE, PlaySteps.EFFECT);
  }
}
