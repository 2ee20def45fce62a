package io.github.mkrules.api.action;

/** A line of text that is not an action of the notation; the message says which part is wrong. */
public final class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /**
   * A new exception.
   *
   * @param message the offending text and what was expected
   */
  public NotationException(String message) {
    super(message);
  }
}
