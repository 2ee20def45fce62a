package io.github.mkrules.core.effect;

/**
 * {@code learn-advanced-action N discard|hand}: once this turn, N Influence buys an Advanced Action from the offer,
 * into the discard pile or the hand (Learning; R-GAIN-3.1: the offer is replenished).
 *
 * @param cost the Influence
 * @param toHand whether the card goes to the hand rather than the discard pile
 */
public record LearnAdvancedAction(int cost, boolean toHand) implements Effect.Word {
  /**
   * Checks the cost.
   *
   * @param cost the Influence
   * @param toHand whether the card goes to the hand
   */
  public LearnAdvancedAction {
    Words.checkAmount("learn-advanced-action", cost, 1);
  }

  @Override
  public String toString() {
    return "learn-advanced-action " + cost + (toHand ? " hand" : " discard");
  }
}
