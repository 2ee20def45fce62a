package io.github.mkrules.api.action;

import java.util.List;

/**
 * Rest instead of a normal turn (R-TURN-7): Standard Rest discards one non-Wound card and any number of
 * Wounds; Slow Recovery (a hand of only Wounds) discards one Wound. Notation {@code rest <card>...}, the
 * discarded cards in any order; they are kept sorted, so equal choices are equal actions.
 *
 * @param discards the cards discarded from hand
 */
public record Rest(List<String> discards) implements Action {
  /**
   * Copies and sorts the list.
   *
   * @param discards the cards discarded from hand
   */
  public Rest {
    discards = Sorted.of(discards);
  }

  @Override
  public String notation() {
    return "rest " + String.join(" ", discards);
  }
}
