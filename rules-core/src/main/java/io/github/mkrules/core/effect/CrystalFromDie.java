package io.github.mkrules.core.effect;

/**
 * {@code crystal-from-die}: pick a die in the Source showing a basic colour; gain a crystal of that colour, then the
 * die is rerolled at once and stays in the Source (Mana Storm basic, content/deed-cards.md §1.3). The die is not
 * used for mana, so it does not count against the turn's dice (R-MANA-3).
 */
public record CrystalFromDie() implements Effect.Word {
  @Override
  public String toString() {
    return "crystal-from-die";
  }
}
