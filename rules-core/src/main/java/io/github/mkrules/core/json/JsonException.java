package io.github.mkrules.core.json;

/** A document that is not valid JSON; the message names the source, line and column. */
public final class JsonException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * A new exception.
   *
   * @param message where and what
   */
  public JsonException(String message) {
    super(message);
  }
}
