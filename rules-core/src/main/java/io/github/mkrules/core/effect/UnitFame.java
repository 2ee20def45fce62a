package io.github.mkrules.core.effect;

/**
 * {@code unit-fame N}: Fame +N each time a unit's ability gives Attack or Block: played, for every unit of the
 * player this turn (Banner of Glory strong); as a Banner's basic effect, for the unit it is assigned to (Banner of
 * Glory, R-UNITS-8).
 *
 * @param amount the Fame each time
 */
public record UnitFame(int amount) implements Effect.Word {
  /**
   * Checks the amount.
   *
   * @param amount the Fame
   */
  public UnitFame {
    Words.checkAmount("unit-fame", amount, 1);
  }

  @Override
  public String toString() {
    return "unit-fame " + amount;
  }
}
