package io.github.mkrules.core.effect;

/**
 * {@code on-block term}: [combat] a follow-up of a successful block (Burning Shield): when the Block gathered with
 * this effect blocks an attack, the term resolves; if the Block phase ends first, it is lost with the unused Block
 * (R-COMBAT-BLOCK-10). It holds no choice.
 *
 * @param effect the term
 */
public record OnBlock(Effect effect) implements Effect.Word {
  /**
   * Checks the term.
   *
   * @param effect the term
   */
  public OnBlock {
    if (effect == null || Words.hasChoice(effect)) {
      throw new IllegalArgumentException("on-block needs a term without a choice");
    }
  }

  @Override
  public String toString() {
    return "on-block " + Words.branch(effect);
  }
}
