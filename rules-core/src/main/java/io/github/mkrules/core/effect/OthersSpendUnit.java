package io.github.mkrules.core.effect;

/**
 * {@code others-spend-unit N [if-readied]}: the player may make one ready unit of level N or less of every other
 * player Spent (R-UNITS-5.1), one pick per other player; with {@code if-readied} only when this effect readied one
 * of the player's own units (Energy Flow: "if you did"; Energy Steal).
 *
 * @param maxLevel the highest level, 1 to 4
 * @param ifReadied whether it needs a unit of the player's readied by this effect
 */
public record OthersSpendUnit(int maxLevel, boolean ifReadied) implements Effect.Word {
  /** The optional word. */
  public static final String IF_READIED = "if-readied";

  /**
   * Checks the level.
   *
   * @param maxLevel the highest level
   * @param ifReadied whether it needs a readied unit
   */
  public OthersSpendUnit {
    if (maxLevel < 1 || maxLevel > ReadyUnit.MAX_LEVEL) {
      throw new IllegalArgumentException("others-spend-unit level " + maxLevel + " out of range 1 to "
          + ReadyUnit.MAX_LEVEL);
    }
  }

  @Override
  public String toString() {
    return "others-spend-unit " + maxLevel + (ifReadied ? " " + IF_READIED : "");
  }
}
