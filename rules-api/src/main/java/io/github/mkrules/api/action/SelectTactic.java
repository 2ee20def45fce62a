package io.github.mkrules.api.action;

/**
 * Take a tactic card during tactic selection (R-ROUND-3.1). A tactic that acts "when you take this card"
 * (R-ROUND-3.2) and asks for a choice (Rethink's cards, Mana Steal's die, Preparation's card) asks for it next,
 * as {@link Pick} and {@link Done} steps. Notation {@code tactic <id>}.
 *
 * @param tactic the tactic id, for example {@code early-bird}
 */
public record SelectTactic(String tactic) implements Action {
  /**
   * Checks the id.
   *
   * @param tactic the tactic id
   * @throws NullPointerException if the tactic is null
   * @throws IllegalArgumentException if the id is not kebab-case
   */
  public SelectTactic {
    Words.id(tactic, "tactic");
  }

  @Override
  public String notation() {
    return "tactic " + tactic;
  }
}
