package io.github.mkrules.api.action;

import java.util.Locale;

/** What a card played sideways gives (R-CARDS-3.5): always 1 point, never ranged, siege or elemental. */
public enum SidewaysUse {
  /** Move 1. */
  MOVE,
  /** Influence 1. */
  INFLUENCE,
  /** Attack 1 (physical melee). */
  ATTACK,
  /** Block 1 (physical). */
  BLOCK;

  /**
   * The notation word.
   *
   * @return for example {@code move}
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }
}
