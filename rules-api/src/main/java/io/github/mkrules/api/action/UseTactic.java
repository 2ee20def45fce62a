package io.github.mkrules.api.action;

import java.util.List;

/**
 * Use the effect of one's tactic card during one's turn or just before it: The Right Moment, Long Night,
 * Mana Search ({@code die:<index>} up to two), Midnight Meditation (the cards shuffled back, up to five),
 * Sparing Power ({@code stash} or {@code take}). Lists of choices are kept sorted, so equal choices are equal actions. Notation {@code use-tactic <id> [<arg>...]}.
 *
 * @param tactic the tactic id
 * @param args the choices
 */
public record UseTactic(String tactic, List<String> args) implements Action {
  /**
   * Checks, copies and sorts the arguments.
   *
   * @param tactic the tactic id
   * @param args the choices
   * @throws NullPointerException if the tactic, the list or an argument is null
   * @throws IllegalArgumentException if the id is not kebab-case or an argument is not a single word
   */
  public UseTactic {
    Words.id(tactic, "tactic");
    args = Sorted.of(Words.words(args, "args"));
  }

  @Override
  public String notation() {
    return args.isEmpty() ? "use-tactic " + tactic : "use-tactic " + tactic + " " + String.join(" ", args);
  }
}
