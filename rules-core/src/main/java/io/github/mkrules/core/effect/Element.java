package io.github.mkrules.core.effect;

import java.util.Locale;

/** The element of an attack or block: physical is the default and is not written. */
public enum Element {
  /** Physical (no element). */
  PHYSICAL,
  /** Fire. */
  FIRE,
  /** Ice. */
  ICE,
  /** Cold Fire (both Fire and Ice). */
  COLD_FIRE;

  /**
   * The modifier word in the effect language.
   *
   * @return for example {@code cold-fire}
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
