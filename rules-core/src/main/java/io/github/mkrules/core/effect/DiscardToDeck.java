package io.github.mkrules.core.effect;

/**
 * {@code discard-to-deck N random|chosen}: N cards of the player's discard pile (drawn at random, or chosen one at
 * a time) each go on the top or the bottom of the deed deck, as the player picks (Meditation, Trance). With fewer
 * cards in the discard pile, all of them.
 *
 * @param count how many cards, 1 to {@link Effect#MAX_AMOUNT}
 * @param chosen true if the player chooses the cards, false if they are drawn at random
 */
public record DiscardToDeck(int count, boolean chosen) implements Effect.Word {
  /** The word for cards the player chooses. */
  public static final String CHOSEN = "chosen";
  /** The word for cards drawn at random. */
  public static final String RANDOM = "random";

  /**
   * Checks the count.
   *
   * @param count how many cards
   * @param chosen whether the player chooses them
   */
  public DiscardToDeck {
    Words.checkAmount("discard-to-deck count", count, 1);
  }

  @Override
  public String toString() {
    return "discard-to-deck " + count + " " + (chosen ? CHOSEN : RANDOM);
  }
}
