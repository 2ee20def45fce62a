package io.github.mkrules.api.action;

/**
 * Assign the damage of one unblocked enemy attack (R-COMBAT-DMG-1.2: one attack at a time, in any order): to a
 * unit, which takes what its Armour absorbs, or to the hero, who takes the rest (R-COMBAT-DMG-3 to
 * R-COMBAT-DMG-5). Notation {@code damage <n>[/<k>] hero} or {@code damage <n>[/<k>] unit:<i>}.
 *
 * @param enemy the enemy's number in the combat
 * @param attack the attack's index on the token
 * @param unit the index of the unit among the player's units, or -1 for the hero
 */
public record AssignDamage(int enemy, int attack, int unit) implements Action {
  /** The value of {@link #unit} that means the hero. */
  public static final int HERO = -1;

  /**
   * Checks the numbers.
   *
   * @param enemy the enemy's number
   * @param attack the attack's index
   * @param unit the unit's index, or {@link #HERO}
   * @throws IllegalArgumentException if a number is out of range
   */
  public AssignDamage {
    Words.index(enemy, "enemy");
    Words.index(attack, "attack");
    if (unit < HERO) {
      throw new IllegalArgumentException("unit must be -1 (the hero) or a unit index from 0, not " + unit);
    }
  }

  /**
   * Assigns an attack's damage to the hero.
   *
   * @param enemy the enemy's number
   * @param attack the attack's index
   * @return the action
   */
  public static AssignDamage toHero(int enemy, int attack) {
    return new AssignDamage(enemy, attack, HERO);
  }

  @Override
  public String notation() {
    return "damage " + attackText(enemy, attack) + (unit == HERO ? " hero" : " unit:" + unit);
  }

  static String attackText(int enemy, int attack) {
    return attack == 0 ? Integer.toString(enemy) : enemy + "/" + attack;
  }
}
