package io.github.mkrules.api.action;

import java.util.List;

/**
 * Declare the turn over and carry out the end of turn (R-TURN-8, R-ENDTURN), first discarding the named
 * non-Wound cards from hand (R-ENDTURN-7.1; at least one if no card was played or discarded this turn).
 * With an empty deck and hand after the End of the Round was announced, this is the forfeit of R-TURN-3.4.
 * Notation {@code end-turn [<card>...]}.
 *
 * @param discards the cards discarded from hand before drawing
 */
public record EndTurn(List<String> discards) implements Action {
  /**
   * Copies the list.
   *
   * @param discards the cards discarded from hand before drawing
   */
  public EndTurn {
    discards = List.copyOf(discards);
  }

  /** Ends the turn without discarding. */
  public EndTurn() {
    this(List.of());
  }

  @Override
  public String notation() {
    return discards.isEmpty() ? "end-turn" : "end-turn " + String.join(" ", discards);
  }
}
