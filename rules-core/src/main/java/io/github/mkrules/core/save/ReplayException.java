package io.github.mkrules.core.save;

import io.github.mkrules.api.Rejection;
import java.util.Optional;

/**
 * A replay that does not play back: an action that is not in the notation or that the engine rejects at its step,
 * or (when hashes are checked) a state whose hash differs from the recorded one. The message names the step, its
 * action and the reason: {@code replay: step 17 'move 1,-1': rejected: NOT_ADJACENT (R-MOVE-3): ...}.
 */
public final class ReplayException extends SaveException {
  private static final long serialVersionUID = 1L;

  private final int step;
  private final transient Rejection rejection;

  /**
   * A new exception.
   *
   * @param step the failing step: 0 for the setup, then 1 for the first action
   * @param rejection the engine's rejection of the step's action, or null
   * @param message the step, its action and the reason
   */
  public ReplayException(int step, Rejection rejection, String message) {
    super(message);
    this.step = step;
    this.rejection = rejection;
  }

  /** @return the failing step: 0 for the setup, 1 for the first action */
  public int step() {
    return step;
  }

  /** @return the engine's rejection of the step's action, if it was rejected */
  public Optional<Rejection> rejection() {
    return Optional.ofNullable(rejection);
  }
}
