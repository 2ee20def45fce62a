package io.github.mkrules.core.effect;

/**
 * {@code convert move|influence N ATOM}: for the rest of the turn, N points of Move or Influence may be spent in
 * combat for the attack or block ATOM, of value 1, once per {@code convert} action (Agility, Diplomacy).
 *
 * @param from the points spent, Move or Influence
 * @param cost how many of them per use
 * @param to what one use gives: an {@link Effect.Attack} or {@link Effect.Block} of value 1
 */
public record Convert(GainKind from, int cost, Effect to) implements Effect.Word {
  /**
   * Checks the parts.
   *
   * @param from the points spent
   * @param cost how many per use
   * @param to what one use gives
   */
  public Convert {
    if (from != GainKind.MOVE && from != GainKind.INFLUENCE) {
      throw new IllegalArgumentException("only move or influence points can be converted");
    }
    Words.checkAmount("convert", cost, 1);
    boolean one = to instanceof Effect.Attack && ((Effect.Attack) to).amount() == 1
        || to instanceof Effect.Block && ((Effect.Block) to).amount() == 1;
    if (!one) {
      throw new IllegalArgumentException("convert gives an attack 1 or a block 1");
    }
  }

  @Override
  public String toString() {
    return "convert " + from.id() + " " + cost + " " + to;
  }
}
