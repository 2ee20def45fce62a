package io.github.mkrules.api.action;

/**
 * End the pending choice with the items picked so far (see {@link io.github.mkrules.api.state.PendingChoice}).
 * Notation {@code done}.
 */
public record Done() implements Action {
  @Override
  public String notation() {
    return "done";
  }
}
