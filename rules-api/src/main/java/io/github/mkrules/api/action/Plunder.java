package io.github.mkrules.api.action;

/**
 * Plunder the Village the hero stands on, just before one's own turn (R-TURN-1.1; the Village card allows it
 * once between two of one's turns): Reputation -1 and two cards drawn. Not an action of the turn. Notation
 * {@code plunder}.
 */
public record Plunder() implements Action {
  @Override
  public String notation() {
    return "plunder";
  }
}
