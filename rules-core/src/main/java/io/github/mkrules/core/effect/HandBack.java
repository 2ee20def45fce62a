package io.github.mkrules.core.effect;

/**
 * {@code hand-back term}: [interactive, cooperative] while the token lies in the centre, another player may hand it
 * back to its owner face down in their own turn, with the action that uses the skill, and then gets the term
 * (R-SKILLS-4.2; Ritual of Pain, Calming the Weather). When the owner uses the skill it does nothing.
 *
 * @param effect the term
 */
public record HandBack(Effect effect) implements Effect.Word {
  /** The word. */
  public static final String WORD = "hand-back";

  /**
   * Checks the term.
   *
   * @param effect the term
   */
  public HandBack {
    if (effect == null || Words.hasChoice(effect)) {
      throw new IllegalArgumentException(WORD + " needs a term without a choice");
    }
  }

  @Override
  public String toString() {
    return WORD + " " + Words.branch(effect);
  }
}
