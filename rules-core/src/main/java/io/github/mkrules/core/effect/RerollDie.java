package io.github.mkrules.core.effect;

/**
 * {@code reroll-die}: the player may reroll one die of the Source (a pick of none or one of the dice in the Source,
 * asked when the word resolves outside a card play; Source Opening). It is not used for mana.
 */
public record RerollDie() implements Effect.Word {
  /** The word. */
  public static final String WORD = "reroll-die";

  @Override
  public String toString() {
    return WORD;
  }
}
