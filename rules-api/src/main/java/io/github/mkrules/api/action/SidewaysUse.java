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

  /**
   * The use with the given notation word.
   *
   * @param id for example {@code move}
   * @return the use
   * @throws IllegalArgumentException if the word is none of move, influence, attack, block
   */
  public static SidewaysUse fromId(String id) {
    for (SidewaysUse use : values()) {
      if (use.id().equals(id)) {
        return use;
      }
    }
    throw new IllegalArgumentException("expected move, influence, attack or block but got '" + id + "'");
  }
}
