package io.github.mkrules.testkit;

/**
 * A broken invariant or conformance property, with the rule it breaks. Thrown by
 * {@link Invariants#assertNone(java.util.List)}; an {@link AssertionError}, so test frameworks report it as a
 * failure.
 */
public final class InvariantViolation extends AssertionError {
  private static final long serialVersionUID = 1L;

  /** The rule ID, for example {@code R-MANA-1.2}. */
  private final String ruleId;

  /**
   * A new violation.
   *
   * @param ruleId the rule that is broken
   * @param message what was found
   */
  public InvariantViolation(String ruleId, String message) {
    super(ruleId + ": " + message);
    this.ruleId = ruleId;
  }

  /** @return the rule ID that is broken */
  public String ruleId() {
    return ruleId;
  }
}
