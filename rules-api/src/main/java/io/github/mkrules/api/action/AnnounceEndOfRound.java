package io.github.mkrules.api.action;

/**
 * Forfeit the turn and announce the End of the Round (R-TURN-3); every other player takes one last turn.
 * Notation {@code end-round}.
 */
public record AnnounceEndOfRound() implements Action {
  @Override
  public String notation() {
    return "end-round";
  }
}
