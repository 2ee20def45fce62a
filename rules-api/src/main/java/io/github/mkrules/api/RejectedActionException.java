package io.github.mkrules.api;

import java.util.Objects;

/**
 * Thrown by {@link Result#orThrow()} when the engine refused an action. Carries the {@link Rejection}, so a
 * caller that expected the action to be legal still learns the code and the rule ID.
 */
public final class RejectedActionException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** The rejection; records are not serializable, so it is not written with the exception. */
  private final transient Rejection rejection;

  /**
   * A new exception.
   *
   * @param rejection why the action was refused
   */
  public RejectedActionException(Rejection rejection) {
    super(message(Objects.requireNonNull(rejection, "rejection")));
    this.rejection = rejection;
  }

  private static String message(Rejection rejection) {
    return "action rejected: " + rejection.code() + " (" + rejection.ruleId() + "): " + rejection.detail();
  }

  /**
   * Why the action was refused.
   *
   * @return the rejection
   */
  public Rejection rejection() {
    return rejection;
  }
}
