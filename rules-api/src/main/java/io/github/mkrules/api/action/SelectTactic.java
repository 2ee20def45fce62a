package io.github.mkrules.api.action;

import java.util.List;

/**
 * Take a tactic card during tactic selection (R-ROUND-3.1). A tactic that acts "when you take this card"
 * (R-ROUND-3.2) carries its choices as arguments: Rethink the cards discarded (up to 3), Mana Steal the die
 * ({@code die:<index>}), Preparation the card taken from the deck. Lists of choices are kept sorted, so equal choices are equal actions. Notation {@code tactic <id> [<arg>...]}.
 *
 * @param tactic the tactic id, for example {@code early-bird}
 * @param args the choices made when taking it
 */
public record SelectTactic(String tactic, List<String> args) implements Action {
  /**
   * Checks, copies and sorts the arguments.
   *
   * @param tactic the tactic id
   * @param args the choices
   * @throws NullPointerException if the tactic, the list or an argument is null
   * @throws IllegalArgumentException if the id is not kebab-case or an argument is not a single word
   */
  public SelectTactic {
    Words.id(tactic, "tactic");
    args = Sorted.of(Words.words(args, "args"));
  }

  /**
   * Takes a tactic without choices.
   *
   * @param tactic the tactic id
   */
  public SelectTactic(String tactic) {
    this(tactic, List.of());
  }

  @Override
  public String notation() {
    return args.isEmpty() ? "tactic " + tactic : "tactic " + tactic + " " + String.join(" ", args);
  }
}
