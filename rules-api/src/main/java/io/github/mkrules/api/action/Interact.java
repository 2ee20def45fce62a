package io.github.mkrules.api.action;

/**
 * Begin interacting with the inhabitants of the site the hero stands on, as the turn's action (R-INTERACT-1,
 * R-TURN-6.3): movement ends, Move and Influence points gathered before are lost (R-TURN-6.5), and the
 * Reputation modifier (and a conquered City's shield bonus) is added to the Influence once, fixed for the
 * turn (R-INTERACT-2.1, R-INTERACT-3.1, R-INTERACT-5.1). Notation {@code interact}.
 */
public record Interact() implements Action {
  @Override
  public String notation() {
    return "interact";
  }
}
