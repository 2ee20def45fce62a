package io.github.mkrules.core.effect;

import java.util.Locale;

/**
 * {@code next-unit-bonus attack|ranged|block N}: [combat] the next unit ability activated this combat that gives an
 * Attack (melee), a Ranged Attack or a Block gets +N on it, whatever its element; the bonus is then used up
 * (Leadership).
 *
 * @param kind what the bonus adds to
 * @param amount the bonus
 */
public record NextUnitBonus(Kind kind, int amount) implements Effect.Word {
  /** What a unit bonus adds to. */
  public enum Kind {
    /** A melee Attack (not Ranged, not Siege). */
    ATTACK,
    /** A Ranged Attack (not Siege). */
    RANGED,
    /** A Block. */
    BLOCK;

    /**
     * The word in the effect language.
     *
     * @return for example {@code ranged}
     */
    public String id() {
      return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Whether an atom of a unit ability is what this kind adds to.
     *
     * @param atom the atom
     * @return true for a melee Attack, a Ranged Attack or a Block as the kind says
     */
    public boolean takes(Effect atom) {
      if (atom instanceof Effect.Block) {
        return this == BLOCK;
      }
      if (!(atom instanceof Effect.Attack)) {
        return false;
      }
      AttackKind range = ((Effect.Attack) atom).kind();
      return this == ATTACK && range == AttackKind.MELEE || this == RANGED && range == AttackKind.RANGED;
    }
  }

  /**
   * Checks the bonus.
   *
   * @param kind what the bonus adds to
   * @param amount the bonus
   */
  public NextUnitBonus {
    if (kind == null) {
      throw new IllegalArgumentException("missing unit bonus kind");
    }
    Words.checkAmount("next-unit-bonus", amount, 1);
  }

  @Override
  public String toString() {
    return "next-unit-bonus " + kind.id() + " " + amount;
  }
}
