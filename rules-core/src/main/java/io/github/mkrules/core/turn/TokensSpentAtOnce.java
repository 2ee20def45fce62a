package io.github.mkrules.core.turn;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActivateOfferUnit;
import io.github.mkrules.api.action.ActivateUnit;
import io.github.mkrules.api.action.Buy;
import io.github.mkrules.api.action.EnterSite;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.core.cards.CardPlay;
import io.github.mkrules.core.choice.ChoiceRules;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.mana.ManaPayment;
import io.github.mkrules.core.mana.RestrictedTokens;
import io.github.mkrules.core.skills.SkillUse;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A mana token that must be spent at once ({@code token C at-once}; Invocation: "the token must be spent at once;
 * if it cannot be, the skill cannot be used", R-SKILLS-3, docs/decisions/heroes-skills-tactics.md). While it waits,
 * the only actions are those that pay with it straight away: they ask for mana at once and the token can pay one of
 * its colours; the mana choice then offers only the token ({@code ManaSteps}). An effect that gives such a token can
 * be used only when some action could spend it ({@link #spenders}).
 */
public final class TokensSpentAtOnce {
  /** The kinds of action that can ask for mana as soon as they are taken. */
  private static final Set<Class<? extends Action>> PAYING = Set.of(PlayCard.class, ActivateUnit.class,
      ActivateOfferUnit.class, UseSkill.class, Buy.class, EnterSite.class);

  private TokensSpentAtOnce() {}

  /**
   * Refuses an action that does not spend the token waiting to be spent at once.
   *
   * @param d the draft
   * @param action an action legal by its own rules
   * @return a rejection, or null if no token waits or the action spends it
   */
  static Rejection check(Draft d, Action action) {
    ManaColor color = RestrictedTokens.atOnce(d.turn);
    if (color == null || spends(d, d.build(), action, color)) {
      return null;
    }
    return Rejection.of(RejectionCode.TOKEN_NOT_SPENT, "R-SKILLS-3", "the " + color.id()
        + " mana token must be spent at once: only an action that pays with it now is allowed");
  }

  /**
   * Keeps, of the legal actions, those that spend the token waiting to be spent at once.
   *
   * @param d the draft
   * @param legal the actions legal by their own rules, narrowed in place
   */
  static void keepSpending(Draft d, List<Action> legal) {
    ManaColor color = RestrictedTokens.atOnce(d.turn);
    if (color == null) {
      return;
    }
    GameState state = d.build();
    legal.removeIf(action -> !spends(d, state, action, color));
  }

  /**
   * The actions that might spend a token an effect of a skill gives now: the actions that can ask for mana
   * ({@link TurnActions#legalPaying}) legal with one more token of each colour such a token can have, the skill
   * counting as used this turn. {@link #spenders} keeps those that spend a token of one colour.
   *
   * @param d the draft, before the skill is used
   * @param skill the skill
   * @return the candidates
   */
  public static List<Action> candidates(Draft d, String skill) {
    Draft then = new Draft(d.build(), d.content, d.scenario, d.effects);
    List<ManaColor> tokens = new ArrayList<>(then.turn.tokens());
    for (ManaColor color : ManaColor.values()) {
      tokens.add(color); // more mana never makes an action illegal, so these are all that one token could allow
    }
    then.turn = then.turn.withTokens(tokens).withUsed(skill);
    List<Action> out = new ArrayList<>();
    TurnActions.legalPaying(then, out);
    return out;
  }

  /**
   * The candidates that would spend a token of the colour if the effect of a skill gave it now with
   * {@code at-once}: each is legal then, asks for mana at once, and the token can pay it.
   *
   * @param d the draft, before the skill is used
   * @param skill the skill
   * @param color the token's colour
   * @param candidates the skill's {@link #candidates}
   * @return the actions, empty if the token could not be spent at once
   */
  public static List<Action> spenders(Draft d, String skill, ManaColor color, List<Action> candidates) {
    Draft then = new Draft(d.build(), d.content, d.scenario, d.effects);
    then.turn = then.turn.withTokens(Lists.with(then.turn.tokens(), color)).withUsed(skill);
    RestrictedTokens.gained(then, skill, new Effect.GainToken(List.of(color), Effect.TokenUse.AT_ONCE));
    GameState state = then.build();
    List<Action> out = new ArrayList<>();
    for (Action action : candidates) {
      if (spends(then, state, action, color)) {
        out.add(action);
      }
    }
    return out;
  }

  /**
   * Whether one of the spenders stays possible once a card of the hand is discarded (Invocation discards first).
   *
   * @param spenders the actions found by {@link #spenders}
   * @param hand the hand before the discard
   * @param card the card discarded
   * @return true if some spender does not need that card
   */
  public static boolean survivesDiscard(List<Action> spenders, List<String> hand, String card) {
    boolean another = hand.indexOf(card) != hand.lastIndexOf(card);
    for (Action action : spenders) {
      if (another || !(action instanceof PlayCard) || !needs((PlayCard) action, card)) {
        return true;
      }
    }
    return false;
  }

  private static boolean needs(PlayCard play, String card) {
    return play.card().equals(card) || play.with().filter(card::equals).isPresent();
  }

  /** Takes the action on a copy: it spends the token if it asks at once for mana the token can pay. */
  private static boolean spends(Draft d, GameState state, Action action, ManaColor color) {
    if (!PAYING.contains(action.getClass())) {
      return false;
    }
    if (action instanceof PlayCard && !paysAny(d, CardPlay.mana(d, (PlayCard) action), color)) {
      return false; // a card play that needs no mana of the token's colour (most basic effects)
    }
    List<ManaColor> skillMana = action instanceof UseSkill ? SkillUse.mana(d, (UseSkill) action) : null;
    if (skillMana != null && !paysAny(d, skillMana, color)) {
      return false; // a skill that asks for no mana of the token's colour
    }
    Draft trial = new Draft(state, d.content, d.scenario, d.effects);
    if (TurnActions.checkByRules(trial, action) != null) {
      return false;
    }
    TurnActions.apply(trial, action);
    PendingChoice asked = Choices.current(trial);
    if (asked != null && asked.kind() == DecisionKind.CARD_CHOICE && asked.max() == 1 && !asked.options().isEmpty()) {
      // a card discarded as the cost is picked before the mana (Improvisation, R-CARDS-6): any one shows what follows
      Choices choices = new Choices(ChoiceRules.all());
      Pick pick = new Pick(asked.options().get(0));
      if (choices.check(trial, pick) != null) {
        return false;
      }
      choices.apply(trial, pick);
      asked = Choices.current(trial);
    }
    if (asked == null || asked.kind() != DecisionKind.PAY_MANA) {
      return false;
    }
    if (asked.options().contains(ManaSource.token(color).toString())) {
      return true;
    }
    List<String> context = asked.context(); // the action, the rule, then the colours still to pay
    List<ManaColor> later = new ArrayList<>();
    for (String needed : context.subList(3, context.size())) {
      later.add(ManaColor.fromId(needed));
    }
    return paysAny(trial, later, color);
  }

  private static boolean paysAny(Draft d, List<ManaColor> needed, ManaColor color) {
    for (ManaColor one : needed) {
      if (ManaPayment.pays(d, color, one)) {
        return true;
      }
    }
    return false;
  }
}
