package io.github.mkrules.core.content;

/**
 * A data or fixture file that is well-formed JSON but wrong: a missing field, an unknown id, an impossible
 * value. The message always names the file, the entry and the field.
 */
public final class DataException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * A new exception.
   *
   * @param message file, entry, field and what is wrong
   */
  public DataException(String message) {
    super(message);
  }
}
