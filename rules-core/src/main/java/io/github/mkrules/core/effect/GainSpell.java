package io.github.mkrules.core.effect;

/**
 * {@code gain-spell discard|hand [pay]}: the player takes a Spell of their choice from the Spells offer into the
 * discard pile or the hand (R-GAIN-3, the offer refilled as R-GAIN-3.1 says); with {@code pay}, one mana of the
 * Spell's colour is paid for it (Magic Talent powered).
 *
 * @param toHand true for the hand, false for the discard pile
 * @param pay whether one mana of the Spell's colour is paid
 */
public record GainSpell(boolean toHand, boolean pay) implements Effect.Word {
  @Override
  public String toString() {
    return "gain-spell " + (toHand ? "hand" : "discard") + (pay ? " pay" : "");
  }
}
