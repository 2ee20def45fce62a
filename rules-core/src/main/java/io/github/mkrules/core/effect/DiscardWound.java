package io.github.mkrules.core.effect;

/**
 * {@code discard-wound}: as a cost, one Wound from the hand goes to the discard pile (it is not healed, I Feel No
 * Pain); the effect cannot be used without a Wound in hand.
 */
public record DiscardWound() implements Effect.Word {
  @Override
  public String toString() {
    return "discard-wound";
  }
}
