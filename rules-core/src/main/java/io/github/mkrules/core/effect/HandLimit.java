package io.github.mkrules.core.effect;

/**
 * {@code hand-limit N}: the hand limit is N higher at the player's next draw (R-ENDTURN-7.2; Meditation,
 * Trance); in the last turn of a Round the bonus counts for the next Round's first draw (R-ROUND-4.6).
 *
 * @param amount how much higher, 1 to {@link Effect#MAX_AMOUNT}
 */
public record HandLimit(int amount) implements Effect.Word {
  /**
   * Checks the amount.
   *
   * @param amount how much higher
   */
  public HandLimit {
    Words.checkAmount("hand-limit", amount, 1);
  }

  @Override
  public String toString() {
    return "hand-limit " + amount;
  }
}
