package io.github.mkrules.core.effect;

/**
 * {@code while-in-centre term}: [interactive, competitive] while the token lies in the centre, every other player's
 * turn starts with the term resolved for that player, so its rule changes last that turn (R-SKILLS-4.2: it affects
 * the other players during their turns; Prayer of Weather, Source Freeze, Mana Exploit). When the owner uses the
 * skill the word is recorded with the alternative chosen (its colour) in {@code PlayerState.roundEffects}, until the
 * token leaves the centre.
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
