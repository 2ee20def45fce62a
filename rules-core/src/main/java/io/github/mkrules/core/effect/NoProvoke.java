package io.github.mkrules.core.effect;

/**
 * {@code no-provoke}: this turn the hero's moves provoke no rampaging enemy (R-MOVE-4.3 does not apply; Space
 * Bending).
 */
public record NoProvoke() implements Effect.Word {
  @Override
  public String toString() {
    return "no-provoke";
  }
}
