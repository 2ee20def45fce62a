package io.github.mkrules.api;

/**
 * What a state is waiting for: a player's decision, chance, or nothing because the game is over.
 */
public sealed interface Status {
  /**
   * A player must decide.
   *
   * @param player the index of the player who decides
   * @param kind what kind of decision
   */
  record Decision(int player, DecisionKind kind) implements Status {}

  /**
   * Chance must resolve before play goes on (the engine resolves it with its seeded source when the single
   * legal action is applied).
   *
   * @param what what is resolved, for example {@code round-preparation}
   */
  record Chance(String what) implements Status {}

  /**
   * The game is over (R-FLOW-4).
   *
   * @param reason why it ended, for example {@code round-limit}
   */
  record GameOver(String reason) implements Status {}
}
