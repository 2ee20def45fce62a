package io.github.mkrules.api.action;

/**
 * Add an enemy to the group the next attack is aimed at (R-COMBAT-RANGED-2). Enemies are added in increasing
 * number; {@link Strike} then attacks the group. Notation {@code target <n>}.
 *
 * @param enemy the enemy's number in the combat
 */
public record Target(int enemy) implements Action {
  /**
   * Checks the number.
   *
   * @param enemy the enemy's number
   * @throws IllegalArgumentException if it is negative
   */
  public Target {
    Words.index(enemy, "enemy");
  }

  @Override
  public String notation() {
    return "target " + enemy;
  }
}
