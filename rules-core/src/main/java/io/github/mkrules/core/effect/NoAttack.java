package io.github.mkrules.core.effect;

/**
 * {@code no-attack N}: [combat] up to N undefeated enemies, picked one at a time, do not attack in this combat: their
 * open attacks deal no damage (R-ABIL-16: an effect on their attacks; Banner of Fear strong: 3).
 *
 * @param max the most enemies
 */
public record NoAttack(int max) implements Effect.Word {
  /**
   * Checks the number.
   *
   * @param max the most enemies
   */
  public NoAttack {
    Words.checkAmount("no-attack", max, 1);
  }

  @Override
  public String toString() {
    return "no-attack " + max;
  }
}
