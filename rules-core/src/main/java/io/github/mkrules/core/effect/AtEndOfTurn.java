package io.github.mkrules.core.effect;

/**
 * {@code at-end-of-turn term}: the term resolves when the turn ends (R-ENDTURN), with what holds then (Heroic
 * Tale: Reputation per unit recruited this turn). It holds no choice.
 *
 * @param effect the term
 */
public record AtEndOfTurn(Effect effect) implements Effect.Word {
  /**
   * Checks the term.
   *
   * @param effect the term
   */
  public AtEndOfTurn {
    if (effect == null || Words.hasChoice(effect)) {
      throw new IllegalArgumentException("at-end-of-turn needs a term without a choice");
    }
  }

  @Override
  public String toString() {
    return "at-end-of-turn " + Words.branch(effect);
  }
}
