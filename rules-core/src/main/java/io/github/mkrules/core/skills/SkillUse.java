package io.github.mkrules.core.skills;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.SkillKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.cards.Alternative;
import io.github.mkrules.core.cards.CardPlay;
import io.github.mkrules.core.cards.EffectResolver;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.EnemyEffect;
import io.github.mkrules.core.units.UnitSteps;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.effect.ReadyUnit;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.mana.ManaPayment;
import io.github.mkrules.core.mana.ManaSteps;
import io.github.mkrules.core.mana.RestrictedTokens;
import io.github.mkrules.core.turn.TokensSpentAtOnce;
import io.github.mkrules.core.effect.UsableMana;
import io.github.mkrules.core.units.UnitEffects;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Using skill tokens in one's own turn (R-SKILLS-4): once per turn, once per round, or interactive. */
public final class SkillUse {
  /**
   * The step of a skill's cost card in a {@code CARD_CHOICE}'s context (Invocation): the use, this step, then the
   * colour the card must have, as for a card's cost ({@code any}), so a sample can deal the choice again.
   */
  private static final String COST_STEP = "skill-cost";

  /** The rule of the mana a skill's effect asks for: the token says what it needs (R-SKILLS-3). */
  private static final String PAY_RULE = "R-SKILLS-3";

  /** After the skill's mana is paid, its effect resolves. */
  public static final ManaSteps.Payer PAYER = (d, action) -> resolve(d, (UseSkill) action);

  private SkillUse() {}

  /**
   * Checks a skill use.
   *
   * @param d the draft
   * @param use the use
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, UseSkill use) {
    return check(d, use, new HashMap<>());
  }

  /**
   * Checks a skill use, with the actions that might spend a token given {@code at-once} found once per skill
   * for all its options ({@link TokensSpentAtOnce#candidates}).
   */
  private static Rejection check(Draft d, UseSkill use, Map<String, List<Action>> candidates) {
    PlayerState p = d.active();
    if (InteractiveSkills.handsBack(d, use.skill())) {
      return InteractiveSkills.checkHandBack(d, use); // R-SKILLS-4.2: a token in the centre handed back
    }
    if (!p.skills().contains(use.skill())) {
      return reject("R-SKILLS-2.1", "you do not have the skill '" + use.skill() + "'");
    }
    Skill skill = d.content.skill(use.skill());
    if (p.flippedSkills().contains(use.skill()) || p.skillsInCentre().contains(use.skill())) {
      return reject("R-SKILLS-4.1", "'" + use.skill() + "' is face down until the next round");
    }
    if (skill.kind() == SkillKind.ONCE_PER_TURN && d.turn.used().contains(use.skill())) {
      return reject("R-SKILLS-4.3", "'" + use.skill() + "' was already used this turn");
    }
    if (skill.kind() == SkillKind.PASSIVE) {
      return reject("R-SKILLS-3", "'" + use.skill() + "' is always in effect and is not used");
    }
    List<Alternative> alternatives = d.effects.skill(use.skill());
    if (alternatives == null) {
      return reject("R-SKILLS-3", "the effect of '" + use.skill() + "' is not available in this engine version");
    }
    if (use.option() < 0 || use.option() >= alternatives.size()) {
      return reject("R-EFFECTS-1", "'" + use.skill() + "' has " + alternatives.size() + " option(s)");
    }
    Alternative alternative = alternatives.get(use.option());
    if (alternative.isCompound() || alternative.throwAwayColor() != null || alternative.discardColor() != null
        || alternative.offerPick() >= 0 || alternative.drawsDie()) {
      return reject("R-SKILLS-3", "this skill effect is not available in this engine version");
    }
    if (alternative.discardOther() && costCards(d).isEmpty()) {
      return reject("R-CARDS-6.1", "this effect needs a non-Wound card in hand to discard");
    }
    for (Effect atom : alternative.atoms()) {
      if (atom instanceof ReadyUnit ? !UnitEffects.usable(d, atom, UnitEffects.NO_UNIT)
          : !EffectResolver.usable(d, atom)) {
        return reject("R-EFFECTS-1", EffectResolver.notUsableReason(d, atom));
      }
    }
    TurnState turn = d.turn;
    d.turn = timeless(d, alternative, use.skill()); // as while it is paid
    Rejection unpayable = ManaSteps.unpayable(d, mana(alternative), List.of());
    d.turn = turn;
    if (unpayable != null) {
      return unpayable;
    }
    ManaColor atOnce = tokenAtOnce(alternative); // checked last: it tries the actions that could spend the token
    if (atOnce != null && (RestrictedTokens.atOnce(d.turn) != null || (alternative.discardOther()
        ? costCards(d, use, alternative, candidates).isEmpty() : spenders(d, use, atOnce, candidates).isEmpty()))) {
      return reject("R-SKILLS-3", "the " + atOnce.id() + " token would have to be spent at once, and nothing could"
          + " pay with it now");
    }
    return null;
  }

  /**
   * The turn while a skill's mana is paid: a {@code pay gold} by Night or {@code pay black} by Day may be paid
   * whatever the time (Polarization), so for that payment the turn holds {@code usable-mana} of the colour, written
   * with the skill as its source; {@link #resolve} removes it once the mana is paid.
   */
  private static TurnState timeless(Draft d, Alternative alternative, String skill) {
    TurnState turn = d.turn;
    for (ManaColor color : alternative.extraMana()) {
      if (!ManaPayment.usable(color, d.rulesTime())) { // gold by Night, black by Day
        String entry = skill + " " + new UsableMana(color);
        turn = turn.modifiers().contains(entry) ? turn : turn.withModifier(entry);
      }
    }
    return turn;
  }

  /**
   * The mana a use of one of the player's own skills asks for ({@code pay C}), or null when that is not known
   * without taking it (another player's token handed back, an option out of range).
   *
   * @param d the draft
   * @param use the use
   * @return the colours, in order, or null
   */
  public static List<ManaColor> mana(Draft d, UseSkill use) {
    List<Alternative> alternatives = d.active().skills().contains(use.skill()) ? d.effects.skill(use.skill()) : null;
    return alternatives == null || use.option() < 0 || use.option() >= alternatives.size() ? null
        : mana(alternatives.get(use.option()));
  }

  /** The mana a skill's effect asks for ({@code pay C}: Universal Power), none for the others. */
  private static List<ManaColor> mana(Alternative alternative) {
    return alternative.extraMana();
  }

  /**
   * Applies a checked skill use: once-per-round skills turn face down, interactive ones go to the centre,
   * others are marked used for the turn.
   *
   * @param d the draft
   * @param use the use
   */
  public static void apply(Draft d, UseSkill use) {
    PlayerState p = d.active();
    if (InteractiveSkills.handsBack(d, use.skill())) {
      InteractiveSkills.applyHandBack(d, use);
      return;
    }
    Skill skill = d.content.skill(use.skill());
    switch (skill.kind()) {
      case ONCE_PER_ROUND:
        d.setActive(p.withSkills(p.skills(), Lists.with(p.flippedSkills(), use.skill()), p.skillsInCentre()));
        break;
      case INTERACTIVE_COMPETITIVE:
      case INTERACTIVE_COOPERATIVE:
        d.setActive(p.withSkills(p.skills(), p.flippedSkills(), Lists.with(p.skillsInCentre(), use.skill())));
        break;
      default:
        d.turn = d.turn.withUsed(use.skill());
        break;
    }
    d.emit(new Event.SkillUsed(d.turn.player(), use.skill()));
    Alternative alternative = d.effects.skill(use.skill()).get(use.option());
    if (alternative.discardOther()) {
      // R-CARDS-6: the card discarded as the cost is picked next, from the hand, which is secret
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-CARDS-6",
          costCards(d, use, alternative, new HashMap<>()), 1, 1)
          .context(List.of(use.notation(), COST_STEP, CardPlay.ANY_COLOR)).secret(true).build());
      return;
    }
    d.turn = timeless(d, alternative, use.skill());
    ManaSteps.ask(d, use, PAY_RULE, mana(alternative), PAYER);
  }

  /** The cards of the hand that can be discarded as a cost: not a Wound (R-CARDS-6.1). */
  private static List<String> costCards(Draft d) {
    return CardPlay.costCards(d.content, CardPlay.ANY_COLOR, d.active().hand());
  }

  /**
   * The cards that may be discarded as a use's cost (R-CARDS-6.1); when the use gives a token that must be spent
   * at once, only those after whose discard some action could still spend it (Invocation, {@link TokensSpentAtOnce}).
   */
  private static List<String> costCards(Draft d, UseSkill use, Alternative alternative,
      Map<String, List<Action>> candidates) {
    ManaColor atOnce = tokenAtOnce(alternative);
    if (atOnce == null) {
      return costCards(d);
    }
    List<Action> spenders = spenders(d, use, atOnce, candidates);
    List<String> out = new ArrayList<>();
    for (String card : costCards(d)) {
      if (TokensSpentAtOnce.survivesDiscard(spenders, d.active().hand(), card)) {
        out.add(card);
      }
    }
    return out;
  }

  /** The actions that could spend the use's token at once, their candidates found once per skill. */
  private static List<Action> spenders(Draft d, UseSkill use, ManaColor atOnce, Map<String, List<Action>> candidates) {
    return TokensSpentAtOnce.spenders(d, use.skill(), atOnce,
        candidates.computeIfAbsent(use.skill(), skill -> TokensSpentAtOnce.candidates(d, skill)));
  }

  /** The colour of the token an alternative gives that must be spent at once, or null. */
  private static ManaColor tokenAtOnce(Alternative alternative) {
    for (Effect atom : alternative.atoms()) {
      if (atom instanceof Effect.GainToken && ((Effect.GainToken) atom).use() == Effect.TokenUse.AT_ONCE) {
        return ((Effect.GainToken) atom).colors().get(0);
      }
    }
    return null;
  }

  /**
   * Whether a card choice is a skill's cost.
   *
   * @param choice the choice
   * @return true if {@link #finishCost} finishes it
   */
  public static boolean ownsCost(PendingChoice choice) {
    return choice.context().size() == 3 && choice.context().get(1).equals(COST_STEP);
  }

  /**
   * The card picked goes to the discard pile (R-CARDS-6), then the skill's mana is asked for, or its effect
   * resolves.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finishCost(Draft d, PendingChoice choice) {
    PlayerState p = d.active();
    String card = choice.picked().get(0);
    d.setActive(p.withCards(Lists.without(p.hand(), card), p.deck(), Lists.onTop(p.discard(), card), p.playArea()));
    d.emit(new Event.CardsDiscarded(p.index(), 1));
    UseSkill use = (UseSkill) ActionNotation.parse(choice.context().get(0));
    Alternative alternative = d.effects.skill(use.skill()).get(use.option());
    d.turn = timeless(d, alternative, use.skill());
    ManaSteps.ask(d, use, PAY_RULE, mana(alternative), PAYER);
  }

  /** The effect of a skill whose mana is paid. */
  private static void resolve(Draft d, UseSkill use) {
    Alternative alternative = d.effects.skill(use.skill()).get(use.option());
    for (ManaColor color : alternative.extraMana()) {
      if (!color.isBasic()) { // the time's rule holds again once the mana is paid
        d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), use.skill() + " " + new UsableMana(color)));
      }
    }
    for (Effect atom : alternative.atoms()) {
      if (atom instanceof ReadyUnit) {
        UnitEffects.readyOne(d, ((ReadyUnit) atom).maxLevel(), UnitEffects.NO_UNIT, List.of(UnitEffects.READY_CONTEXT));
      } else if (atom instanceof EnemyEffect && ((EnemyEffect) atom).target().picksOne()) {
        UnitSteps.start(d, atom, use.skill()); // the enemy is picked next (Resistance Break, R-COMBAT-START-5)
      } else {
        EffectResolver.resolve(d, atom, 0, use.skill());
      }
    }
  }

  /**
   * Every legal skill use of the active player.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    Map<String, List<Action>> candidates = new HashMap<>();
    for (String skill : d.active().skills()) {
      List<Alternative> alternatives = d.effects.skill(skill);
      int options = alternatives == null ? 0 : alternatives.size();
      for (int option = 0; option < options; option++) {
        UseSkill use = new UseSkill(skill, option);
        if (check(d, use, candidates) == null) {
          out.add(use);
        }
      }
    }
    InteractiveSkills.legalHandBacks(d, out);
  }

  private static Rejection reject(String rule, String detail) {
    return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, rule, detail);
  }
}
