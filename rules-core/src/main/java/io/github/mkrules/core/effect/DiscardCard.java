package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;
import java.util.Optional;

/**
 * {@code discard-card [C]}: the cost of discarding another non-Wound card from hand (R-CARDS-6, R-CARDS-6.1); with a
 * colour, a card of that colour, of any kind (Magic Talent: the colour of the Spell it lets the player play).
 *
 * @param color the colour the card must have, or empty for any non-Wound card
 */
public record DiscardCard(Optional<ManaColor> color) implements Effect.Word {
  /** Any non-Wound card. */
  public DiscardCard() {
    this(Optional.empty());
  }

  /**
   * Checks the colour.
   *
   * @param color the colour, basic if present
   */
  public DiscardCard {
    color.ifPresent(c -> Words.checkBasic("discard-card", c));
  }

  @Override
  public String toString() {
    return "discard-card" + color.map(c -> " " + c.id()).orElse("");
  }
}
