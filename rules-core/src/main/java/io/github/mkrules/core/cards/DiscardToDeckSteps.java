package io.github.mkrules.core.cards;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.effect.DiscardToDeck;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * {@code discard-to-deck N random|chosen} (Meditation, Trance): one card at a time, the card (picked, or drawn at
 * random through the state's chance) and then its place, {@code top} or {@code bottom} of the deed deck, each a
 * {@link DecisionKind#CARD_CHOICE} (issue 14: no card × place product). The card stays in the discard pile until
 * its place is picked. Context: the play, the step, the atom's index, the cards left, the mode (and the card).
 */
final class DiscardToDeckSteps {
  static final String CARD = "to-deck";
  static final String PLACE = "to-deck-place";
  private static final String RULE = "R-EFFECTS-1";
  private static final List<String> PLACES = List.of("top", "bottom");

  private DiscardToDeckSteps() {}

  /**
   * Starts the word, or goes on with its next card.
   *
   * @param d the draft
   * @param play the play's notation
   * @param index the atom's index
   * @param left the cards still to move
   * @param chosen whether the player chooses the cards
   * @return true if a pick was asked, so the play waits
   */
  static boolean next(Draft d, String play, String index, int left, boolean chosen) {
    List<String> discard = d.active().discard();
    if (left <= 0 || discard.isEmpty()) {
      return false;
    }
    String mode = chosen ? DiscardToDeck.CHOSEN : DiscardToDeck.RANDOM;
    List<String> context = List.of(play, CARD, index, Integer.toString(left), mode);
    if (chosen) {
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, RULE,
          new ArrayList<>(new LinkedHashSet<>(discard)), 1, 1).context(context).build());
    } else {
      String card = discard.get(d.chance.nextInt(discard.size())); // at random (the state's chance)
      d.revealed = true;
      askPlace(d, context, card);
    }
    return true;
  }

  static boolean start(Draft d, PlayCard play, DiscardToDeck word, int index) {
    return next(d, play.notation(), Integer.toString(index), word.count(), word.chosen());
  }

  private static void askPlace(Draft d, List<String> context, String card) {
    List<String> next = new ArrayList<>(context);
    next.set(1, PLACE);
    next.add(card);
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, RULE, PLACES, 1, 1).context(next).build());
  }

  /**
   * Finishes a pick: a card picked asks for its place; a place moves the card and goes on with the next card or
   * the rest of the play.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  static void finish(Draft d, PendingChoice choice) {
    List<String> context = choice.context();
    if (context.get(1).equals(CARD)) {
      askPlace(d, context, choice.picked().get(0));
      return;
    }
    String card = context.get(5);
    boolean top = choice.picked().get(0).equals("top");
    PlayerState p = d.active();
    List<String> deck = top ? Lists.onTop(p.deck(), card) : Lists.with(p.deck(), card);
    d.setActive(p.withCards(p.hand(), deck, Lists.without(p.discard(), card), p.playArea()));
    d.emit(new Event.CardKeptOnDeck(p.index(), card, top));
    int left = Integer.parseInt(context.get(3)) - 1;
    if (!next(d, context.get(0), context.get(2), left, context.get(4).equals(DiscardToDeck.CHOSEN))) {
      PlaySteps.resume(d, context);
    }
  }
}
