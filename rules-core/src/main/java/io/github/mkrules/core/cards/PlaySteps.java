package io.github.mkrules.core.cards;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.core.choice.ChoiceRule;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.units.UnitSteps;
import io.github.mkrules.core.mana.ManaSteps;
import io.github.mkrules.core.round.RoundCycle;
import io.github.mkrules.core.turn.EndOfTurnEffects;
import io.github.mkrules.core.units.Banners;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import io.github.mkrules.core.variant.FriendlyMana;
import java.util.List;

/**
 * The steps of a card play after its cards are down (issue 14: a card's mode, its cost and its payment need
 * not be one action): the card an effect discards or throws away as its cost (Improvisation, Training;
 * R-CARDS-6) as a {@link DecisionKind#CARD_CHOICE} pick, one {@link DecisionKind#PAY_MANA} pick per mana in the
 * order the play needs them (R-CARDS-3; {@link ManaSteps}, shared with units and purchases), then Mana Draw's die and colour as {@link DecisionKind#CARD_CHOICE}
 * picks, then the effect. Each pick applies at once, so undo goes back one pick at a time (R-UNDO). The play
 * travels in the choice's context as its notation, followed by the step and what the later steps need; a pick
 * is offered only if the rest of the play can still be made.
 */
public final class PlaySteps {
  /** The rule of the mana a play needs. */
  static final String PAY_RULE = "R-CARDS-3";
  /** The rule of a choice inside an effect. */
  static final String EFFECT_RULE = "R-EFFECTS-1";
  /** The rule of a card paid as a cost. */
  static final String COST_RULE = "R-CARDS-6";
  /** The step that picks the cost card; its context goes on with the colour the card must have, then the mana. */
  private static final String COST_STEP = "cost";
  private static final String DIE_STEP = "die";
  /** The step that picks the option of the card a compound play plays (issue 14, R-COMPOUND-1). */
  private static final String OPTION_STEP = "option";
  /** How an option is named as an item: {@code option:<index>}. */
  private static final String OPTION_PREFIX = "option:";
  private static final String COLOR_STEP = "color";
  /** Mana Draw's powered effect turns the die to any colour except gold (deed-cards §1.1). */
  private static final List<String> MANA_DRAW_COLORS = List.of(ManaColor.RED.id(), ManaColor.BLUE.id(),
      ManaColor.GREEN.id(), ManaColor.WHITE.id(), ManaColor.BLACK.id());

  /** The mana of a play, paid in steps ({@link ManaSteps}): Mana Draw leaves a die; then the effect's choices. */
  public static final ManaSteps.Payer PAYER = new ManaSteps.Payer() {
    @Override
    public List<ManaColor> leavesDie(Draft d, Action action) {
      return CardPlay.chosen(d, (PlayCard) action).leavesDie();
    }

    @Override
    public boolean powersSpell(Draft d, Action action) {
      return CardPlay.powersSpell(d, (PlayCard) action);
    }

    @Override
    public void paid(Draft d, Action action) {
      afterPayment(d, (PlayCard) action);
    }
  };

  /**
   * The choices of an effect: finished by going on with the play, and with the reason a card cannot pay a cost
   * (a Wound, R-CARDS-6.1; for Training a card of another colour, R-GAIN-3).
   */
  public static final ChoiceRule EFFECT = new ChoiceRule() {
    @Override
    public void finish(Draft d, PendingChoice choice) {
      finishEffectChoice(d, choice);
    }

    @Override
    public Rejection refuse(Draft d, PendingChoice choice, String item) {
      return choice.context().get(1).equals(DIE_STEP) && FriendlyMana.keepsFace(d, ManaSource.parse(item).die())
          ? FriendlyMana.keptFace(ManaSource.parse(item).die()) : null; // V-FRIENDLY-04: Mana Draw turns no gold die
    }

    @Override
    public Rejection offTable(Draft d, PendingChoice choice, String item) {
      if (choice.context().get(0).equals(UnitSteps.CONTEXT)) {
        return UnitSteps.offTable(d, choice, item); // an enemy a unit's or skill's effect cannot affect
      }
      if (choice.context().size() > 2 && choice.context().get(1).equals(EffectSteps.ENEMY)) {
        return EffectSteps.offTable(d, choice, item); // an enemy the effect cannot affect (R-COMBAT-START-5)
      }
      if (!choice.context().get(1).equals(COST_STEP) || !d.active().hand().contains(item)) {
        return null;
      }
      return item.equals(TurnEnding.WOUND)
          ? Rejection.of(RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-6.1", "a Wound cannot pay a cost")
          : Rejection.of(RejectionCode.EFFECT_NOT_USABLE,
              CardPlay.chosen(d, play(choice)).offerPick() >= 0 ? "R-GAIN-3" : "R-CARDS-6", "'" + item + "' is not an Action card of the"
              + " colour the effect asks for (" + choice.context().get(2) + ")");
    }
  };

  private PlaySteps() {}

  /**
   * Goes on with a play whose cards are down: asks for its cost card, its first mana or effect choice, or
   * resolves it. The cost card comes from the hand, which is secret, so that choice is.
   *
   * @param d the draft
   * @param play the play
   * @param cost whether the effect asks for a card as its cost
   * @param mana the colours it needs, in order
   */
  static void start(Draft d, PlayCard play, boolean cost, List<ManaColor> mana) {
    if (!cost) {
      pay(d, play, mana);
      return;
    }
    Alternative alternative = CardPlay.chosen(d, play);
    List<String> context = new ArrayList<>(List.of(play.notation(), COST_STEP, CardPlay.costColor(d, alternative)));
    for (ManaColor color : mana) {
      context.add(color.id());
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, COST_RULE,
        CardPlay.costCards(d, d.active().hand(), alternative), 1, 1).context(context).secret(true)
        .build());
  }

  /**
   * Asks which option of the other card a compound play plays (R-COMPOUND-1, R-EFFECTS-1); its cards are down.
   *
   * @param d the draft
   * @param play the play, its option not yet chosen
   * @param options the options that can be played and paid for, ascending
   */
  static void askOption(Draft d, PlayCard play, List<Integer> options) {
    List<String> items = new ArrayList<>();
    for (int option : options) {
      items.add(OPTION_PREFIX + option);
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, EFFECT_RULE, items, 1, 1)
        .context(List.of(play.notation(), OPTION_STEP)).build());
  }

  private static void pay(Draft d, PlayCard play, List<ManaColor> mana) {
    ManaSteps.ask(d, play, PAY_RULE, mana, PAYER);
  }

  /** After the mana: Mana Draw's die is picked next, or the effect resolves. */
  private static void afterPayment(Draft d, PlayCard play) {
    if (CardPlay.chosen(d, play).drawsDie()) {
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, EFFECT_RULE, ManaSteps.sourceDice(d), 1, 1)
          .context(List.of(play.notation(), DIE_STEP)).build());
    } else {
      CardPlay.resolve(d, play, -1, null);
    }
  }

  /**
   * Goes on with a play's effect after a pick made while it resolved: from the atom after the one that asked.
   *
   * @param d the draft
   * @param context the finished choice's context: the play's notation, the step, the atom's index
   */
  public static void resume(Draft d, List<String> context) {
    CardPlay.resolveFrom(d, (PlayCard) ActionNotation.parse(context.get(0)), Integer.parseInt(context.get(2)) + 1);
  }

  private static PlayCard play(PendingChoice choice) {
    return (PlayCard) ActionNotation.parse(choice.context().get(0));
  }

  private static List<ManaColor> colors(List<String> context, int from) {
    List<ManaColor> out = new ArrayList<>();
    for (String color : context.subList(from, context.size())) {
      out.add(ManaColor.fromId(color));
    }
    return out;
  }

  /**
   * The cost card: paid, then the mana; Mana Draw: after the die is picked asks for its colour; after the
   * colour resolves the play.
   */
  private static void finishEffectChoice(Draft d, PendingChoice choice) {
    if (choice.context().get(0).equals(EndOfTurnEffects.CONTEXT)) {
      EndOfTurnEffects.finish(d, choice);
      return;
    }
    if (choice.context().get(0).equals(Banners.CONTEXT)) {
      if (!Banners.askAtRoundEnd(d, Banners.finishRoundEnd(d, choice))) {
        RoundCycle.betweenRounds(d, RoundCycle.AFTER_BANNERS); // R-UNITS-8.2, then the next steps
      }
      return;
    }
    if (choice.context().get(0).equals(UnitSteps.CONTEXT)) {
      UnitSteps.finish(d, choice); // a unit ability's pick (Illusionists, Amotep Freezers, Altem Mages)
      return;
    }
    if (io.github.mkrules.core.skills.SkillUse.ownsCost(choice)) {
      io.github.mkrules.core.skills.SkillUse.finishCost(d, choice); // Invocation's discarded card
      return;
    }
    if (EffectSteps.owns(choice.context().get(1))) {
      EffectSteps.finish(d, choice);
      return;
    }
    String play = choice.context().get(0);
    String picked = choice.picked().get(0);
    if (choice.context().get(1).equals(COST_STEP)) {
      CardPlay.payCost(d, play(choice), picked);
      pay(d, play(choice), colors(choice.context(), 3));
      return;
    }
    if (choice.context().get(1).equals(OPTION_STEP)) {
      CardPlay.optionPicked(d, CardPlay.withOption(play(choice),
          Integer.parseInt(picked.substring(OPTION_PREFIX.length()))));
      return;
    }
    if (choice.context().get(1).equals(DIE_STEP)) {
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, EFFECT_RULE, MANA_DRAW_COLORS, 1, 1)
          .context(List.of(play, COLOR_STEP, picked)).build());
      return;
    }
    CardPlay.resolve(d, (PlayCard) ActionNotation.parse(play), ManaSource.parse(choice.context().get(2)).die(),
        ManaColor.fromId(picked));
  }
}
