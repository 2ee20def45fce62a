package io.github.mkrules.api;

/** The kinds of decisions a player can be asked to make. */
public enum DecisionKind {
  /** Choose a tactic card (R-ROUND-3.1). */
  SELECT_TACTIC,
  /** Take a turn: play cards, move, explore, act, rest or end it (R-TURN). */
  TURN
}
