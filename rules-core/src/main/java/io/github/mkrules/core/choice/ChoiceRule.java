package io.github.mkrules.core.choice;

import io.github.mkrules.api.Rejection;
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

  /**
   * A rule's own limit on the next pick, beyond being left and in order (for example Mana Search's depleted
   * dice first, R-MANA-3.3). A rule that refuses a pick must still leave a way to finish the choice.
   *
   * @param d the draft
   * @param choice the choice so far
   * @param item an item left to pick
   * @return a rejection citing the rule, or null if the item may be picked
   */
  default Rejection refuse(Draft d, PendingChoice choice, String item) {
    return null;
  }

  /**
   * Why an item that is not on the table cannot be picked, in the rule's own words (for example a depleted die
   * offered as mana, R-MANA-3.3), or null for the generic answer.
   *
   * @param d the draft
   * @param choice the choice so far
   * @param item the item asked for
   * @return a rejection citing the rule, or null
   */
  default Rejection offTable(Draft d, PendingChoice choice, String item) {
    return null;
  }
}
