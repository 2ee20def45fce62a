package io.github.mkrules.api.state;

/**
 * The unblocked attack whose damage is being assigned, when a unit has absorbed part of it and the rest is still
 * to be assigned (R-COMBAT-DMG-1.2: one attack at a time; R-COMBAT-DMG-3: the rest goes on to other units or
 * the hero).
 *
 * @param enemy the enemy's number in the combat
 * @param attack the attack's index on the token
 * @param remaining the damage points still to assign, more than 0
 */
public record DamageInProgress(int enemy, int attack, int remaining) {
  /**
   * Checks the numbers.
   *
   * @param enemy the enemy's number
   * @param attack the attack's index
   * @param remaining the damage left
   * @throws IllegalArgumentException if a number is out of range
   */
  public DamageInProgress {
    if (enemy < 0 || attack < 0 || remaining < 1) {
      throw new IllegalArgumentException("bad damage in progress: enemy " + enemy + ", attack " + attack
          + ", remaining " + remaining);
    }
  }
}
