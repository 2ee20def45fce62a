package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;
import java.util.List;

/**
 * {@code tokens N C}: several mana tokens (R-GAIN-1) whose colours are picked one at a time after the play, so
 * the options of a play never multiply (issue 14; Blood Ritual powered).
 *
 * @param count how many tokens, 2 or more
 * @param colors the colours each may take
 */
public record Tokens(int count, List<ManaColor> colors) implements Effect.Word {
  /**
   * Checks the count and the colours.
   *
   * @param count how many tokens
   * @param colors the colours each may take
   */
  public Tokens {
    Words.checkAmount("tokens", count, 2);
    colors = new Effect.GainToken(colors).colors();
  }

  @Override
  public String toString() {
    return "tokens " + count + " " + Words.colors(colors);
  }
}
