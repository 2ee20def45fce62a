package io.github.mkrules.api;

/** The kinds of decisions a player can be asked to make. */
public enum DecisionKind {
  /** Choose a tactic card (R-ROUND-3.1). */
  SELECT_TACTIC,
  /** Take a turn: play cards, move, explore, act, rest or end it (R-TURN). */
  TURN,
  /** Fight a combat: play cards, target, strike, block, assign damage, go to the next phase (R-COMBAT). */
  COMBAT,
  /** Choose a combat reward at the end of the turn, one pick at a time (R-ENDTURN-5). */
  CHOOSE_REWARD,
  /**
   * Choose, for the players of a cooperative game, a tactic one of them used this round to put out of the game
   * (S-FULL-COOP-02).
   */
  REMOVE_TACTIC,
  /** Choose a space for a scenario's token, such as a secret Dungeon entrance (S-DUNGEON-LORDS-01). */
  CHOOSE_SPACE
}
