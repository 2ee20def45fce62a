package io.github.mkrules.api.action;

/**
 * Play a non-Wound card sideways for 1 Move, Influence, Attack or Block (R-CARDS-3.5). Notation
 * {@code sideways <card> move|influence|attack|block}.
 *
 * @param card the card id
 * @param use what the card gives
 */
public record PlaySideways(String card, SidewaysUse use) implements Action {
  @Override
  public String notation() {
    return "sideways " + card + " " + use.id();
  }
}
