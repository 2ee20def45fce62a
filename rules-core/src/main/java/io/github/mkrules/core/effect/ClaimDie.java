package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;

/**
 * {@code claim-die C}: the player takes a Source die showing basic colour C and keeps it out of the Source until
 * the end of the Round, when it is rerolled into the Source with the others (R-ROUND-2.2; Mana Claim, Mana Curse).
 * The die is not used for mana, so it does not count against the turn's dice (R-MANA-3); dice of one colour are
 * alike, so the colour is the player's pick (one alternative per colour) and the lowest such die is taken.
 *
 * @param color the colour the die shows
 */
public record ClaimDie(ManaColor color) implements Effect.Word {
  /** The word. */
  public static final String WORD = "claim-die";

  /**
   * Checks the colour.
   *
   * @param color a basic colour
   */
  public ClaimDie {
    Words.checkBasic(WORD, color);
  }

  @Override
  public String toString() {
    return WORD + " " + color.id();
  }
}
