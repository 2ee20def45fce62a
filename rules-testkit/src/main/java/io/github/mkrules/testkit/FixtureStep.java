package io.github.mkrules.testkit;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import java.util.Optional;

/**
 * One step of a fixture: an action that must be accepted or rejected, or a question about the legal actions.
 *
 * @param kind what the step asserts
 * @param notation the action as written in the fixture
 * @param action the parsed action
 * @param code for {@link Kind#REJECTED}, the expected rejection code, if given
 * @param rule for {@link Kind#REJECTED}, the expected rule ID (or a parent item of it), if given
 */
public record FixtureStep(Kind kind, String notation, Action action, Optional<RejectionCode> code,
    Optional<String> rule) {
  /** What a step asserts. */
  public enum Kind {
    /** The action is applied and must be accepted. */
    ACCEPTED,
    /** The action must be rejected; the state stays as it was. */
    REJECTED,
    /** The action must be among {@code engine.legalActions(state)}. */
    LEGAL,
    /** The action must not be among {@code engine.legalActions(state)}. */
    NOT_LEGAL
  }

  /**
   * A short description for messages, for example {@code rejected 'move 1,0'}.
   *
   * @return the description
   */
  public String describe() {
    switch (kind) {
      case REJECTED:
        return "rejected '" + notation + "'";
      case LEGAL:
        return "legal '" + notation + "'";
      case NOT_LEGAL:
        return "notLegal '" + notation + "'";
      default:
        return "'" + notation + "'";
    }
  }
}
