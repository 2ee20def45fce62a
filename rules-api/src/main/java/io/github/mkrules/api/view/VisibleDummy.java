package io.github.mkrules.api.view;

import io.github.mkrules.api.state.Crystals;
import java.util.List;
import java.util.Optional;

/**
 * What every player can see of the Dummy player (S-GENERAL-07): everything but the order of its deck and
 * skill stack.
 *
 * @param hero the Dummy hero's id
 * @param deckSize the number of cards in its deck, not yet flipped this round
 * @param discard its discard pile, top first
 * @param crystals its Inventory
 * @param tactic its tactic this round, if it took one
 * @param orderPosition how many players take their turn before it in each cycle of the round
 * @param skillStackSize the number of its face-down skill tokens (solo games)
 */
public record VisibleDummy(String hero, int deckSize, List<String> discard, Crystals crystals,
    Optional<String> tactic, int orderPosition, int skillStackSize) {
  /**
   * Copies the list.
   *
   * @param hero hero
   * @param deckSize deck size
   * @param discard discard pile
   * @param crystals crystals
   * @param tactic tactic
   * @param orderPosition place in the Round Order
   * @param skillStackSize skill stack size
   */
  public VisibleDummy {
    discard = List.copyOf(discard);
  }
}
