package io.github.mkrules.api.action;

import io.github.mkrules.api.state.HexCoord;

/**
 * Move the hero to an adjacent space, paying its terrain cost in Move points (R-MOVE-2). On the first turn
 * the hero enters the map on the Portal. Notation {@code move <q>,<r>}.
 *
 * @param to the adjacent hex
 */
public record Move(HexCoord to) implements Action {
  /**
   * Checks the hex is given.
   *
   * @param to the adjacent hex
   * @throws NullPointerException if it is null
   */
  public Move {
    java.util.Objects.requireNonNull(to, "to");
  }

  @Override
  public String notation() {
    return "move " + to;
  }
}
