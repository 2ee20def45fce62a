package io.github.mkrules.api.action;

/**
 * Spend gathered Healing points (R-WOUND-3.3): one point throws away one Wound from hand, or points equal to a
 * wounded unit's level heal one Wound on it (a poisoned unit with two Wounds is healed twice). Healing points
 * are used at once when the player has no wounded unit; with one, the player chooses with this action. Not in
 * combat (R-WOUND-3.4). Notation {@code heal hand} or {@code heal unit:<i>}.
 *
 * @param unit the index of the wounded unit healed, or {@link #HAND} for a Wound in hand
 */
public record Heal(int unit) implements Action {
  /** The value of {@link #unit} that means a Wound card in hand. */
  public static final int HAND = -1;

  /**
   * Checks the number.
   *
   * @param unit the unit's index, or {@link #HAND}
   * @throws IllegalArgumentException if it is below -1
   */
  public Heal {
    if (unit < HAND) {
      throw new IllegalArgumentException("unit must be -1 (the hand) or a unit index from 0, not " + unit);
    }
  }

  @Override
  public String notation() {
    return unit == HAND ? "heal hand" : "heal unit:" + unit;
  }
}
