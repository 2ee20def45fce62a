package io.github.mkrules.core.effect;

/**
 * {@code sideways-value N [advanced M | no-die M | wound]}: the next card the player plays sideways this turn
 * gives N instead of 1 (R-CARDS-3.5); {@code advanced M}: M when it is an Advanced Action, Spell or Artifact
 * (I Don't Give a Damn); {@code no-die M}: M when no Source die was used this turn, and then none may be used
 * for the rest of it (Who Needs Magic?); {@code wound}: a Wound from the hand may be that card (Power of Pain);
 * {@code C M} with C a basic colour: M when it is an Action card or a Spell of colour C (Universal Power).
 *
 * @param value the value N
 * @param bonus the condition of the higher value ({@code advanced}, {@code no-die} or a basic colour's id), or
 *     {@code wound}, or empty for none
 * @param higher the value M, or 0
 */
public record SidewaysValue(int value, String bonus, int higher) implements Effect.Word {
  /** The word. */
  public static final String WORD = "sideways-value";
  /** The higher value for an Advanced Action, Spell or Artifact. */
  public static final String ADVANCED = "advanced";
  /** The higher value when no Source die is used this turn. */
  public static final String NO_DIE = "no-die";
  /** A Wound may be played sideways. */
  public static final String WOUND = "wound";

  /**
   * Checks the values.
   *
   * @param value N
   * @param bonus the condition
   * @param higher M
   */
  public SidewaysValue {
    if (value < 1 || value > MAX_AMOUNT || higher < 0 || higher > MAX_AMOUNT) {
      throw new IllegalArgumentException("sideways values out of range");
    }
    boolean withHigher = bonus.equals(ADVANCED) || bonus.equals(NO_DIE) || color(bonus) != null;
    if (!(withHigher && higher > value || !withHigher && higher == 0 && (bonus.isEmpty() || bonus.equals(WOUND)))) {
      throw new IllegalArgumentException("bad sideways bonus '" + bonus + "' " + higher);
    }
  }

  /**
   * The basic colour a bonus names.
   *
   * @param bonus the bonus word
   * @return the colour, or null when the bonus is not a basic colour's id
   */
  public static io.github.mkrules.api.state.ManaColor color(String bonus) {
    for (io.github.mkrules.api.state.ManaColor c : io.github.mkrules.api.state.ManaColor.basicColors()) {
      if (c.id().equals(bonus)) {
        return c;
      }
    }
    return null;
  }

  @Override
  public String toString() {
    return WORD + " " + value + (bonus.isEmpty() ? "" : " " + bonus) + (higher > 0 ? " " + higher : "");
  }
}
