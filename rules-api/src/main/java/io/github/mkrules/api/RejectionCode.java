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
  /** Ending the turn now would break a rule: the End of the Round must be announced instead (R-TURN-3.2). */
  CANNOT_END_TURN,
  /** The End of the Round cannot be announced now (R-TURN-3). */
  CANNOT_ANNOUNCE_END_OF_ROUND,
  /** There is nothing to undo back to (R-UNDO-2). */
  NOTHING_TO_UNDO,
  /** A pick or done was sent while no choice is pending, or another action while one is (issue 14). */
  CHOICE_NOT_PENDING,
  /** The picked item is not among those left to pick, or comes before the last pick (issue 14). */
  NOT_ON_OFFER,
  /** Done before the fewest picks the choice needs (issue 14). */
  CHOICE_INCOMPLETE,
  /** The turn's action (a combat, an interaction) was already taken (R-TURN-6, R-COMBAT-START-2). */
  ACTION_TAKEN,
  /** A combat action outside combat, or in the wrong combat phase (R-COMBAT-START-3). */
  NOT_IN_COMBAT,
  /** No enemy there to fight, challenge or enter against (R-COMBAT-START-1). */
  NO_ENEMY,
  /** The enemy cannot be targeted now: defeated, replaced by its summoned monster, doubly fortified, or out of order (R-COMBAT-RANGED-3, R-COMBAT-BLOCK-2.1). */
  INVALID_TARGET,
  /** Only Siege attacks count against a fortified enemy in the Ranged and Siege phase (R-COMBAT-RANGED-3.1). */
  TARGET_FORTIFIED,
  /** The attack does not reach the targets' total Armour, so it would have no effect (R-COMBAT-RANGED-5, R-COMBAT-RANGED-6). */
  ATTACK_TOO_WEAK,
  /** The Block does not stop the whole attack (R-COMBAT-BLOCK-6, R-COMBAT-BLOCK-8). */
  BLOCK_TOO_WEAK,
  /** The Assign Damage phase cannot end while an unblocked attack's damage is not assigned (R-COMBAT-DMG-7). */
  DAMAGE_NOT_ASSIGNED,
  /** The damage cannot go to that unit (wounded, absent, or not allowed) (R-COMBAT-DMG-3, R-COMBAT-DMG-4). */
  INVALID_DAMAGE_TARGET,
  /** The player has no unit with that index (R-UNITS-2). */
  NO_SUCH_UNIT,
  /** The unit is Spent: its Command token lies on it until the round ends (R-UNITS-5.1). */
  UNIT_NOT_READY,
  /** A Wounded unit cannot be activated until it is healed (R-WOUND-2.1). */
  UNIT_WOUNDED,
  /** Every Command token is in use: a unit must be disbanded to make room (R-UNITS-3, R-UNITS-4.1). */
  NO_COMMAND_TOKEN,
  /** No interaction here or now: not an inhabited site the player may use, the Reputation track's X, or the turn's action is taken (R-INTERACT-1, R-INTERACT-2.1). */
  CANNOT_INTERACT,
  /** Buying and recruiting need an interaction begun this turn (R-INTERACT-1). */
  NOT_INTERACTING,
  /** The site does not offer that: the unit lacks the site's icon, or the site sells no such thing (R-INTERACT-4). */
  NOT_OFFERED_HERE,
  /** The Influence gathered does not pay the price (R-INTERACT-4). */
  NOT_ENOUGH_INFLUENCE,
  /** The Healing points gathered do not pay for that healing (R-WOUND-3.3). */
  NOT_ENOUGH_HEALING,
  /** A mana token that must be spent at once waits: the next action must pay with it (Invocation, R-SKILLS-3). */
  TOKEN_NOT_SPENT;

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
