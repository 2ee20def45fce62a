package io.github.mkrules.core.effect;

import java.util.Locale;

/**
 * {@code GAIN per COUNT [max N]}: a gain, attack or block multiplied by a count taken when it resolves, at most N
 * in all (In Need: Influence per Wound; Heroic Tale: Reputation per unit recruited this turn; Forward March: Move
 * per Ready unit, at most 3; Glittering Fortune: Influence per crystal colour; Flame Wave: Fire Attack or Block 2
 * per enemy token faced; the rings: Fame per Spell of a colour cast this turn; Sword of Justice: Fame per enemy
 * defeated; Cold Toughness: Ice Block per symbol of the blocked enemy's token).
 *
 * @param gain the gain, attack or block for each counted thing
 * @param count what is counted
 * @param max the most it gives in all, or 0 for no limit
 */
public record PerCount(Effect gain, Count count, int max) implements Effect.Word {
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
    DEFEATED,
    /**
     * The enemy tokens the player faces in the combat: every undefeated enemy, a summoner counted as its monster
     * while the monster stands in for it (R-COMBAT-BLOCK-2.1).
     */
    ENEMY,
    /**
     * The symbols shown on the token of the enemy whose attack the Block gathered with the word blocks: its special
     * abilities, its attacks' colours (Fire, Ice, Cold Fire; not physical) and its resistances (Cold Toughness).
     * Counted when the Block is assigned (R-COMBAT-BLOCK-7), so only a Block may be counted so.
     */
    BLOCKED_SYMBOLS;

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
   * @param gain the gain, attack or block for each counted thing
   * @param count what is counted
   */
  public PerCount {
    if (gain == null || count == null) {
      throw new IllegalArgumentException("missing gain or count");
    }
    if (!(gain instanceof Effect.Gain || gain instanceof Effect.Attack || gain instanceof Effect.Block)) {
      throw new IllegalArgumentException("per counts a gain, an attack or a block, not '" + gain + "'");
    }
    if (count == Count.BLOCKED_SYMBOLS && !(gain instanceof Effect.Block)) {
      throw new IllegalArgumentException("per blocked-symbols counts a block, not '" + gain + "'");
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
  public PerCount(Effect gain, Count count) {
    this(gain, count, 0);
  }

  /**
   * The gain, attack or block a count gives, at most {@link #max} (when set) and {@link Effect#MAX_AMOUNT}.
   *
   * @param counted how many things were counted
   * @return the effect to resolve, or null when it gives nothing
   */
  public Effect times(int counted) {
    int each = gain instanceof Effect.Attack ? ((Effect.Attack) gain).amount()
        : gain instanceof Effect.Block ? ((Effect.Block) gain).amount() : ((Effect.Gain) gain).amount();
    int n = counted * each;
    n = max > 0 ? Math.min(n, max) : n;
    n = Math.max(-MAX_AMOUNT, Math.min(MAX_AMOUNT, n));
    if (n == 0) {
      return null;
    }
    if (gain instanceof Effect.Attack) {
      Effect.Attack a = (Effect.Attack) gain;
      return new Effect.Attack(n, a.kind(), a.element());
    }
    if (gain instanceof Effect.Block) {
      Effect.Block b = (Effect.Block) gain;
      return new Effect.Block(n, b.element(), b.doubleAgainstSwift());
    }
    return new Effect.Gain(((Effect.Gain) gain).kind(), n);
  }

  @Override
  public String toString() {
    return gain + " per " + count.id() + (max > 0 ? " max " + max : "");
  }
}
