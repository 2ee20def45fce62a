package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;
import java.util.List;

/**
 * {@code roll-die C term [else term]}: a mana die is rolled (six faces, one per colour; chance through the state's
 * Chance, and the roll is revealed information, R-UNDO-2); when it shows one of the colours C the first term
 * resolves, otherwise the else term (Horn of Wrath: {@code roll-die black/red wound 1}; Endless Gem Pouch:
 * {@code roll-die black fame 1 else crystal rolled}). The terms hold no choice; {@code crystal rolled} in them is a
 * crystal of the colour rolled (a gold roll lets the player pick the basic colour).
 *
 * @param colors the colours for the first term
 * @param then the term when the die shows one of them
 * @param otherwise the term otherwise, or null for nothing
 */
public record RollDie(List<ManaColor> colors, Effect then, Effect otherwise) implements Effect.Word {
  /**
   * Checks the parts.
   *
   * @param colors the colours for the first term
   * @param then the term when the die shows one of them
   * @param otherwise the term otherwise, or null
   */
  public RollDie {
    colors = new Effect.GainToken(colors).colors();
    if (then == null) {
      throw new IllegalArgumentException("roll-die needs a term");
    }
    if (Words.hasChoice(then) || otherwise != null && Words.hasChoice(otherwise)) {
      throw new IllegalArgumentException("the terms of \"roll-die\" may not hold a choice (\" | \")");
    }
  }

  /**
   * The term for a colour rolled.
   *
   * @param rolled the colour the die shows
   * @return the term, or null for nothing
   */
  public Effect outcome(ManaColor rolled) {
    return colors.contains(rolled) ? then : otherwise;
  }

  @Override
  public String toString() {
    return "roll-die " + Words.colors(colors) + " " + Words.branch(then)
        + (otherwise == null ? "" : " else " + Words.branch(otherwise));
  }
}
