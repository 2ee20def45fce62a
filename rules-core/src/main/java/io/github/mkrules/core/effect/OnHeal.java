package io.github.mkrules.core.effect;

import java.util.Locale;

/**
 * {@code on-heal point|hand-wound GAIN [max N]}: for the rest of the turn, each Healing point spent ({@code point})
 * or each Wound healed out of the hand ({@code hand-wound}) gives the gain, at most N times (R-WOUND-3.3; Golden
 * Grail: Fame +1 per Healing point of its own, at most 2; Draw 1 per Wound healed from hand).
 *
 * @param trigger what is counted
 * @param gain the gain each time
 * @param max the most times, or 0 for no limit
 */
public record OnHeal(Trigger trigger, Effect.Gain gain, int max) implements Effect.Word {
  /** What an {@link OnHeal} counts. */
  public enum Trigger {
    /** A Healing point spent, on a Wound in hand or on a unit. */
    POINT,
    /** A Wound card healed out of the hand. */
    HAND_WOUND;

    /**
     * The word in the effect language.
     *
     * @return for example {@code hand-wound}
     */
    public String id() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /**
   * Checks the parts.
   *
   * @param trigger what is counted
   * @param gain the gain each time
   * @param max the most times, or 0
   */
  public OnHeal {
    if (trigger == null || gain == null) {
      throw new IllegalArgumentException("on-heal needs what it counts and a gain");
    }
    if (max < 0 || max > MAX_AMOUNT) {
      throw new IllegalArgumentException("on-heal limit " + max + " out of range");
    }
  }

  /**
   * The same word with a lower limit, after it gave its gain some times.
   *
   * @param used how many times it gave now
   * @return the word left, or null when its limit is used up
   */
  public OnHeal after(int used) {
    if (max == 0) {
      return this;
    }
    return used >= max ? null : new OnHeal(trigger, gain, max - used);
  }

  @Override
  public String toString() {
    return "on-heal " + trigger.id() + " " + gain + (max > 0 ? " max " + max : "");
  }
}
