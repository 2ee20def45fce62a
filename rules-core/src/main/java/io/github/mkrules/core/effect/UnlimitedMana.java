package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;
import java.util.List;

/**
 * {@code unlimited-mana C}: for the rest of the turn the player has as many mana tokens of each colour C as they
 * use; a colour still follows the Day and Night rule (R-MANA-2.1), so black is used only where black mana may be
 * (the rings' strong effects, deed-cards §1.5).
 *
 * @param colors the colours, one or more
 */
public record UnlimitedMana(List<ManaColor> colors) implements Effect.Word {
  /**
   * Checks the colours.
   *
   * @param colors the colours
   */
  public UnlimitedMana {
    colors = new Effect.GainToken(colors).colors();
  }

  @Override
  public String toString() {
    return "unlimited-mana " + Words.colors(colors);
  }
}
