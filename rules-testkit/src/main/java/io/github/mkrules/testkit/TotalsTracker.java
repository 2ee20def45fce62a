package io.github.mkrules.testkit;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Totals of one game counted from its events and kept through undos: an undone action's events no longer count
 * (R-UNDO-1), so the totals before each action that can still be undone are remembered.
 *
 * @param <T> the kind of totals
 */
class TotalsTracker<T> {
  private final BiFunction<T, List<Event>, T> add;
  private T totals;
  private final Deque<T> beforeUndoable = new ArrayDeque<>();

  /**
   * A tracker starting from nothing.
   *
   * @param none the totals before the first action
   * @param add adds the events of one action to the totals
   */
  TotalsTracker(T none, BiFunction<T, List<Event>, T> add) {
    this.totals = none;
    this.add = add;
  }

  /**
   * Counts one applied action.
   *
   * @param action the action
   * @param next the state it gave
   * @param events its events
   */
  void step(Action action, GameState next, List<Event> events) {
    if (action instanceof Undo) {
      if (!beforeUndoable.isEmpty()) {
        totals = beforeUndoable.pop();
      }
      return;
    }
    if (next.undo() == null) {
      beforeUndoable.clear();
    } else {
      beforeUndoable.push(totals);
    }
    totals = add.apply(totals, events);
  }

  /** @return the game's totals so far */
  T totals() {
    return totals;
  }
}
