package io.github.mkrules.core.effect;

/**
 * {@code unit-bonus N}: for the rest of the combat every Attack and Block a unit ability gives is N higher (Into
 * the Heat).
 *
 * @param amount the bonus
 */
public record UnitBonus(int amount) implements Effect.Word {
  /**
   * Checks the bonus.
   *
   * @param amount the bonus
   */
  public UnitBonus {
    Words.checkAmount("unit-bonus", amount, 1);
  }

  @Override
  public String toString() {
    return "unit-bonus " + amount;
  }
}
