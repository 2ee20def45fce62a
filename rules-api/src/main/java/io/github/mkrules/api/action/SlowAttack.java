package io.github.mkrules.api.action;

/**
 * Spend one Move point in the Block phase to lower an attack of a Cumbersome enemy by 1 for the rest of the turn; an
 * attack lowered to 0 counts as successfully blocked (R-ABIL-18). Notation {@code slow <n>} for an enemy's first
 * attack, {@code slow <n>/<k>} for its attack {@code k} (from 0) when it has several.
 *
 * @param enemy the enemy's number in the combat
 * @param attack the attack's index on the token
 */
public record SlowAttack(int enemy, int attack) implements Action {
  /**
   * Checks the numbers.
   *
   * @param enemy the enemy's number
   * @param attack the attack's index
   * @throws IllegalArgumentException if one is negative
   */
  public SlowAttack {
    Words.index(enemy, "enemy");
    Words.index(attack, "attack");
  }

  @Override
  public String notation() {
    return "slow " + AssignDamage.attackText(enemy, attack);
  }
}
