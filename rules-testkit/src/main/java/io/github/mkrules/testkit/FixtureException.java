package io.github.mkrules.testkit;

/**
 * A fixture file that cannot be used: not JSON, or a field that is missing, of the wrong type or unknown.
 * The message names the file, the fixture id and the field, for example
 * {@code move.json: fixture 'move-plains': field 'expect.player.0.fame': expected a whole number but got "one"}.
 */
public final class FixtureException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * A new exception.
   *
   * @param message file, fixture id, field and what is wrong
   */
  public FixtureException(String message) {
    super(message);
  }

  /**
   * A new exception with a cause.
   *
   * @param message file, fixture id, field and what is wrong
   * @param cause the underlying error
   */
  public FixtureException(String message, Throwable cause) {
    super(message, cause);
  }
}
