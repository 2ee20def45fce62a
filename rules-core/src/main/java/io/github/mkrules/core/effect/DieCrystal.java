package io.github.mkrules.core.effect;

/**
 * {@code die-crystal}: a crystal of the basic colour one Source die shows, the die picked among those in the Source
 * showing a basic colour; the die stays as it is, not taken and not rerolled (Source Freeze). Nothing when no die
 * shows a basic colour.
 */
public record DieCrystal() implements Effect.Word {
  /** The word. */
  public static final String WORD = "die-crystal";

  @Override
  public String toString() {
    return WORD;
  }
}
