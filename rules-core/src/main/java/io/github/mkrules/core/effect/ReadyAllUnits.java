package io.github.mkrules.core.effect;

/** {@code ready-all-units}: every Spent unit of the player becomes Ready (R-UNITS-6; Banner of Courage strong). */
public record ReadyAllUnits() implements Effect.Word {
  @Override
  public String toString() {
    return "ready-all-units";
  }
}
