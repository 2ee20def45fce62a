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
  /** Choose which of one's units an effect acts on, for example the unit a Herbalists' ability readies (R-UNITS-6). */
  CHOOSE_UNIT
}
