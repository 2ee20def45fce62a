package io.github.mkrules.core.effect;

/**
 * {@code fly N move M}: the hero moves at once to a space at most N spaces away for M Move points, ignoring the
 * terrain between and the one-space step (R-MOVE-3); the space must be safe (R-MOVE-7.4), and the flight provokes
 * no rampaging enemy (R-MOVE-4.3). The space is picked after the effect is used (Flight).
 *
 * @param spaces the most spaces away, N
 * @param cost the Move points spent, M (0 allowed)
 */
public record Fly(int spaces, int cost) implements Effect.Word {
  /** The word. */
  public static final String WORD = "fly";

  /**
   * Checks the numbers.
   *
   * @param spaces N
   * @param cost M
   */
  public Fly {
    Words.checkAmount("fly", spaces, 1);
    Words.checkAmount("fly move", cost, 0);
  }

  @Override
  public String toString() {
    return WORD + " " + spaces + " move " + cost;
  }
}
