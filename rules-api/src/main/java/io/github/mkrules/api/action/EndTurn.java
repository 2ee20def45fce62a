package io.github.mkrules.api.action;

/**
 * Declare the turn over and carry out the end of turn (R-TURN-8, R-ENDTURN). The choices it asks for follow as
 * {@link Pick} and {@link Done} steps: the rewards (R-ENDTURN-5), the non-Wound cards discarded before drawing
 * (R-ENDTURN-7.1; at least one if no card was played or discarded this turn), and whether Planning or Long
 * Night acts while drawing (R-ENDTURN-7.2, R-ENDTURN-7.4). With an empty deck and hand after the End of the
 * Round was announced, this is the forfeit of R-TURN-3.4, which asks nothing. Notation {@code end-turn}.
 */
public record EndTurn() implements Action {
  @Override
  public String notation() {
    return "end-turn";
  }
}
