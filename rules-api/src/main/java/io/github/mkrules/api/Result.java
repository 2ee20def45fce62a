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
      events = List.copyOf(events);
    }

    @Override
    public boolean accepted() {
      return true;
    }
  }

  /**
   * The action was refused; the input state is unchanged.
   *
   * @param rejection why
   */
  record Rejected(Rejection rejection) implements Result {
    @Override
    public boolean accepted() {
      return false;
    }
  }
}
