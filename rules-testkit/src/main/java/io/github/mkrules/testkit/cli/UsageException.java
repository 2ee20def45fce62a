package io.github.mkrules.testkit.cli;

/** Bad command-line arguments; the message says what is wrong. */
final class UsageException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  UsageException(String message) {
    super(message);
  }
}
