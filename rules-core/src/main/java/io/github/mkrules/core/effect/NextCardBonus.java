package io.github.mkrules.core.effect;

/**
 * {@code next-card-bonus attack N block M}: the first card played after it this turn for an Attack gets +N, or
 * the first played for a Block +M, whichever comes first (Ambush).
 *
 * @param attack the bonus to an Attack card
 * @param block the bonus to a Block card
 */
public record NextCardBonus(int attack, int block) implements Effect.Word {
  /**
   * Checks the bonuses.
   *
   * @param attack the bonus to an Attack card
   * @param block the bonus to a Block card
   */
  public NextCardBonus {
    Words.checkAmount("next-card-bonus attack", attack, 1);
    Words.checkAmount("next-card-bonus block", block, 1);
  }

  @Override
  public String toString() {
    return "next-card-bonus attack " + attack + " block " + block;
  }
}
