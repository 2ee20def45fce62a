package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;

/**
 * {@code play-from-offer spell C}: this turn the player may play one Spell of colour C lying in the Spells offer as
 * if it were in hand, basic or powered, paying its normal mana (R-CARDS-3.2); the Spell stays in the offer (Magic
 * Talent basic). A turn modifier, used up by that play.
 *
 * @param color the Spell's colour, a basic colour
 */
public record PlayFromOffer(ManaColor color) implements Effect.Word {
  /** The offer word: the Spells offer. */
  public static final String SPELL = "spell";

  /**
   * Checks the colour.
   *
   * @param color the colour
   */
  public PlayFromOffer {
    Words.checkBasic("play-from-offer", color);
  }

  @Override
  public String toString() {
    return "play-from-offer " + SPELL + " " + color.id();
  }
}
