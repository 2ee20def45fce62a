package io.github.mkrules.core.effect;

/**
 * {@code extra-dice N}: N more Source dice may be used this turn (R-MANA-3; Mana Draw basic, Mana Storm).
 *
 * @param count how many more
 */
public record ExtraDice(int count) implements Effect.Word {
  /**
   * Checks the count.
   *
   * @param count how many more
   */
  public ExtraDice {
    Words.checkAmount("extra-dice", count, 1);
  }

  @Override
  public String toString() {
    return "extra-dice " + count;
  }
}
