package io.github.mkrules.core.cards;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.choice.ChoiceRule;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.mana.ManaPayment;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;

/**
 * The steps of a card play after its cards are down (issue 14: a card's mode, its cost and its payment need
 * not be one action): the card an effect discards or throws away as its cost (Improvisation, Training;
 * R-CARDS-6) as a {@link DecisionKind#CARD_CHOICE} pick, one {@link DecisionKind#PAY_MANA} pick per mana in the
 * order the play needs them (R-CARDS-3), then Mana Draw's die and colour as {@link DecisionKind#CARD_CHOICE}
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
  private static final String COLOR_STEP = "color";
  /** Mana Draw's powered effect turns the die to any colour except gold (deed-cards §1.1). */
  private static final List<String> MANA_DRAW_COLORS = List.of(ManaColor.RED.id(), ManaColor.BLUE.id(),
      ManaColor.GREEN.id(), ManaColor.WHITE.id(), ManaColor.BLACK.id());

  /** The payment choice: finished by paying, and with the reason a die, crystal or token cannot pay. */
  public static final ChoiceRule PAYMENT = new ChoiceRule() {
    @Override
    public void finish(Draft d, PendingChoice choice) {
      finishPayment(d, choice);
    }

    @Override
    public Rejection offTable(Draft d, PendingChoice choice, String item) {
      ManaSource source;
      try {
        source = ManaSource.parse(item);
      } catch (IllegalArgumentException e) {
        return null;
      }
      return ManaPayment.check(d, List.of(source), List.of(ManaColor.fromId(choice.context().get(1))), -1);
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
    public Rejection offTable(Draft d, PendingChoice choice, String item) {
      if (!choice.context().get(1).equals(COST_STEP) || !d.active().hand().contains(item)) {
        return null;
      }
      return item.equals(TurnEnding.WOUND)
          ? Rejection.of(RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-6.1", "a Wound cannot pay a cost")
          : Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-GAIN-3", "'" + item + "' is not an Action card of the"
              + " colour of the card Training takes");
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

  private static void pay(Draft d, PlayCard play, List<ManaColor> mana) {
    boolean drawsDie = CardPlay.chosen(d, play).drawsDie();
    if (!mana.isEmpty()) {
      List<String> context = new ArrayList<>();
      context.add(play.notation());
      for (ManaColor color : mana) {
        context.add(color.id());
      }
      List<String> options = new ArrayList<>();
      for (ManaSource source : firstSources(d, mana, drawsDie)) {
        options.add(source.toString());
      }
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.PAY_MANA, PAY_RULE, options, 1, 1)
          .context(context).build());
    } else if (drawsDie) {
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, EFFECT_RULE, sourceDice(d), 1, 1)
          .context(List.of(play.notation(), DIE_STEP)).build());
    } else {
      CardPlay.resolve(d, play, -1, null);
    }
  }

  /** Pays the picked mana (R-MANA) and goes on with the play. */
  private static void finishPayment(Draft d, PendingChoice choice) {
    List<ManaColor> mana = colors(choice.context(), 1);
    ManaPayment.pay(d, ManaSource.parse(choice.picked().get(0)), mana.get(0));
    pay(d, play(choice), mana.subList(1, mana.size()));
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
    String play = choice.context().get(0);
    String picked = choice.picked().get(0);
    if (choice.context().get(1).equals(COST_STEP)) {
      CardPlay.payCost(d, play(choice), picked);
      pay(d, play(choice), colors(choice.context(), 3));
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

  /**
   * Why the colours cannot be paid from what the player has now, leaving a die in the Source when the effect
   * takes one (Mana Draw): the turn's Source dice are used up (R-MANA-3), or nothing can pay (R-MANA-2).
   *
   * @param d the draft
   * @param mana the colours, in order
   * @param drawsDie whether the effect takes a Source die afterwards
   * @return a rejection, or null if some way of paying exists
   */
  static Rejection unpayable(Draft d, List<ManaColor> mana, boolean drawsDie) {
    if (payable(d, mana, drawsDie)) {
      return null;
    }
    TurnState turn = d.turn;
    d.turn = turn.withDice(turn.diceTaken(), Integer.MAX_VALUE, turn.keepDice()); // as if any die could be taken
    boolean byMoreDice = payable(d, mana, drawsDie);
    d.turn = turn;
    List<String> ids = new ArrayList<>();
    for (ManaColor color : mana) {
      ids.add(color.id());
    }
    return byMoreDice
        ? Rejection.of(RejectionCode.DIE_LIMIT, "R-MANA-3", "only " + turn.diceAllowed() + " Source die(s) may be used this turn")
        : Rejection.of(RejectionCode.MANA_UNAVAILABLE, "R-MANA-2", "no die, crystal or token left can pay "
            + String.join(" and ", ids) + (drawsDie ? " and leave a die in the Source" : ""));
  }

  /**
   * Whether the colours can be paid from what the player has now, leaving a die in the Source when the effect
   * takes one (Mana Draw).
   *
   * @param d the draft
   * @param mana the colours, in order
   * @param drawsDie whether the effect takes a Source die afterwards
   * @return true if some way of paying exists
   */
  static boolean payable(Draft d, List<ManaColor> mana, boolean drawsDie) {
    if (mana.isEmpty()) {
      return !drawsDie || !sourceDice(d).isEmpty();
    }
    return mana.size() == 1 && !drawsDie ? paysOne(d, mana.get(0)) : !firstSources(d, mana, drawsDie).isEmpty();
  }

  /** The sources that can pay the first colour in some complete payment of all of them. */
  private static List<ManaSource> firstSources(Draft d, List<ManaColor> mana, boolean drawsDie) {
    List<ManaSource> sources = ManaPayment.available(d);
    List<ManaSource> out = new ArrayList<>();
    List<ManaSource> chosen = new ArrayList<>();
    for (ManaSource source : sources) {
      chosen.add(source);
      if (completes(d, sources, mana, chosen, drawsDie)) {
        out.add(source);
      }
      chosen.clear();
    }
    return out;
  }

  /** Whether one available source pays a single colour: the common case, without building the list. */
  private static boolean paysOne(Draft d, ManaColor color) {
    for (ManaSource source : ManaPayment.available(d)) {
      ManaColor shown = ManaPayment.shown(d, source);
      if (shown != null && ManaPayment.pays(shown, color, d.time)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the sources chosen so far extend to a payment of every colour that ManaPayment accepts. */
  private static boolean completes(Draft d, List<ManaSource> sources, List<ManaColor> mana, List<ManaSource> chosen,
      boolean drawsDie) {
    int k = chosen.size() - 1;
    ManaColor shown = ManaPayment.shown(d, chosen.get(k));
    if (shown == null || !ManaPayment.pays(shown, mana.get(k), d.time)) {
      return false;
    }
    if (chosen.size() == mana.size()) {
      return ManaPayment.check(d, chosen, mana, -1) == null && (!drawsDie || dieLeft(d, chosen));
    }
    for (ManaSource next : sources) {
      chosen.add(next);
      boolean ok = completes(d, sources, mana, chosen, drawsDie);
      chosen.remove(chosen.size() - 1);
      if (ok) {
        return true;
      }
    }
    return false;
  }

  /** Whether a die stays in the Source after paying with these sources. */
  private static boolean dieLeft(Draft d, List<ManaSource> payment) {
    int left = sourceDice(d).size();
    for (ManaSource source : payment) {
      if (source.kind() == ManaSource.Kind.DIE && d.source.get(source.die()).takenBy() < 0) {
        left--;
      }
    }
    return left > 0;
  }

  /** The dice in the Source, which Mana Draw's powered effect may take (deed-cards §1.1). */
  private static List<String> sourceDice(Draft d) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < d.source.size(); i++) {
      if (d.source.get(i).takenBy() < 0) {
        out.add(ManaSource.die(i).toString());
      }
    }
    return out;
  }
}
