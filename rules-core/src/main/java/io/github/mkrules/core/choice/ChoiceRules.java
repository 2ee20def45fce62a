package io.github.mkrules.core.choice;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.ActivateUnit;
import io.github.mkrules.api.action.Buy;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.core.cards.PlaySteps;
import io.github.mkrules.core.interaction.Purchases;
import io.github.mkrules.core.mana.ManaSteps;
import io.github.mkrules.core.tactics.TacticChoices;
import io.github.mkrules.core.turn.EndOfTurnChoices;
import io.github.mkrules.core.turn.LevelUp;
import io.github.mkrules.core.turn.Resting;
import io.github.mkrules.core.turn.Rewards;
import io.github.mkrules.core.units.UnitActivation;
import io.github.mkrules.core.units.UnitEffects;
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
        DecisionKind.PAY_MANA, new ManaSteps(Map.of(PlayCard.class, PlaySteps.PAYER,
            ActivateUnit.class, UnitActivation.PAYER, Buy.class, Purchases.PAYER)),
        DecisionKind.CARD_CHOICE, PlaySteps.EFFECT,
        DecisionKind.CHOOSE_UNIT, UnitEffects::finish,
        DecisionKind.LEVEL_UP_SKILL, LevelUp::finishSkill,
        DecisionKind.LEVEL_UP_ADVANCED_ACTION, LevelUp::finishAdvancedAction);
  }
}
