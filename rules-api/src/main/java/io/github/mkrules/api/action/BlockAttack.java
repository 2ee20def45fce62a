package io.github.mkrules.api.action;

/**
 * Block one attack of an enemy with the Block points gathered (R-COMBAT-BLOCK-3 to R-COMBAT-BLOCK-9). A block
 * that would not stop the whole attack is refused (R-COMBAT-BLOCK-8). Notation {@code block <n>} for an
 * enemy's first attack, {@code block <n>/<k>} for its attack {@code k} (from 0) when it has several.
 *
 * @param enemy the enemy's number in the combat
 * @param attack the attack's index on the token
 */
public record BlockAttack(int enemy, int attack) implements Action {
  /**
   * Checks the numbers.
   *
   * @param enemy the enemy's number
   * @param attack the attack's index
   * @throws IllegalArgumentException if one is negative
   */
  public BlockAttack {
    Words.index(enemy, "enemy");
    Words.index(attack, "attack");
  }

  @Override
  public String notation() {
    return "block " + AssignDamage.attackText(enemy, attack);
  }
}
