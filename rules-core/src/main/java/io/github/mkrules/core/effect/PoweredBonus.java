package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;

/**
 * {@code powered-bonus C N}: this turn, the first card whose stronger effect the player powers with mana of colour C
 * (an Action card of colour C; a Spell of colour C, or any Spell's black when C is black, R-CARDS-3.2) and that gives
 * Move, Influence, Attack or Block gets +N on the first of them; then the bonus is used up. A compound play's other
 * card (Concentration, Maximal Effect) is not powered with mana and does not use it; unit abilities are no cards.
 * Given by a token in the centre ({@code while-in-centre}), using it sends the token back to its owner face down
 * (Mana Overload).
 *
 * @param color the colour of the mana
 * @param amount the bonus
 */
public record PoweredBonus(ManaColor color, int amount) implements Effect.Word {
  /** The word. */
  public static final String WORD = "powered-bonus";

  /**
   * Checks the colour and the amount.
   *
   * @param color a colour that powers a card: basic or black
   * @param amount 1 to 99
   */
  public PoweredBonus {
    if (color == null || color == ManaColor.GOLD) {
      throw new IllegalArgumentException(WORD + " needs a basic colour or black");
    }
    Words.checkAmount(WORD, amount, 1);
  }

  @Override
  public String toString() {
    return WORD + " " + color.id() + " " + amount;
  }
}
