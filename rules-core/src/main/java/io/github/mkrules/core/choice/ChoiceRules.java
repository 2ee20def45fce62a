package io.github.mkrules.core.choice;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.core.turn.Rewards;
import java.util.Map;

/** The rule that finishes each kind of choice. */
public final class ChoiceRules {
  private ChoiceRules() {}

  /** @return the rules by decision kind */
  public static Map<DecisionKind, ChoiceRule> all() {
    return Map.of(DecisionKind.CHOOSE_REWARD, Rewards::finish,
        DecisionKind.CHOOSE_UNIT, io.github.mkrules.core.units.UnitEffects::finish,
        DecisionKind.LEVEL_UP_SKILL, io.github.mkrules.core.turn.LevelUp::finishSkill,
        DecisionKind.LEVEL_UP_ADVANCED_ACTION, io.github.mkrules.core.turn.LevelUp::finishAdvancedAction,
        DecisionKind.REMOVE_TACTIC, io.github.mkrules.core.scenario.CooperativeTactics::finish,
        DecisionKind.CHOOSE_SPACE, io.github.mkrules.core.scenario.SecretSites::finish);
  }
}
