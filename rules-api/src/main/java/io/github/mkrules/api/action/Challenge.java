package io.github.mkrules.api.action;

import io.github.mkrules.api.state.HexCoord;

/**
 * Challenge the rampaging enemy on an adjacent space: as the turn's action it starts a combat, and right after
 * a move that started a combat it joins that combat (R-COMBAT-START-1.4, R-COMBAT-START-2.3). Notation
 * {@code challenge <q>,<r>}.
 *
 * @param hex the space of the rampaging enemy
 */
public record Challenge(HexCoord hex) implements Action {
  /**
   * Checks the hex is given.
   *
   * @param hex the space
   * @throws NullPointerException if it is null
   */
  public Challenge {
    java.util.Objects.requireNonNull(hex, "hex");
  }

  @Override
  public String notation() {
    return "challenge " + hex;
  }
}
