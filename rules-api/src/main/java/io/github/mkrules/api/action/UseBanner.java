package io.github.mkrules.api.action;

/**
 * Use the basic effect of the Banner assigned to one of one's units (R-UNITS-8): Banner of Courage readies the
 * unit once per round outside combat; Banner of Fear spends it in the Block phase to cancel an enemy attack (which
 * attack is picked next). Notation {@code use-banner unit:<i>}.
 *
 * @param unit the unit's index in the unit area
 */
public record UseBanner(int unit) implements Action {
  /**
   * Checks the index.
   *
   * @param unit the unit's index
   * @throws IllegalArgumentException if it is negative
   */
  public UseBanner {
    if (unit < 0) {
      throw new IllegalArgumentException("a unit index is 0 or more but got " + unit);
    }
  }

  @Override
  public String notation() {
    return "use-banner unit:" + unit;
  }
}
