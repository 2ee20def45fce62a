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
   * Checks, copies and sorts the list.
   *
   * @param discards the cards discarded from hand
   * @throws NullPointerException if the list or a card is null
   * @throws IllegalArgumentException if the list is empty (every rest discards a card, R-TURN-7) or a card
   *     id is not kebab-case
   */
  public Rest {
    if (Words.ids(discards, "discards").isEmpty()) {
      throw new IllegalArgumentException("a rest discards at least one card (R-TURN-7)");
    }
    discards = Sorted.of(discards);
  }

  @Override
  public String notation() {
    return "rest " + String.join(" ", discards);
  }
}
