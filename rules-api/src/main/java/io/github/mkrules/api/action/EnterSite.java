package io.github.mkrules.api.action;

/**
 * Enter the adventure site the hero stands on and fight its enemies, as the turn's action
 * (R-COMBAT-START-1.2). Notation {@code enter-site}.
 */
public record EnterSite() implements Action {
  @Override
  public String notation() {
    return "enter-site";
  }
}
