package io.github.mkrules.core.effect;

/**
 * {@code while-in-centre term}: [interactive, competitive] while the token lies in the centre, every other player's
 * turn starts with the term resolved for that player, so its rule changes last that turn (R-SKILLS-4.2: it affects
 * the other players during their turns; Prayer of Weather, Source Freeze). When the owner uses the skill it does
 * nothing.
 *
 * @param effect the term
 */
public record WhileInCentre(Effect effect) implements Effect.Word {
  /** The word. */
  public static final String WORD = "while-in-centre";

  /**
   * Checks the term.
   *
   * @param effect the term
   */
  public WhileInCentre {
    if (effect == null || Words.hasChoice(effect)) {
      throw new IllegalArgumentException(WORD + " needs a term without a choice");
    }
  }

  @Override
  public String toString() {
    return WORD + " " + Words.branch(effect);
  }
}
