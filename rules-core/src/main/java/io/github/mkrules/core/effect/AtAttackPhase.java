package io.github.mkrules.core.effect;

/**
 * {@code at-attack-phase term}: [combat] the term resolves when the Attack phase of this combat begins
 * (R-COMBAT-ATTACK; Burning Shield: its Block used again as Fire Attack 4); lost if the combat ends before. It holds
 * no choice.
 *
 * @param effect the term
 */
public record AtAttackPhase(Effect effect) implements Effect.Word {
  /**
   * Checks the term.
   *
   * @param effect the term
   */
  public AtAttackPhase {
    if (effect == null || Words.hasChoice(effect)) {
      throw new IllegalArgumentException("at-attack-phase needs a term without a choice");
    }
  }

  @Override
  public String toString() {
    return "at-attack-phase " + Words.branch(effect);
  }
}
