package io.github.mkrules.core.effect;

/**
 * {@code crystal-from-die [keep]}: pick a die in the Source showing a basic colour; gain a crystal of that colour,
 * then the die is rerolled at once and stays in the Source (Mana Storm basic, content/deed-cards.md §1.3); with
 * {@code keep} the die stays as it is (Source Freeze). The die is not used for mana, so it does not count against
 * the turn's dice (R-MANA-3).
 *
 * @param keep whether the die keeps its colour instead of being rerolled
 */
public record CrystalFromDie(boolean keep) implements Effect.Word {
  /** The word. */
  public static final String WORD = "crystal-from-die";
  /** The option that leaves the die as it is. */
  public static final String KEEP = "keep";

  @Override
  public String toString() {
    return WORD + (keep ? " " + KEEP : "");
  }
}
