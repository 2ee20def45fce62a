package io.github.mkrules.core.turn;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Rest;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.core.cards.Discards;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Resting instead of a normal turn (R-TURN-7): {@code rest <card>} discards the one non-Wound card of a
 * Standard Rest, and the Wounds discarded with it are picked one at a time; Slow Recovery is {@code rest wound}.
 */
public final class Resting {
  /** The rule of both kinds of rest. */
  private static final String RULE = "R-TURN-7.1";

  private Resting() {}

  /**
   * Checks a rest.
   *
   * @param d the draft
   * @param rest the rest
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, Rest rest) {
    if (d.turn.stage() != TurnStage.NOT_STARTED) {
      return Rejection.of(RejectionCode.ILLEGAL_REST, "R-TURN-7", "resting replaces the normal turn: not after moving or acting");
    }
    PlayerState player = d.active();
    if (!player.hand().contains(rest.card())) {
      return Rejection.of(RejectionCode.CARD_NOT_IN_HAND, RULE, "'" + rest.card() + "' is not in hand");
    }
    if (rest.card().equals(TurnEnding.WOUND) && !TurnEnding.onlyWounds(player)) {
      // R-TURN-7.1(i) Standard Rest: one non-Wound card, then any number of Wounds
      return Rejection.of(RejectionCode.ILLEGAL_REST, RULE,
          "Standard Rest discards one non-Wound card first; the Wounds follow as picks");
    }
    return null;
  }

  /**
   * Applies a checked rest: the card goes to the discard pile and the turn can only end; a Standard Rest with
   * Wounds in hand then asks which Wounds go with it (R-TURN-7.1(i)). The hand is secret, so the choice is.
   *
   * @param d the draft
   * @param rest the rest
   */
  public static void apply(Draft d, Rest rest) {
    boolean slow = TurnEnding.onlyWounds(d.active());
    discard(d, List.of(rest.card()));
    d.turn = d.turn.withStage(TurnStage.RESTED);
    d.emit(new Event.Rested(d.turn.player(), slow));
    d.emit(new Event.CardsDiscarded(d.turn.player(), 1));
    int wounds = Lists.count(d.active().hand(), TurnEnding.WOUND);
    if (!slow && wounds > 0) {
      List<String> options = new ArrayList<>();
      for (int i = 0; i < wounds; i++) {
        options.add(TurnEnding.WOUND);
      }
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.REST_DISCARD, RULE, options, 0, wounds)
          .secret(true).build());
    }
  }

  /**
   * Discards the Wounds picked for a Standard Rest.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    if (!choice.picked().isEmpty()) {
      discard(d, choice.picked());
      d.emit(new Event.CardsDiscarded(d.turn.player(), choice.picked().size()));
    }
  }

  private static void discard(Draft d, List<String> cards) {
    Discards.fromHand(d, cards);
    d.turn = d.turn.withCardsPlayed(cards.size());
  }

  /**
   * The legal rests: Slow Recovery with a Wound, or a Standard Rest with each non-Wound card.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legalRests(Draft d, List<Action> out) {
    if (d.turn.stage() != TurnStage.NOT_STARTED || d.active().hand().isEmpty()) {
      return;
    }
    PlayerState player = d.active();
    if (TurnEnding.onlyWounds(player)) {
      out.add(new Rest(TurnEnding.WOUND));
      return;
    }
    for (String card : new LinkedHashSet<>(player.hand())) {
      if (!card.equals(TurnEnding.WOUND)) {
        out.add(new Rest(card));
      }
    }
  }
}
