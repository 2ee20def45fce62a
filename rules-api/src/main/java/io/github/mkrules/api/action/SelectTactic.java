package io.github.mkrules.api.action;

/**
 * Take a tactic card during tactic selection (R-ROUND-3.1). Notation {@code tactic <id>}.
 *
 * @param tactic the tactic id, for example {@code early-bird}
 */
public record SelectTactic(String tactic) implements Action {
  @Override
  public String notation() {
    return "tactic " + tactic;
  }
}
