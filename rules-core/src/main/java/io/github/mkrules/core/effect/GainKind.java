package io.github.mkrules.core.effect;

import java.util.Locale;

/** What a {@link Effect.Gain} adds: a value written as {@code "<kind> N"} in the effect language. */
public enum GainKind {
  /** Move points. */
  MOVE(false),
  /** Influence points. */
  INFLUENCE(false),
  /** Healing points. */
  HEAL(false),
  /** Cards drawn from the Deed deck at once. */
  DRAW(false),
  /** Fame (may be negative). */
  FAME(true),
  /** Reputation (may be negative). */
  REPUTATION(true);

  private final boolean signed;

  GainKind(boolean signed) {
    this.signed = signed;
  }

  /**
   * Whether the amount may be negative (Fame and Reputation).
   *
   * @return true for signed kinds
   */
  public boolean signed() {
    return signed;
  }

  /**
   * The keyword in the effect language.
   *
   * @return for example {@code influence}
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }
}
