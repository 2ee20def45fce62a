package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;

/**
 * {@code pay C}: one more mana of a basic colour, paid after the card's own mana (R-CARDS-6: an extra cost;
 * Crystallize, Pure Magic, Song of Wind).
 *
 * @param color the colour
 */
public record Pay(ManaColor color) implements Effect.Word {
  /**
   * Checks the colour.
   *
   * @param color the colour
   */
  public Pay {
    Words.checkBasic("pay", color);
  }

  @Override
  public String toString() {
    return "pay " + color.id();
  }
}
