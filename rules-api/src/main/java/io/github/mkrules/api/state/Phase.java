package io.github.mkrules.api.state;

/** The stage of a round. */
public enum Phase {
  /** Players choose tactics in order of lowest Fame (R-ROUND-3). */
  TACTIC_SELECTION,
  /** Players take turns in Round Order (R-ROUND-4). */
  PLAYER_TURNS,
  /** The game is over (R-FLOW-4). */
  GAME_OVER
}
