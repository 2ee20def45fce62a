package io.github.mkrules.core.effect;

import java.util.Locale;

/**
 * {@code GAIN per COUNT [max N]}: a gain multiplied by a count taken when it resolves, at most N in all (In Need:
 * Influence per Wound; Heroic Tale: Reputation per unit recruited this turn; Forward March: Move per Ready unit,
 * at most 3; Glittering Fortune: Influence per crystal colour; the rings: Fame per Spell of a colour cast this turn;
 * Sword of Justice: Fame per enemy defeated).
 *
 * @param gain the gain for each counted thing
 * @param count what is counted
 * @param max the most it gives in all, or 0 for no limit
 */
public record PerCount(Effect.Gain gain, Count count, int max) implements Effect.Word {
  /** What a {@link PerCount} counts. */
  public enum Count {
    /** Wound cards in hand and on the player's units. */
    WOUND,
    /** Units recruited this turn. */
    RECRUITED,
    /** The different colours among the crystals in the Inventory. */
    CRYSTAL_COLOR,
    /** The player's units that are Ready and unwounded. */
    READY_UNIT,
    /** Red Spells cast this turn (R-CARDS-3.2; Ruby Ring). */
    SPELL_RED,
    /** Blue Spells cast this turn (Sapphire Ring). */
    SPELL_BLUE,
    /** Green Spells cast this turn (Emerald Ring). */
    SPELL_GREEN,
    /** White Spells cast this turn (Diamond Ring). */
    SPELL_WHITE,
    /** Enemies defeated in this turn's combat (R-COMBAT-OUTCOME; Sword of Justice). */
    DEFEATED;

    /**
     * The word in the effect language.
     *
     * @return for example {@code wound}
     */
    public String id() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /**
   * Checks the parts.
   *
   * @param gain the gain for each counted thing
   * @param count what is counted
   */
  public PerCount {
    if (gain == null || count == null) {
      throw new IllegalArgumentException("missing gain or count");
    }
    if (max < 0 || max > MAX_AMOUNT) {
      throw new IllegalArgumentException("per limit " + max + " out of range");
    }
  }

  /**
   * A count without a limit.
   *
   * @param gain the gain for each counted thing
   * @param count what is counted
   */
  public PerCount(Effect.Gain gain, Count count) {
    this(gain, count, 0);
  }

  @Override
  public String toString() {
    return gain + " per " + count.id() + (max > 0 ? " max " + max : "");
  }
}
