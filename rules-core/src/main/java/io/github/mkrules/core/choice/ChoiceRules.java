package io.github.mkrules.core.choice;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.ActivateOfferUnit;
import io.github.mkrules.api.action.ActivateUnit;
import io.github.mkrules.api.action.Buy;
import io.github.mkrules.api.action.EnterSite;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.core.cards.PlaySteps;
import io.github.mkrules.core.combat.Altar;
import io.github.mkrules.core.interaction.Purchases;
import io.github.mkrules.core.mana.ManaSteps;
import io.github.mkrules.core.movement.Travels;
import io.github.mkrules.core.scenario.CooperativeTactics;
import io.github.mkrules.core.movement.Flying;
import io.github.mkrules.core.scenario.SecretSites;
import io.github.mkrules.core.skills.SkillChoices;
import io.github.mkrules.core.skills.SkillUse;
import io.github.mkrules.core.tactics.TacticChoices;
import io.github.mkrules.core.turn.EndOfTurnChoices;
import io.github.mkrules.core.turn.LevelUp;
import io.github.mkrules.core.turn.Resting;
import io.github.mkrules.core.turn.Rewards;
import io.github.mkrules.core.turn.SpaceBenefits;
import io.github.mkrules.core.units.OfferUnits;
import io.github.mkrules.core.units.UnitActivation;
import io.github.mkrules.core.units.UnitEffects;
import io.github.mkrules.core.variant.ActionUpgrading;
import io.github.mkrules.core.variant.DeckDraft;
import java.util.EnumMap;
import java.util.Map;

/** The rule that finishes each kind of choice. */
public final class ChoiceRules {
  private ChoiceRules() {}

  /** @return the rules by decision kind */
  public static Map<DecisionKind, ChoiceRule> all() {
    Map<DecisionKind, ChoiceRule> rules = new EnumMap<>(DecisionKind.class);
    rules.put(DecisionKind.CHOOSE_REWARD, Rewards::finish);
    rules.put(DecisionKind.TACTIC_CHOICE, new TacticChoices());
    rules.put(DecisionKind.END_TURN_DISCARD, EndOfTurnChoices::finishDiscards);
    rules.put(DecisionKind.REST_DISCARD, Resting::finish);
    rules.put(DecisionKind.PAY_MANA, new ManaSteps(Map.of(PlayCard.class, PlaySteps.PAYER,
        ActivateUnit.class, UnitActivation.PAYER, ActivateOfferUnit.class, OfferUnits.PAYER, UseSkill.class,
        SkillUse.PAYER, Buy.class, Purchases.PAYER, EnterSite.class, Altar.PAYER)));
    rules.put(DecisionKind.CARD_CHOICE, PlaySteps.EFFECT);
    rules.put(DecisionKind.CHOOSE_UNIT, UnitEffects::finish);
    rules.put(DecisionKind.LEVEL_UP_SKILL, LevelUp::finishSkill);
    rules.put(DecisionKind.LEVEL_UP_ADVANCED_ACTION, LevelUp::finishAdvancedAction);
    rules.put(DecisionKind.REMOVE_TACTIC, CooperativeTactics::finish);
    rules.put(DecisionKind.CHOOSE_SPACE, (d, c) -> {
      if (Flying.owns(c)) {
        Flying.finish(d, c);
      } else if (Travels.owns(c)) {
        Travels.finish(d, c); // a card's travel (Wings of Wind, Underground Travel)
      } else {
        SecretSites.finish(d, c);
      }
    });
    rules.put(DecisionKind.SITE_BENEFIT, SpaceBenefits::finish);
    rules.put(DecisionKind.SKILL_CHOICE, SkillChoices::finish);
    ActionUpgrading upgrading = new ActionUpgrading();
    rules.put(DecisionKind.UPGRADE_ACTION, upgrading);
    rules.put(DecisionKind.UPGRADE_REMOVE, upgrading);
    rules.put(DecisionKind.DRAFT_PICK, DeckDraft::finish);
    return rules;
  }
}
