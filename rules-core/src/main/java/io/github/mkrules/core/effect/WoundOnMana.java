package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;

/**
 * {@code wound-on-mana [other-than] C [each-color]}: this turn, the player takes a Wound into hand when they use
 * mana of colour C (from any source; gold used as a basic colour counts as that colour, R-MANA-2.1), or with
 * {@code other-than} of any colour but C; at most one Wound this turn, or with {@code each-color} at most one per
 * colour used. A turn modifier; the curses of Mana Curse ({@code others-each-turn wound-on-mana C}) and Mana Exploit
 * ({@code while-in-centre wound-on-mana other-than C each-color}) give it to the other players' turns.
 *
 * @param color the colour named
 * @param otherThan whether every colour but it counts
 * @param eachColor whether the limit is one Wound per colour instead of one
 */
public record WoundOnMana(ManaColor color, boolean otherThan, boolean eachColor) implements Effect.Word {
  /** The word. */
  public static final String WORD = "wound-on-mana";
  /** The option that counts every other colour. */
  public static final String OTHER_THAN = "other-than";
  /** The option of one Wound per colour. */
  public static final String EACH_COLOR = "each-color";

  /**
   * Checks the colour.
   *
   * @param color a colour
   * @param otherThan every other colour
   * @param eachColor one Wound per colour
   */
  public WoundOnMana {
    if (color == null) {
      throw new IllegalArgumentException(WORD + " needs a colour");
    }
  }

  /**
   * Whether mana used as a colour counts.
   *
   * @param used the colour the mana was used as
   * @return true if it gives a Wound (the limit aside)
   */
  public boolean counts(ManaColor used) {
    return otherThan != (used == color);
  }

  @Override
  public String toString() {
    return WORD + (otherThan ? " " + OTHER_THAN : "") + " " + color.id() + (eachColor ? " " + EACH_COLOR : "");
  }
}
