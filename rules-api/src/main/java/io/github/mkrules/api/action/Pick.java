package io.github.mkrules.api.action;

/**
 * Pick one item of the pending choice (see {@link io.github.mkrules.api.state.PendingChoice}): a card, a die, a
 * colour, a reward. Notation {@code pick <item>}.
 *
 * @param item the item, one word as the choice lists it
 */
public record Pick(String item) implements Action {
  /**
   * Checks the item is one word.
   *
   * @param item the item
   * @throws IllegalArgumentException if it is empty or not one word
   */
  public Pick {
    Words.word(item, "item");
  }

  @Override
  public String notation() {
    return "pick " + item;
  }
}
