package io.github.mkrules.api.action;

/**
 * Try to burn the Monastery the hero stands on: Reputation -3 and a fight with a violet enemy, as the turn's
 * action (R-COMBAT-START-1.3). Notation {@code burn-monastery}.
 */
public record BurnMonastery() implements Action {
  @Override
  public String notation() {
    return "burn-monastery";
  }
}
