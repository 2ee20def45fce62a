package io.github.mkrules.core.effect;

/**
 * {@code up-to N term}: the player picks how many times, 0 to N, the term resolves (one pick of a number, never a
 * list of combinations; Horn of Wrath strong: up to +5 Siege Attack, a die rolled for each). The term holds no
 * choice and asks for no pick.
 *
 * @param max the most times
 * @param effect the term
 */
public record UpTo(int max, Effect effect) implements Effect.Word {
  /**
   * Checks the parts.
   *
   * @param max the most times
   * @param effect the term
   */
  public UpTo {
    Words.checkAmount("up-to", max, 1);
    if (effect == null || Words.hasChoice(effect) || Words.asksPick(effect)) {
      throw new IllegalArgumentException("up-to needs a term without a choice or a pick");
    }
  }

  @Override
  public String toString() {
    return "up-to " + max + " " + Words.branch(effect);
  }
}
