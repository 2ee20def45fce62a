package io.github.mkrules.api.action;

import io.github.mkrules.api.state.TileSlot;

/**
 * Reveal the top tile of the tile stack into an empty slot touching the hero's space, for 2 Move points
 * (R-MOVE-5). Notation {@code explore <i>,<j>}.
 *
 * @param slot the tile slot to fill
 */
public record Explore(TileSlot slot) implements Action {
  /**
   * Checks the slot is given.
   *
   * @param slot the tile slot to fill
   * @throws NullPointerException if it is null
   */
  public Explore {
    java.util.Objects.requireNonNull(slot, "slot");
  }

  @Override
  public String notation() {
    return "explore " + slot;
  }
}
