package io.github.mkrules.core.effect;

/**
 * {@code unit-armor N}: a unit's Armour is N higher (R-COMBAT-DMG-4): played, every unit of the player this turn
 * (Banner of Glory strong); as a Banner's basic effect, the unit it is assigned to (Banners of Glory and Protection,
 * R-UNITS-8).
 *
 * @param amount the bonus
 */
public record UnitArmor(int amount) implements Effect.Word {
  /**
   * Checks the bonus.
   *
   * @param amount the bonus
   */
  public UnitArmor {
    Words.checkAmount("unit-armor", amount, 1);
  }

  @Override
  public String toString() {
    return "unit-armor " + amount;
  }
}
