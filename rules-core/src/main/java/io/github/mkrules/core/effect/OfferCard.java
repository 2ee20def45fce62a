package io.github.mkrules.core.effect;

/**
 * {@code offer-card advanced-action|spell hand|discard [crystal]}: as the cost, throw away an Action card of the
 * colour of a card of the offer, and take that card into the hand or the discard pile (R-GAIN-3, R-DISCARD-2.2); with
 * {@code crystal} also a crystal of its colour. The card taken is the play's option, one per position of the offer
 * (Training: an Advanced Action; Book of Wisdom: an Advanced Action, or strong a Spell and its crystal).
 *
 * @param spell true for the Spells offer, false for the Advanced Actions offer
 * @param toHand whether the card goes into the hand rather than the discard pile
 * @param crystal whether a crystal of the card's colour is gained too
 */
public record OfferCard(boolean spell, boolean toHand, boolean crystal) implements Effect.Word {
  @Override
  public String toString() {
    return "offer-card " + (spell ? "spell" : "advanced-action") + " " + (toHand ? "hand" : "discard")
        + (crystal ? " crystal" : "");
  }
}
