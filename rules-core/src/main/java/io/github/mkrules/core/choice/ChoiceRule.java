package io.github.mkrules.core.choice;

import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.core.engine.Draft;

/** The rule that asked for a choice, finishing its work once the choice is made. */
@FunctionalInterface
public interface ChoiceRule {
  /**
   * Carries out what was chosen.
   *
   * @param d the draft
   * @param choice the finished choice, already removed from the pending ones
   */
  void finish(Draft d, PendingChoice choice);
}
