package io.github.mkrules.api.state;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import org.immutables.value.Value;

/**
 * A choice of several things made one pick at a time (issue 14: no legal-action list enumerates subsets). The
 * player picks items from {@code options} one by one with {@code pick}, never an item that stands before the
 * last pick in {@code options} (so a set of items has exactly one order), and says {@code done} once at least
 * {@code min} items are picked; the choice completes by itself when {@code max} items are picked or nothing
 * more can be picked.
 *
 * @param player who chooses (any player, also outside their own turn)
 * @param kind what the choice is for
 * @param rule the rule that asks for the choice, cited when a pick or done is refused (for example
 *     {@code R-ENDTURN-7.1})
 * @param options the items on the table, in the order picks follow; equal items stand next to each other, and
 *     an item may appear several times
 * @param picked the items picked so far, in the order they were picked
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
    String rule,
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
   * @param rule rule
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
