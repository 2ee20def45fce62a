package io.github.mkrules.api;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import java.util.List;

/** The outcome of {@link Engine#apply}: the next state with its events, or a rejection. */
public sealed interface Result {
  /**
   * Whether the action was accepted.
   *
   * @return true for {@link Applied}
   */
  boolean accepted();

  /**
   * The next state, for callers that expect the action to be legal (replays, scripts, tests).
   *
   * @return the state of an {@link Applied} result
   * @throws RejectedActionException carrying the {@link Rejection} if the action was refused
   */
  GameState orThrow();

  /**
   * The action was applied.
   *
   * @param state the next state
   * @param events what happened, in order
   */
  record Applied(GameState state, List<Event> events) implements Result {
    /**
     * Copies the events.
     *
     * @param state the next state
     * @param events what happened
     */
    public Applied {
      java.util.Objects.requireNonNull(state, "state");
      events = List.copyOf(events);
    }

    @Override
    public boolean accepted() {
      return true;
    }

    @Override
    public GameState orThrow() {
      return state;
    }
  }

  /**
   * The action was refused; the input state is unchanged.
   *
   * @param rejection why
   */
  record Rejected(Rejection rejection) implements Result {
    /**
     * Checks the rejection is present.
     *
     * @param rejection why
     */
    public Rejected {
      java.util.Objects.requireNonNull(rejection, "rejection");
    }

    @Override
    public boolean accepted() {
      return false;
    }

    @Override
    public GameState orThrow() {
      throw new RejectedActionException(rejection);
    }
  }
}
