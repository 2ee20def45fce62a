package io.github.mkrules.core.effect;

/**
 * {@code heal-unit}: one Wound of one of the player's wounded units is healed (R-WOUND-3.3(iv), Inspiration);
 * the player picks the unit when several are wounded.
 */
public record HealUnit() implements Effect.Word {
  @Override
  public String toString() {
    return "heal-unit";
  }
}
