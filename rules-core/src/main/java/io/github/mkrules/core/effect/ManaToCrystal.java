package io.github.mkrules.core.effect;

/**
 * {@code mana-to-crystal}: when it resolves, the player may pay one mana of a basic colour, from anything that
 * can pay then, to gain one crystal of that colour (R-MANA-1.2(ii): an effect that allows it; Blood Ritual
 * powered).
 */
public record ManaToCrystal() implements Effect.Word {
  @Override
  public String toString() {
    return "mana-to-crystal";
  }
}
