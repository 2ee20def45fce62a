package io.github.mkrules.core.effect;

/**
 * What an {@code if} or {@code only} of the effect language asks of the moment the effect is used.
 */
public enum Condition {
  /** A Day round (as the rules count it, R-ROUND-1). */
  DAY("day"),
  /** A Night round. */
  NIGHT("night"),
  /** A combat is in progress. */
  COMBAT("combat"),
  /** No combat is in progress. */
  NO_COMBAT("no-combat"),
  /** The hero stands in a forest. */
  FOREST("forest"),
  /** The user's Fame is strictly lower than every other player's (true when playing alone). */
  LOWEST_FAME("lowest-fame"),
  /** The user is interacting with the inhabitants of a site (R-INTERACT-1). */
  INTERACTING("interacting"),
  /** The Ranged and Siege phase of a combat. */
  RANGED_PHASE("ranged-phase"),
  /** The Block phase of a combat. */
  BLOCK_PHASE("block-phase"),
  /** The Attack phase of a combat. */
  ATTACK_PHASE("attack-phase");

  private final String id;

  Condition(String id) {
    this.id = id;
  }

  /** @return the word in the effect language */
  public String id() {
    return id;
  }

  /**
   * The condition of a word.
   *
   * @param id the word
   * @return the condition, or null if none has that word
   */
  public static Condition fromId(String id) {
    for (Condition c : values()) {
      if (c.id.equals(id)) {
        return c;
      }
    }
    return null;
  }
}
