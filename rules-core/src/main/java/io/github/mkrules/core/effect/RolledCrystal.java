package io.github.mkrules.core.effect;

/**
 * {@code crystal rolled}: inside {@link RollDie}, a crystal of the colour the die shows (R-GAIN-2); on gold the
 * player picks the basic colour, on black there is no crystal (Endless Gem Pouch).
 */
public record RolledCrystal() implements Effect.Word {
  @Override
  public String toString() {
    return "crystal rolled";
  }
}
