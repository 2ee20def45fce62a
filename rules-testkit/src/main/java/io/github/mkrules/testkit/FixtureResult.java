package io.github.mkrules.testkit;

import java.util.List;
import java.util.Optional;

/**
 * The outcome of running one fixture against an engine.
 *
 * @param id the fixture id
 * @param file the file the fixture came from
 * @param rules the rule IDs the fixture checks
 * @param outcome passed, failed, or a known failure
 * @param differences what differed from the fixture (empty when it passed); for a known failure, what the
 *     engine did instead
 * @param knownFailure the fixture's known-failure reason, if it has one
 */
public record FixtureResult(
    String id, String file, List<String> rules, Outcome outcome, List<String> differences,
    Optional<String> knownFailure) {
  /** How a fixture ended. */
  public enum Outcome {
    /** Every step and expectation held. */
    PASSED,
    /** Something differed, or a known failure started passing. */
    FAILED,
    /** The fixture is marked {@code knownFailure} and still fails; not counted as failed. */
    KNOWN
  }

  /**
   * Copies the lists.
   *
   * @param id id
   * @param file file
   * @param rules rules
   * @param outcome outcome
   * @param differences differences
   * @param knownFailure known failure reason
   */
  public FixtureResult {
    rules = List.copyOf(rules);
    differences = List.copyOf(differences);
  }

  /**
   * Whether the fixture passed.
   *
   * @return true for {@link Outcome#PASSED}
   */
  public boolean passed() {
    return outcome == Outcome.PASSED;
  }

  /**
   * The report of this result: a first line {@code FAIL|KNOWN|PASS <id> [<rule IDs>] (<file>)}, with the
   * known-failure reason, then one line {@code   - <difference>} for each difference (the step, the path or event,
   * the expected and the actual value).
   *
   * @return the report, lines separated by {@code \n}
   */
  public String report() {
    StringBuilder out = new StringBuilder(outcome == Outcome.PASSED ? "PASS" : outcome == Outcome.FAILED ? "FAIL"
        : "KNOWN").append(' ').append(id).append(' ').append(rules).append(" (").append(file).append(')');
    knownFailure.ifPresent(reason -> out.append(": known failure: ").append(reason));
    for (String difference : differences) {
      out.append("\n  - ").append(difference);
    }
    return out.toString();
  }

  /**
   * Whether the fixture counts as failed.
   *
   * @return true for {@link Outcome#FAILED}
   */
  public boolean failed() {
    return outcome == Outcome.FAILED;
  }
}
