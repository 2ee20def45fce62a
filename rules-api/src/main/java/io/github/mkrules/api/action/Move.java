package io.github.mkrules.api.action;

import io.github.mkrules.api.state.HexCoord;

/**
 * Move the hero to an adjacent space, paying its terrain cost in Move points (R-MOVE-2). On the first turn
 * the hero enters the map on the Portal. Notation {@code move <q>,<r>}.
 *
 * @param to the adjacent hex
 */
public record Move(HexCoord to) implements Action {
  @Override
  public String notation() {
    return "move " + to;
  }
}
