package io.github.mkrules.api.action;

import java.util.Objects;

/**
 * Assign a Banner artifact from hand to one of one's units, at any time in one's turn (R-UNITS-8): the unit may
 * use the Banner's basic effect while it is assigned; a Banner the unit had before goes to the discard pile
 * (R-UNITS-8.1). Notation {@code banner <card> unit:<i>}.
 *
 * @param card the Banner's card id
 * @param unit the unit's index in the unit area
 */
public record AssignBanner(String card, int unit) implements Action {
  /**
   * Checks the fields.
   *
   * @param card the Banner's card id
   * @param unit the unit's index
   * @throws IllegalArgumentException if the unit index is negative
   */
  public AssignBanner {
    Objects.requireNonNull(card, "card");
    if (unit < 0) {
      throw new IllegalArgumentException("a unit index is 0 or more but got " + unit);
    }
  }

  @Override
  public String notation() {
    return "banner " + card + " unit:" + unit;
  }
}
