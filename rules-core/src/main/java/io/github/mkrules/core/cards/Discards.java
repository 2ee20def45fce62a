package io.github.mkrules.core.cards;

import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.List;

/** Cards going from the active player's hand to their discard pile, each on top in turn (R-CARDS-6). */
public final class Discards {
  private Discards() {}

  /**
   * Moves the cards from hand onto the discard pile; the caller tells the event and counts the cards played.
   *
   * @param d the draft
   * @param cards the cards, each in hand
   */
  public static void fromHand(Draft d, List<String> cards) {
    PlayerState player = d.active();
    List<String> hand = player.hand();
    List<String> discard = player.discard();
    for (String card : cards) {
      hand = Lists.without(hand, card);
      discard = Lists.onTop(discard, card);
    }
    d.setActive(player.withCards(hand, player.deck(), discard, player.playArea()));
  }
}
