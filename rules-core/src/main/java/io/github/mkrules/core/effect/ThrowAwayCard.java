package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;

/**
 * {@code throw-away-card C}: the cost of throwing away another Action card of colour C from hand (R-CARDS-6,
 * R-DISCARD-2.2; Decompose).
 *
 * @param color the colour the card must have
 */
public record ThrowAwayCard(ManaColor color) implements Effect.Word {
  /**
   * Checks the colour.
   *
   * @param color the colour
   */
  public ThrowAwayCard {
    Words.checkBasic("throw-away-card", color);
  }

  @Override
  public String toString() {
    return "throw-away-card " + color.id();
  }
}
