package io.github.mkrules.core.effect;

/**
 * {@code when-back term}: [interactive] when the token comes back from the centre at the start of its owner's next
 * turn (not at the end of the round), the owner gets the term (R-SKILLS-4.2; Source Freeze). When the owner uses
 * the skill it does nothing.
 *
 * @param effect the term
 */
public record WhenBack(Effect effect) implements Effect.Word {
  /** The word. */
  public static final String WORD = "when-back";

  /**
   * Checks the term.
   *
   * @param effect the term
   */
  public WhenBack {
    if (effect == null || Words.hasChoice(effect)) {
      throw new IllegalArgumentException(WORD + " needs a term without a choice");
    }
  }

  @Override
  public String toString() {
    return WORD + " " + Words.branch(effect);
  }
}
