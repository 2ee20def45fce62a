package io.github.mkrules.core.effect;

/**
 * {@code ready-units N}: ready any of the player's Spent units whose levels add up to N or less (R-UNITS-6;
 * Rebirth), picked one at a time, each pick within the levels left.
 *
 * @param levels the most levels readied in total, 1 to {@link Effect#MAX_AMOUNT}
 */
public record ReadyUnits(int levels) implements Effect.Word {
  /**
   * Checks the total.
   *
   * @param levels the most levels readied in total
   */
  public ReadyUnits {
    Words.checkAmount("ready-units levels", levels, 1);
  }

  @Override
  public String toString() {
    return "ready-units " + levels;
  }
}
