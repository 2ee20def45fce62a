package io.github.mkrules.core.choice;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Done;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Choices of several things made one pick at a time (issue 14): the legal picks, their checks, and handing a
 * finished choice to the rule that asked for it. A set is picked in one order only: each pick sorts at or
 * after the last one, so no list enumerates subsets and no set can be reached twice.
 */
public final class Choices {
  private final Map<DecisionKind, ChoiceRule> rules;

  /**
   * The choices of an engine.
   *
   * @param rules the rule that finishes each kind of choice
   */
  public Choices(Map<DecisionKind, ChoiceRule> rules) {
    this.rules = Map.copyOf(rules);
  }

  /**
   * Asks a player to choose: the choice goes on top of the pending ones.
   *
   * @param d the draft
   * @param choice the choice, with nothing picked yet
   */
  public static void ask(Draft d, PendingChoice choice) {
    d.choices = Lists.with(d.choices, choice);
  }

  /**
   * The choice to make now, or null.
   *
   * @param d the draft
   * @return the top pending choice
   */
  public static PendingChoice current(Draft d) {
    return d.choices.isEmpty() ? null : d.choices.get(d.choices.size() - 1);
  }

  /**
   * The legal picks and {@code done} of the current choice.
   *
   * @param choice the current choice
   * @param out where to add them
   */
  public static void legal(PendingChoice choice, List<Action> out) {
    String last = choice.picked().isEmpty() ? null : choice.picked().get(choice.picked().size() - 1);
    String previous = null;
    for (String item : left(choice)) {
      if (!item.equals(previous) && (last == null || item.compareTo(last) >= 0)) {
        out.add(new Pick(item));
      }
      previous = item;
    }
    if (choice.picked().size() >= choice.min()) {
      out.add(new Done());
    }
  }

  /**
   * Checks a pick or done.
   *
   * @param d the draft
   * @param action the action
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, Action action) {
    PendingChoice choice = current(d);
    if (choice == null) {
      return Rejection.of(RejectionCode.CHOICE_NOT_PENDING, "R-EFFECTS-1", "no choice is waiting to be made");
    }
    if (action instanceof Done) {
      return choice.picked().size() >= choice.min() ? null
          : Rejection.of(RejectionCode.CHOICE_INCOMPLETE, "R-EFFECTS-1",
              "at least " + choice.min() + " must be picked, " + choice.picked().size() + " are");
    }
    if (!(action instanceof Pick)) {
      return Rejection.of(RejectionCode.CHOICE_NOT_PENDING, "R-EFFECTS-1",
          "a " + choice.kind() + " choice must be finished first with pick or done");
    }
    String item = ((Pick) action).item();
    String last = choice.picked().isEmpty() ? null : choice.picked().get(choice.picked().size() - 1);
    if (!left(choice).contains(item)) {
      return Rejection.of(RejectionCode.NOT_ON_OFFER, "R-EFFECTS-1", "'" + item + "' is not left to pick");
    }
    if (last != null && item.compareTo(last) < 0) {
      return Rejection.of(RejectionCode.NOT_ON_OFFER, "R-EFFECTS-1",
          "picks are made in sorted order: '" + item + "' comes before '" + last + "'");
    }
    return null;
  }

  /**
   * Applies a checked pick or done; a finished choice is handed to its rule.
   *
   * @param d the draft
   * @param action the pick or done
   */
  public void apply(Draft d, Action action) {
    PendingChoice choice = current(d);
    d.choices = d.choices.subList(0, d.choices.size() - 1);
    if (action instanceof Pick) {
      choice = choice.withPicked(Lists.with(choice.picked(), ((Pick) action).item()));
      if (choice.picked().size() < choice.max() && !left(choice).isEmpty()) {
        d.choices = Lists.with(d.choices, choice);
        return;
      }
    }
    ChoiceRule rule = rules.get(choice.kind());
    if (rule == null) {
      throw new IllegalStateException("no rule finishes a " + choice.kind() + " choice");
    }
    rule.finish(d, choice);
  }

  /** The options not picked yet, sorted. */
  private static List<String> left(PendingChoice choice) {
    List<String> out = new ArrayList<>(choice.options());
    for (String item : choice.picked()) {
      out.remove(item);
    }
    return out;
  }
}
