package io.github.mkrules.core.effect;

/** {@code no-unit-damage}: no damage may be assigned to the player's units this turn (Into the Heat). */
public record NoUnitDamage() implements Effect.Word {
  @Override
  public String toString() {
    return "no-unit-damage";
  }
}
