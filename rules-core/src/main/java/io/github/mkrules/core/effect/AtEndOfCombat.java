package io.github.mkrules.core.effect;

/**
 * {@code at-end-of-combat term}: the term resolves when this turn's combat ends (R-COMBAT-OUTCOME), with what holds
 * then, such as the enemies it defeated (Sword of Justice: Fame +1 per enemy defeated this turn). Without a combat
 * this turn it does nothing. It holds no choice.
 *
 * @param effect the term
 */
public record AtEndOfCombat(Effect effect) implements Effect.Word {
  /**
   * Checks the term.
   *
   * @param effect the term
   */
  public AtEndOfCombat {
    if (effect == null || Words.hasChoice(effect)) {
      throw new IllegalArgumentException("at-end-of-combat needs a term without a choice");
    }
  }

  @Override
  public String toString() {
    return "at-end-of-combat " + Words.branch(effect);
  }
}
