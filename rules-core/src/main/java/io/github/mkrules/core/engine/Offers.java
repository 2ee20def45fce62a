package io.github.mkrules.core.engine;

import io.github.mkrules.api.event.Event;
import java.util.ArrayList;
import java.util.List;

/** Taking a card out of an offer of the common area, and refilling the offers that refill at once. */
public final class Offers {
  private Offers() {}

  /**
   * Takes one card out of an offer. The Spells and Advanced Actions offers are replenished at once: the cards
   * above slide down and the deck's top card takes the top position (R-ENDTURN-5.3, R-INTERACT-4.4,
   * R-INTERACT-4.5(iv)); the Units offer and its Advanced Actions wait for the next round (R-INTERACT-4.3).
   *
   * @param d the draft
   * @param offer the offer
   * @param card the card taken, which lies in the offer
   */
  public static void take(Draft d, Event.Offer offer, String card) {
    List<String> cards = new ArrayList<>(current(d, offer));
    cards.remove(card);
    if (offer == Event.Offer.SPELLS && !d.spellDeck.isEmpty()) {
      cards.add(0, d.spellDeck.get(0));
      d.spellDeck = d.spellDeck.subList(1, d.spellDeck.size());
      d.revealed = true;
    } else if (offer == Event.Offer.ADVANCED_ACTIONS) {
      String next = d.drawAdvancedAction();
      if (next != null) {
        cards.add(0, next);
        d.revealed = true;
      }
    }
    d.setOffer(offer, cards);
  }

  /**
   * The cards of an offer as they lie in the draft.
   *
   * @param d the draft
   * @param offer the offer
   * @return its cards
   */
  public static List<String> current(Draft d, Event.Offer offer) {
    switch (offer) {
      case UNITS:
        return d.unitOffer;
      case MONASTERY_ADVANCED_ACTIONS:
        return d.unitOfferAdvancedActions;
      case ADVANCED_ACTIONS:
        return d.advancedActionOffer;
      case SPELLS:
        return d.spellOffer;
      default:
        return d.commonSkillOffer;
    }
  }
}
