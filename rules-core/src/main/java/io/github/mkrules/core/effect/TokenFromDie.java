package io.github.mkrules.core.effect;

/**
 * {@code token-from-die [give-crystal]}: the player takes one more Source die, picked among those showing a basic
 * colour, out of the Source for the rest of the turn, and its mana becomes a token of that colour in the play area
 * (R-MANA-1.1); it does not count against the turn's dice (R-MANA-3). Then the player picks whether the die is
 * rerolled when it goes back at the end of the turn (R-MANA-3.1) or goes back as it is. With {@code give-crystal}
 * the owner of the skill whose token gave the term gains a crystal of that colour (R-GAIN-2; Source Opening's
 * {@code hand-back}). Asked when the word resolves outside a card play.
 *
 * @param giveCrystal whether the skill's owner gains a crystal of the die's colour
 */
public record TokenFromDie(boolean giveCrystal) implements Effect.Word {
  /** The word. */
  public static final String WORD = "token-from-die";
  /** The option that gives the skill's owner a crystal. */
  public static final String GIVE_CRYSTAL = "give-crystal";

  @Override
  public String toString() {
    return WORD + (giveCrystal ? " " + GIVE_CRYSTAL : "");
  }
}
