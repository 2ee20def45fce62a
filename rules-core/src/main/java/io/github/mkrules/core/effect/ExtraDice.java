package io.github.mkrules.core.effect;

/**
 * {@code extra-dice N}: N more Source dice may be used this turn (R-MANA-3; Mana Draw basic, Mana Storm); a
 * negative N is fewer, never below none (Source Freeze: {@code extra-dice -1}, no usual die).
 *
 * @param count how many more, or fewer when negative (never 0)
 */
public record ExtraDice(int count) implements Effect.Word {
  /**
   * Checks the count.
   *
   * @param count how many more
   */
  public ExtraDice {
    Words.checkAmount("extra-dice", Math.abs(count), 1);
  }

  @Override
  public String toString() {
    return "extra-dice " + count;
  }
}
