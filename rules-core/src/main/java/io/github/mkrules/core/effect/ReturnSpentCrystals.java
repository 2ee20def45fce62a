package io.github.mkrules.core.effect;

/** {@code return-spent-crystals}: at the end of the turn every crystal spent this turn comes back (Crystal Mastery). */
public record ReturnSpentCrystals() implements Effect.Word {
  @Override
  public String toString() {
    return "return-spent-crystals";
  }
}
