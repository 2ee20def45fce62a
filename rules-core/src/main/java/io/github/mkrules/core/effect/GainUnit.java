package io.github.mkrules.core.effect;

/**
 * {@code gain-unit}: the player takes one unit of their choice from the Units offer at no cost; with every
 * Command token in use, one of their units is disbanded first (R-UNITS-3, R-UNITS-4.1; Call to Glory).
 */
public record GainUnit() implements Effect.Word {
  @Override
  public String toString() {
    return "gain-unit";
  }
}
