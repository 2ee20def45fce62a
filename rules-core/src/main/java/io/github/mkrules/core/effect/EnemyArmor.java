package io.github.mkrules.core.effect;

import java.util.Locale;

/**
 * {@code enemy all|blocked armor -N}: for the rest of the combat, an enemy's Armour changes by N, never below 1
 * (Ice Shield powered: the enemy blocked with its Block). Aimed at enemies, it is a non-attack effect: a red
 * card's change does nothing to a Fire-resistant enemy and a blue card's to an Ice-resistant one (R-ABIL-11,
 * R-ABIL-12).
 *
 * @param target which enemies
 * @param amount the change, negative
 */
public record EnemyArmor(Target target, int amount) implements Effect.Word {
  /** Which enemies an enemy word aims at. */
  public enum Target {
    /** Every enemy of the combat that is not defeated. */
    ALL,
    /** The enemy whose attack is blocked next with the Block gathered (R-COMBAT-BLOCK-3). */
    BLOCKED;

    /**
     * The word in the effect language.
     *
     * @return for example {@code blocked}
     */
    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * Checks the target and the change.
   *
   * @param target which enemies
   * @param amount the change
   */
  public EnemyArmor {
    if (target == null) {
      throw new IllegalArgumentException("missing target");
    }
    Words.checkAmount("enemy armor change", -amount, 1);
  }

  @Override
  public String toString() {
    return "enemy " + target.id() + " armor " + amount;
  }
}
