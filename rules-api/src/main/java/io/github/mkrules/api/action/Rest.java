package io.github.mkrules.api.action;

/**
 * Rest instead of a normal turn (R-TURN-7), naming the first card discarded: for a Standard Rest the one
 * non-Wound card, after which the Wounds to discard with it are picked one at a time ({@link Pick},
 * {@link Done}); for Slow Recovery (a hand of only Wounds) {@code wound}, the one Wound discarded. Notation
 * {@code rest <card>}.
 *
 * @param card the card discarded
 */
public record Rest(String card) implements Action {
  /**
   * Checks the card id.
   *
   * @param card the card discarded
   * @throws NullPointerException if the card is null
   * @throws IllegalArgumentException if the card id is not kebab-case
   */
  public Rest {
    Words.id(card, "card");
  }

  @Override
  public String notation() {
    return "rest " + card;
  }
}
