package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;

/**
 * {@code pay C}: one more mana of colour C, paid after the card's own mana (R-CARDS-6: an extra cost;
 * Crystallize, Pure Magic, Song of Wind). A skill's {@code pay gold} or {@code pay black} may be paid whatever the
 * time of day, with gold by Night or black by Day (dice of it included, R-MANA-3.3): the skill says the colour
 * (Polarization); a card's own mana and its {@code pay} keep the time's rule (R-MANA-2).
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
    if (color == null) {
      throw new IllegalArgumentException("pay needs a colour");
    }
  }

  @Override
  public String toString() {
    return "pay " + color.id();
  }
}
