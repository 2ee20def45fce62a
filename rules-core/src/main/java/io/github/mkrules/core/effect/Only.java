package io.github.mkrules.core.effect;

import java.util.Locale;

/**
 * {@code only WHEN}: the alternative may be played only at that moment of a combat (Into the Heat: at the start
 * of a combat).
 *
 * @param when the moment
 */
public record Only(When when) implements Effect.Word {
  /** A moment at which an effect may be played. */
  public enum When {
    /** A combat has begun and nothing was attacked or played for an attack yet. */
    COMBAT_START,
    /** The Ranged and Siege phase (R-COMBAT-RANGED). */
    RANGED_PHASE,
    /** The Block phase (R-COMBAT-BLOCK). */
    BLOCK_PHASE,
    /** The Attack phase (R-COMBAT-ATTACK). */
    ATTACK_PHASE,
    /** Outside combat (I Feel No Pain, Inspiration). */
    NO_COMBAT,
    /** While interacting with the inhabitants of a site (Glittering Fortune, R-INTERACT-1). */
    INTERACTING,
    /** By Day, or under Day rules (Polarization's black mana). */
    DAY,
    /** At Night, or under Night rules (Polarization's gold mana). */
    NIGHT;

    /**
     * The word in the effect language.
     *
     * @return for example {@code combat-start}
     */
    public String id() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /**
   * Checks the moment.
   *
   * @param when the moment
   */
  public Only {
    if (when == null) {
      throw new IllegalArgumentException("missing moment");
    }
  }

  @Override
  public String toString() {
    return "only " + when.id();
  }
}
