package io.github.mkrules.core.effect;

import java.util.Locale;

/**
 * {@code if COND term [else term]}: a term that resolves only when a condition holds at the moment it resolves,
 * with an optional term for when it does not (Refreshing Walk's Heal outside combat, FRAG-6; Restoration's
 * forest, FRAG-5; the Day and Night values of skills). The branches hold no choice, so a condition never
 * changes the options of a play.
 *
 * @param condition when the first term applies
 * @param then the term when it holds
 * @param otherwise the term when it does not, or null for nothing
 */
public record Conditional(Condition condition, Effect then, Effect otherwise) implements Effect.Word {
  /** What a condition asks about the moment the effect resolves. */
  public enum Condition {
    /** It is Day (R-ROUND-1). */
    DAY,
    /** It is Night. */
    NIGHT,
    /** A combat is in progress. */
    COMBAT,
    /** No combat is in progress. */
    NO_COMBAT,
    /** The hero stands in a forest. */
    FOREST;

    /**
     * The word in the effect language.
     *
     * @return for example {@code no-combat}
     */
    public String id() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /**
   * Checks that no branch holds a choice.
   *
   * @param condition when the first term applies
   * @param then the term when it holds
   * @param otherwise the term when it does not, or null
   */
  public Conditional {
    if (condition == null || then == null) {
      throw new IllegalArgumentException("a condition needs a condition and a term");
    }
    if (Words.hasChoice(then) || otherwise != null && Words.hasChoice(otherwise)) {
      throw new IllegalArgumentException("the terms of \"if\" may not hold a choice (\" | \")");
    }
  }

  @Override
  public String toString() {
    return "if " + condition.id() + " " + Words.branch(then) + (otherwise == null ? "" : " else " + Words.branch(otherwise));
  }
}
