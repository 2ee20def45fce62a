package io.github.mkrules.core.effect;

/**
 * {@code reach N}: this turn the hero may move to, and explore, spaces and tiles up to N spaces away as if they
 * were adjacent; the spaces in between are ignored (R-MOVE-3, R-MOVE-5.1; Space Bending).
 *
 * @param spaces how far, 2 to {@link Effect#MAX_AMOUNT}
 */
public record Reach(int spaces) implements Effect.Word {
  /**
   * Checks the distance.
   *
   * @param spaces how far
   */
  public Reach {
    Words.checkAmount("reach", spaces, 2);
  }

  @Override
  public String toString() {
    return "reach " + spaces;
  }
}
