package io.github.mkrules.api.event;

/** How a deed card was played ({@link Event.CardPlayed}): for its basic or powered effect, or sideways. */
public enum PlayMode {
  /** For its basic effect (R-CARDS-3). */
  BASIC,
  /** For its powered effect, paid with mana (R-CARDS-3). */
  POWERED,
  /** Sideways for 1 Move, Influence, Attack or Block (R-CARDS-3.5). */
  SIDEWAYS
}
