package io.github.mkrules.core.effect;

/**
 * {@code discard-cards-for ATOM}: the player discards any number of non-Wound cards from hand, picked one at a time
 * (R-CARDS-6, R-CARDS-6.1), and gets the atom once per card, as one effect (Sword of Justice: Attack 3 each).
 *
 * @param each an attack, block, move or influence atom given per card
 */
public record DiscardCardsFor(Effect each) implements Effect.Word {
  /**
   * Checks the atom.
   *
   * @param each the atom per card
   */
  public DiscardCardsFor {
    boolean points = each instanceof Effect.Gain && !((Effect.Gain) each).kind().signed();
    if (!(each instanceof Effect.Attack || each instanceof Effect.Block || points)) {
      throw new IllegalArgumentException("discard-cards-for takes an attack, block or gain atom");
    }
  }

  @Override
  public String toString() {
    return "discard-cards-for " + each;
  }
}
