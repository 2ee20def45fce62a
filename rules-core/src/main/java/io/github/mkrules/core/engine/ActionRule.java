package io.github.mkrules.core.engine;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.action.Action;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/**
 * The rule of one action kind: its check and its effect (architecture brief: one handler per action kind). The
 * legal actions of a kind are listed by the rule's own chapter with the same check.
 *
 * @param <A> the action type
 * @param type the action type
 * @param check returns a rejection, or null if the action is legal
 * @param apply carries out a checked action
 */
public record ActionRule<A extends Action>(Class<A> type, BiFunction<Draft, A, Rejection> check,
    BiConsumer<Draft, A> apply) {
  /**
   * Checks an action of this rule's type.
   *
   * @param d the draft
   * @param action the action
   * @return a rejection, or null if legal
   */
  public Rejection checkAction(Draft d, Action action) {
    return check.apply(d, type.cast(action));
  }

  /**
   * Applies a checked action of this rule's type.
   *
   * @param d the draft
   * @param action the action
   */
  public void applyAction(Draft d, Action action) {
    apply.accept(d, type.cast(action));
  }
}
