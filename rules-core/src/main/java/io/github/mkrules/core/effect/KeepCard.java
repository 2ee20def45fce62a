package io.github.mkrules.core.effect;

/**
 * {@code keep-card top|bottom}: at the end of the turn the player may put this card on the top, or the bottom, of
 * the deed deck instead of the discard pile; the bottom only if the deck is not empty (Steady Tempo).
 *
 * @param top true for the top of the deck
 */
public record KeepCard(boolean top) implements Effect.Word {
  @Override
  public String toString() {
    return "keep-card " + (top ? "top" : "bottom");
  }
}
