package io.github.mkrules.core.turn;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.cards.Discards;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import java.util.ArrayList;
import java.util.List;

/**
 * The choices made while drawing at the end of the turn (R-ENDTURN-7), one pick at a time: the non-Wound
 * cards discarded before drawing (R-ENDTURN-7.1), then whether Planning (R-ENDTURN-7.2(iv)) or Long Night
 * (R-ENDTURN-7.4) acts while drawing.
 */
public final class EndOfTurnChoices {
  /** The rule of the discards before drawing. */
  static final String DISCARD_RULE = "R-ENDTURN-7.1";
  private static final String PLANNING = "planning";
  private static final String LONG_NIGHT = "long-night";

  private EndOfTurnChoices() {}

  /**
   * R-ENDTURN-7.1: asks which non-Wound cards to discard before drawing, if the hand holds any; at least one
   * when no card was played or discarded this turn (R-ENDTURN-7.1(i)). The hand is secret, so the choice is.
   *
   * @param d the draft
   * @return true if a choice was asked, false if there is nothing to discard
   */
  static boolean askDiscards(Draft d) {
    if (TimeBending.bent(d)) {
      return false; // no draw follows, so nothing is discarded before it
    }
    List<String> nonWounds = new ArrayList<>();
    for (String card : d.active().hand()) {
      if (!card.equals(TurnEnding.WOUND)) {
        nonWounds.add(card);
      }
    }
    if (nonWounds.isEmpty()) {
      return false;
    }
    nonWounds.sort(null);
    int min = TurnEnding.requiresDiscard(d) ? 1 : 0;
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.END_TURN_DISCARD, DISCARD_RULE, nonWounds, min,
        nonWounds.size()).secret(true).build());
    return true;
  }

  /**
   * Discards the picked cards, then goes on to drawing.
   *
   * @param d the draft
   * @param choice the finished discard choice
   */
  public static void finishDiscards(Draft d, PendingChoice choice) {
    Discards.fromHand(d, choice.picked());
    if (!choice.picked().isEmpty()) {
      d.emit(new Event.CardsDiscarded(d.turn.player(), choice.picked().size()));
    }
    askDrawTactic(d);
  }

  /**
   * Asks whether the player's Planning or Long Night acts while drawing, when it would change the draw;
   * otherwise draws and passes on at once.
   *
   * @param d the draft
   */
  static void askDrawTactic(Draft d) {
    if (TimeBending.bent(d)) {
      TurnFlow.drawAndPass(d);
      return;
    }
    PlayerState player = d.active();
    String tactic = player.tactic().orElse("");
    int room = TurnFlow.handLimit(d, player) - player.hand().size();
    boolean planning = tactic.equals(PLANNING) && player.hand().size() >= 2  // "at least 2 cards before drawing"
        && (d.finalTurns > 0 || (room >= 0 && player.deck().size() > room)); // or R-ROUND-4.6
    boolean longNight = tactic.equals(LONG_NIGHT) && !player.tacticFlipped() && !player.discard().isEmpty()
        && player.deck().size() < room; // R-ENDTURN-7.4: the deck runs out while drawing
    if (!planning && !longNight) {
      TurnFlow.drawAndPass(d);
      return;
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.TACTIC_CHOICE,
        planning ? "R-ENDTURN-7.2" : "R-ENDTURN-7.4", List.of(tactic), 0, 1).context(List.of(tactic)).build());
  }

  /**
   * Draws with the tactic if it was picked, and passes on.
   *
   * @param d the draft
   * @param choice the finished choice of Planning or Long Night
   */
  public static void finishDrawTactic(Draft d, PendingChoice choice) {
    d.turn = d.turn.withDrawWith(choice.picked());
    TurnFlow.drawAndPass(d);
  }
}
