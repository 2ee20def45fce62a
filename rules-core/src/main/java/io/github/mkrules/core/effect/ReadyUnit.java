package io.github.mkrules.core.effect;

/**
 * {@code ready-unit N}: ready one of the player's Spent units of level N or less (R-UNITS-6; Regeneration, the
 * Herbalists). A unit's own ability never readies that unit.
 *
 * <p>{@code ready-unit N heal}: the unit readied is also healed of its Wounds (Energy Steal).
 *
 * @param maxLevel the highest level, 1 to 4
 * @param heal whether the readied unit is also healed
 */
public record ReadyUnit(int maxLevel, boolean heal) implements Effect.Word {
  /** The highest unit level (R-UNITS-1). */
  public static final int MAX_LEVEL = 4;

  /** The optional word. */
  public static final String HEAL = "heal";

  /**
   * Readies without healing.
   *
   * @param maxLevel the highest level
   */
  public ReadyUnit(int maxLevel) {
    this(maxLevel, false);
  }

  /**
   * Checks the level.
   *
   * @param maxLevel the highest level
   * @param heal whether the readied unit is also healed
   */
  public ReadyUnit {
    if (maxLevel < 1 || maxLevel > MAX_LEVEL) {
      throw new IllegalArgumentException("ready-unit level " + maxLevel + " out of range 1 to " + MAX_LEVEL);
    }
  }

  @Override
  public String toString() {
    return "ready-unit " + maxLevel + (heal ? " " + HEAL : "");
  }
}
