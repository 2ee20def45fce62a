package io.github.mkrules.core.effect;

/**
 * {@code each-turn term}: for the rest of the Round, each later turn of the player starts with the term resolved
 * for them (Mana Claim: a token in each later turn). Kept in {@code PlayerState.roundEffects} until the Round ends.
 *
 * @param effect the term
 */
public record EachTurn(Effect effect) implements Effect.Word {
  /** The word. */
  public static final String WORD = "each-turn";

  /**
   * Checks the term.
   *
   * @param effect the term
   */
  public EachTurn {
    if (effect == null || Words.hasChoice(effect) || Words.asksPick(effect)) {
      throw new IllegalArgumentException(WORD + " needs a term without a choice or a pick");
    }
  }

  @Override
  public String toString() {
    return WORD + " " + Words.branch(effect);
  }
}
