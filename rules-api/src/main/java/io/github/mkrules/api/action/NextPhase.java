package io.github.mkrules.api.action;

/**
 * End the current combat phase and go to the next; after the Attack phase the combat ends (R-COMBAT-START-3,
 * R-COMBAT-OUTCOME-1). Notation {@code next-phase}.
 */
public record NextPhase() implements Action {
  @Override
  public String notation() {
    return "next-phase";
  }
}
