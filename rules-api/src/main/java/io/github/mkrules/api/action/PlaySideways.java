package io.github.mkrules.api.action;

/**
 * Play a non-Wound card sideways for 1 Move, Influence, Attack or Block (R-CARDS-3.5). Notation
 * {@code sideways <card> move|influence|attack|block}.
 *
 * @param card the card id
 * @param use what the card gives
 */
public record PlaySideways(String card, SidewaysUse use) implements Action {
  /**
   * Checks the parts.
   *
   * @param card the card id
   * @param use what the card gives
   * @throws NullPointerException if a part is null
   * @throws IllegalArgumentException if the card id is not kebab-case
   */
  public PlaySideways {
    Words.id(card, "card");
    java.util.Objects.requireNonNull(use, "use");
  }

  @Override
  public String notation() {
    return "sideways " + card + " " + use.id();
  }
}
