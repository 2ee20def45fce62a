package io.github.mkrules.core.effect;

/**
 * {@code others-lose-crystal}: every other player loses one crystal of their Inventory, picked at random through
 * the state's chance; a player without crystals takes a Wound into hand instead; then the player may gain one of
 * the lost crystals (Mana Meltdown). Alone, the player has nobody to act on, so nothing happens.
 */
public record OthersLoseCrystal() implements Effect.Word {
  @Override
  public String toString() {
    return "others-lose-crystal";
  }
}
