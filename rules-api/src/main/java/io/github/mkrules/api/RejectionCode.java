package io.github.mkrules.api;

/** Why an action was rejected. Each code comes with the rule ID that forbids the action. */
public enum RejectionCode {
  /** The game is over. */
  GAME_OVER,
  /** It is not this kind of decision now (for example playing a card during tactic selection). */
  WRONG_PHASE,
  /** The tactic is not available. */
  TACTIC_UNAVAILABLE,
  /** The card is not in the player's hand. */
  CARD_NOT_IN_HAND,
  /** Wounds cannot be played (R-CARDS-3.4) or discarded as a cost (R-CARDS-6.1). */
  WOUND_NOT_PLAYABLE,
  /** The effect or option cannot be used now. */
  EFFECT_NOT_USABLE,
  /** The mana named is not available or is the wrong colour. */
  MANA_UNAVAILABLE,
  /** A second Source die this turn (R-MANA-3). */
  DIE_LIMIT,
  /** Moving or exploring outside the movement phase, or after the action (R-TURN-6.4). */
  NOT_MOVEMENT_PHASE,
  /** The target space is not adjacent. */
  NOT_ADJACENT,
  /** Not enough Move points. */
  NOT_ENOUGH_MOVE,
  /** The terrain cannot be entered (lake, mountains). */
  IMPASSABLE,
  /** The space cannot be entered (another hero, rampaging enemies, unsupported combat). */
  SPACE_BLOCKED,
  /** The tile slot cannot hold a tile now (R-MOVE-5). */
  CANNOT_EXPLORE,
  /** Resting is not allowed now or the discards are not a legal rest (R-TURN-7). */
  ILLEGAL_REST,
  /** Ending the turn now would break a rule (R-TURN-5.1). */
  CANNOT_END_TURN,
  /** The End of the Round cannot be announced now (R-TURN-3). */
  CANNOT_ANNOUNCE_END_OF_ROUND,
  /** There is nothing to undo back to (R-UNDO-2). */
  NOTHING_TO_UNDO;

  private final String messageKey =
      "rejection." + name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');

  /**
   * The key of the localised message for this code.
   *
   * @return for example {@code rejection.die-limit}
   */
  public String messageKey() {
    return messageKey;
  }
}
