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
  /** Choose the skill of a new even level: one of the two revealed, or one from the Common Skill offer (R-ENDTURN-6.2). */
  LEVEL_UP_SKILL,
  /** Choose the Advanced Action of a new even level from the offer (R-ENDTURN-6.2(i)). */
  LEVEL_UP_ADVANCED_ACTION,
  /** Choose which of one's units an effect acts on, for example the unit a Herbalists' ability readies (R-UNITS-6). */
  CHOOSE_UNIT,
  /**
   * Choose, for the players of a cooperative game, a tactic one of them used this round to put out of the game
   * (S-FULL-COOP-02).
   */
  REMOVE_TACTIC,
  /** Choose a space for a scenario's token, such as a secret Dungeon entrance (S-DUNGEON-LORDS-01). */
  CHOOSE_SPACE
}
