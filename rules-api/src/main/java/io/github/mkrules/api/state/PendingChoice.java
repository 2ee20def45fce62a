package io.github.mkrules.api.state;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import org.immutables.value.Value;

/**
 * A choice of several things made one pick at a time (issue 14: no legal-action list enumerates subsets). The
 * player picks items from {@code options} one by one with {@code pick}, never an item that sorts before the
 * last pick (so a set of items has exactly one order), and says {@code done} once at least {@code min} items
 * are picked; the choice completes by itself when {@code max} items are picked or nothing is left to pick.
 *
 * @param player who chooses (any player, also outside their own turn)
 * @param kind what the choice is for
 * @param options the items on the table, sorted; an item may appear several times
 * @param picked the items picked so far, sorted
 * @param min the fewest picks before {@code done} is allowed
 * @param max the most picks
 * @param context what the rule that asked needs to finish the choice (for example the card being played),
 *     visible to every player
 * @param secret whether only the chooser sees the options and picks (cards drawn from a face-down deck)
 */
@ValueStyle
@Value.Builder
public record PendingChoice(
    int player,
    DecisionKind kind,
    List<String> options,
    List<String> picked,
    int min,
    int max,
    List<String> context,
    boolean secret) implements WithPendingChoice {
  /**
   * Copies the lists.
   *
   * @param player player
   * @param kind kind
   * @param options options
   * @param picked picked
   * @param min min
   * @param max max
   * @param context context
   * @param secret secret
   */
  public PendingChoice {
    options = List.copyOf(options);
    picked = List.copyOf(picked);
    context = List.copyOf(context);
  }
}
