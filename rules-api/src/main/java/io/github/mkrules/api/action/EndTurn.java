package io.github.mkrules.api.action;

/** Declare the turn over and carry out the end of turn (R-TURN-8, R-ENDTURN). Notation {@code end-turn}. */
public record EndTurn() implements Action {
  @Override
  public String notation() {
    return "end-turn";
  }
}
