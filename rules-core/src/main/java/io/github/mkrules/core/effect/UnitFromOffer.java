package io.github.mkrules.core.effect;

/**
 * {@code unit-from-offer}: this turn the player may activate one ability of a unit lying in the Units offer as if
 * it were theirs (action {@code offer-unit}); the unit stays in the offer and no damage may be assigned to it (Call
 * to Arms). A turn modifier, used up by that activation.
 */
public record UnitFromOffer() implements Effect.Word {
  @Override
  public String toString() {
    return "unit-from-offer";
  }
}
