package io.github.mkrules.api.action;

/**
 * Take back the last action of this turn (R-UNDO-1); legal only back to the last point where information
 * was revealed, a die rolled or another player reacted (R-UNDO-2). Notation {@code undo}.
 */
public record Undo() implements Action {
  @Override
  public String notation() {
    return "undo";
  }
}
