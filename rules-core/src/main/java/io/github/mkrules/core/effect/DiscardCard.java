package io.github.mkrules.core.effect;

/** {@code discard-card}: the cost of discarding another non-Wound card from hand (R-CARDS-6, R-CARDS-6.1). */
public record DiscardCard() implements Effect.Word {
  @Override
  public String toString() {
    return "discard-card";
  }
}
