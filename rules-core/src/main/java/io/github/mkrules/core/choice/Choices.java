package io.github.mkrules.core.choice;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Done;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PendingChoiceBuilder;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.List;
import java.util.Map;

/**
 * Choices of several things made one pick at a time (issue 14): the legal picks, their checks, and handing a
 * finished choice to the rule that asked for it. A set is picked in one order only: each pick stands at or
 * after the last one in the choice's options, so no list enumerates subsets and no set can be reached twice.
 * A pick is offered only if enough items are left after it to reach the fewest picks, so a choice never
 * gets stuck; it finishes by itself when the most picks are made or nothing more can be picked.
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
   * A choice with nothing picked yet, for {@link #ask}.
   *
   * @param player who chooses
   * @param kind what it is for
   * @param rule the rule that asks for it
   * @param options the items on the table, in the order picks follow, equal items next to each other
   * @param min the fewest picks
   * @param max the most picks
   * @return a builder to add the context and secrecy to
   */
  public static PendingChoiceBuilder of(int player, DecisionKind kind, String rule, List<String> options, int min,
      int max) {
    return new PendingChoiceBuilder().player(player).kind(kind).rule(rule).options(options)
        .picked(List.of()).min(min).max(max).context(List.of()).secret(false);
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
   * The legal picks and {@code done} of the current choice, in the order of its options.
   *
   * @param d the draft
   * @param choice the current choice
   * @param out where to add them
   */
  public void legal(Draft d, PendingChoice choice, List<Action> out) {
    List<String> options = choice.options();
    int from = first(choice);
    for (int i = from; i < options.size(); i++) {
      String item = options.get(i);
      if ((i == from || !item.equals(options.get(i - 1))) && refuse(d, choice, i) == null) {
        out.add(new Pick(item));
      }
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
  public Rejection check(Draft d, Action action) {
    PendingChoice choice = current(d);
    if (choice == null) {
      return Rejection.of(RejectionCode.CHOICE_NOT_PENDING, "R-EFFECTS-1", "no choice is waiting to be made");
    }
    if (action instanceof Done) {
      return choice.picked().size() >= choice.min() ? null
          : Rejection.of(RejectionCode.CHOICE_INCOMPLETE, choice.rule(),
              "at least " + choice.min() + " must be picked, " + choice.picked().size() + " are");
    }
    if (!(action instanceof Pick)) {
      return Rejection.of(RejectionCode.CHOICE_NOT_PENDING, choice.rule(),
          "a " + choice.kind() + " choice must be finished first with pick or done");
    }
    String item = ((Pick) action).item();
    List<String> options = choice.options();
    int at = options.indexOf(item);
    if (at < 0) {
      ChoiceRule rule = rules.get(choice.kind());
      Rejection specific = rule == null ? null : rule.offTable(d, choice, item);
      return specific != null ? specific
          : Rejection.of(RejectionCode.NOT_ON_OFFER, choice.rule(), "'" + item + "' is not on the table");
    }
    int from = first(choice);
    while (at < options.size() && at < from && options.get(at).equals(item)) {
      at++;
    }
    if (at >= options.size() || !options.get(at).equals(item)) {
      return Rejection.of(RejectionCode.NOT_ON_OFFER, choice.rule(), Lists.count(choice.picked(), item)
          >= Lists.count(options, item) ? "'" + item + "' is already picked"
          : "picks follow the order of the options: '" + item + "' comes before '" + last(choice) + "'");
    }
    return refuse(d, choice, at);
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
      if (choice.picked().size() < choice.max() && canPick(d, choice)) {
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

  private boolean canPick(Draft d, PendingChoice choice) {
    for (int i = first(choice); i < choice.options().size(); i++) {
      if (refuse(d, choice, i) == null) {
        return true;
      }
    }
    return false;
  }

  /** Why the option at a position may not be picked next (it must be at or after {@link #first}), or null. */
  private Rejection refuse(Draft d, PendingChoice choice, int position) {
    int after = choice.options().size() - position; // this item and every one after it are still left
    if (choice.picked().size() + after < choice.min()) {
      return Rejection.of(RejectionCode.NOT_ON_OFFER, choice.rule(), "after '" + choice.options().get(position)
          + "' too few items would be left to pick " + choice.min());
    }
    ChoiceRule rule = rules.get(choice.kind());
    return rule == null ? null : rule.refuse(d, choice, choice.options().get(position));
  }

  /**
   * The first position that may be picked next: right after the positions the picks took, each pick taking
   * the first position of its item not taken yet.
   */
  private static int first(PendingChoice choice) {
    String last = last(choice);
    if (last == null) {
      return 0;
    }
    return choice.options().indexOf(last) + Lists.count(choice.picked(), last);
  }

  private static String last(PendingChoice choice) {
    return choice.picked().isEmpty() ? null : choice.picked().get(choice.picked().size() - 1);
  }
}
