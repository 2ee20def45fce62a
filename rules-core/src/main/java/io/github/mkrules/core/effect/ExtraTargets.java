package io.github.mkrules.core.effect;

/**
 * {@code extra-targets move N}: the {@code enemy one ...} word just before it may aim at more enemies, one pick at a
 * time, each further enemy paid with Move points: N for the first, N + 1 for the next, and so on; {@code done}
 * stops (Wings of Night: 1 for the 2nd enemy, 2 for the 3rd, 3 for the 4th).
 *
 * @param first the Move points of the first further enemy, 1 to {@link Effect#MAX_AMOUNT}
 */
public record ExtraTargets(int first) implements Effect.Word {
  /**
   * Checks the cost.
   *
   * @param first the Move points of the first further enemy
   */
  public ExtraTargets {
    Words.checkAmount("extra-targets move", first, 1);
  }

  @Override
  public String toString() {
    return "extra-targets move " + first;
  }
}
