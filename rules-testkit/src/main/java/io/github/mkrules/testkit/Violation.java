package io.github.mkrules.testkit;

/**
 * One broken invariant or conformance property.
 *
 * @param ruleId the rule it breaks, for example {@code R-SETUP-11.2}
 * @param message what was found, with the particulars
 */
public record Violation(String ruleId, String message) {
  /**
   * The violation as an assertion error.
   *
   * @return an {@link InvariantViolation} with this rule ID and message
   */
  public InvariantViolation toError() {
    return new InvariantViolation(ruleId, message);
  }

  @Override
  public String toString() {
    return ruleId + ": " + message;
  }
}
