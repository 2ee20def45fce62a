package io.github.mkrules.core.save;

/**
 * A save, replay or other JSON document that cannot be read: not JSON, cut short, of another format or a newer
 * version, or with a field that is missing, unknown or impossible. The message names the document and the field
 * ({@code save: field 'state.players[0].fame': expected a whole number but got "x"}); nothing was loaded.
 */
public class SaveException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * A new exception.
   *
   * @param message the document, the field and what is wrong
   */
  public SaveException(String message) {
    super(message);
  }
}
