package io.github.mkrules.core.effect;

import java.util.Locale;

/**
 * {@code GAIN per COUNT}: a gain multiplied by a count taken when it resolves (In Need: Influence per Wound;
 * Heroic Tale: Reputation per unit recruited this turn).
 *
 * @param gain the gain for each counted thing
 * @param count what is counted
 */
public record PerCount(Effect.Gain gain, Count count) implements Effect.Word {
  /** What a {@link PerCount} counts. */
  public enum Count {
    /** Wound cards in hand and on the player's units. */
    WOUND,
    /** Units recruited this turn. */
    RECRUITED;

    /**
     * The word in the effect language.
     *
     * @return for example {@code wound}
     */
    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * Checks the parts.
   *
   * @param gain the gain for each counted thing
   * @param count what is counted
   */
  public PerCount {
    if (gain == null || count == null) {
      throw new IllegalArgumentException("missing gain or count");
    }
  }

  @Override
  public String toString() {
    return gain + " per " + count.id();
  }
}
