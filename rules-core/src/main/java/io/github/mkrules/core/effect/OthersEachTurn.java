package io.github.mkrules.core.effect;

/**
 * {@code others-each-turn term}: for the rest of the Round, every other player's turn starts with the term resolved
 * for that player, so its rule changes last that turn (Mana Curse). Kept in {@code PlayerState.roundEffects} until
 * the Round ends; the same as {@code while-in-centre} for a card, which has no token to take back.
 *
 * @param effect the term
 */
public record OthersEachTurn(Effect effect) implements Effect.Word {
  /** The word. */
  public static final String WORD = "others-each-turn";

  /**
   * Checks the term.
   *
   * @param effect the term
   */
  public OthersEachTurn {
    if (effect == null || Words.hasChoice(effect) || Words.asksPick(effect)) {
      throw new IllegalArgumentException(WORD + " needs a term without a choice or a pick");
    }
  }

  @Override
  public String toString() {
    return WORD + " " + Words.branch(effect);
  }
}
