package io.github.mkrules.core.encoding;

/**
 * An action or a view that the encodings of a scenario cannot represent: an id that is not in the content set, a
 * hex outside the scenario's map, or more variants of one kind of action than its block holds (docs/bots.md).
 * {@code simulate --check-encoding} counts them; a correct encoding never throws it for a state of its scenario.
 */
public final class EncodingException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * An encoding failure.
   *
   * @param message what could not be encoded, and why
   */
  public EncodingException(String message) {
    super(message);
  }
}
