package io.github.mkrules.core.effect;

/**
 * {@code GAIN per COUNT [max N]}: a gain times a count taken when the effect is used, at most N in all (Forward
 * March, Glittering Fortune).
 *
 * @param gain the gain for each thing counted
 * @param count what is counted
 * @param max the most it gives in all, or 0 for no limit
 */
public record Per(Gain gain, Count count, int max) implements Effect.Word {
  /** What a {@code per} counts. */
  public enum Count {
    /** Wound cards in hand and on units. */
    WOUND("wound"),
    /** The different colours among the crystals in the Inventory. */
    CRYSTAL_COLOR("crystal-color"),
    /** The user's units that are Ready and unwounded. */
    READY_UNIT("ready-unit");

    private final String id;

    Count(String id) {
      this.id = id;
    }

    /** @return the word */
    public String id() {
      return id;
    }

    /**
     * The count of a word.
     *
     * @param id the word
     * @return the count, or null
     */
    public static Count fromId(String id) {
      for (Count c : values()) {
        if (c.id.equals(id)) {
          return c;
        }
      }
      return null;
    }
  }

  /**
   * Checks the parts.
   *
   * @param gain the gain for each
   * @param count what is counted
   * @param max the limit, 0 for none
   */
  public Per {
    if (gain == null || count == null || max < 0 || max > MAX_AMOUNT) {
      throw new IllegalArgumentException("a per needs a gain, a count and a limit of 0 to " + MAX_AMOUNT);
    }
  }

  @Override
  public String toString() {
    return gain + " per " + count.id() + (max > 0 ? " max " + max : "");
  }
}
