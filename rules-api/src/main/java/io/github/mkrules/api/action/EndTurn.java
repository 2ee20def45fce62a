package io.github.mkrules.api.action;

import java.util.List;

/**
 * Declare the turn over and carry out the end of turn (R-TURN-8, R-ENDTURN), first discarding the named
 * non-Wound cards from hand (R-ENDTURN-7.1; at least one if no card was played or discarded this turn). The
 * tactics that act while drawing are named with {@code use:}: {@code use:planning} (hand limit 1 higher) and
 * {@code use:long-night} (the deck is rebuilt when it runs out while drawing, R-ENDTURN-7.4). With an empty
 * deck and hand after the End of the Round was announced, this is the forfeit of R-TURN-3.4. Lists of choices are kept sorted, so equal choices are equal actions. Notation
 * {@code end-turn [<card>...] [use:<tactic>...]}.
 *
 * @param discards the cards discarded from hand before drawing
 * @param uses the tactics used while drawing
 */
public record EndTurn(List<String> discards, List<String> uses) implements Action {
  /**
   * Checks, copies and sorts the lists.
   *
   * @param discards the cards discarded from hand before drawing
   * @param uses the tactics used while drawing
   * @throws NullPointerException if a list or an entry is null
   * @throws IllegalArgumentException if an id is not kebab-case or a tactic is used twice
   */
  public EndTurn {
    discards = Sorted.of(Words.ids(discards, "discards"));
    uses = Sorted.of(Words.ids(uses, "uses"));
    for (int i = 1; i < uses.size(); i++) {
      if (uses.get(i).equals(uses.get(i - 1))) {
        throw new IllegalArgumentException("uses names the tactic '" + uses.get(i) + "' twice");
      }
    }
  }

  /**
   * Ends the turn discarding the given cards and using no tactic.
   *
   * @param discards the cards discarded from hand before drawing
   */
  public EndTurn(List<String> discards) {
    this(discards, List.of());
  }

  /** Ends the turn without discarding. */
  public EndTurn() {
    this(List.of(), List.of());
  }

  @Override
  public String notation() {
    StringBuilder sb = new StringBuilder("end-turn");
    for (String card : discards) {
      sb.append(' ').append(card);
    }
    for (String use : uses) {
      sb.append(" use:").append(use);
    }
    return sb.toString();
  }
}
