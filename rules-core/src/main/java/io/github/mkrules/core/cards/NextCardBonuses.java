package io.github.mkrules.core.cards;

import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.NextCardBonus;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;

/**
 * Ambush's {@code next-card-bonus attack N block M}: the first card played for an Attack after it gets +N, or
 * the first played for a Block +M, whichever comes first; the bonus is then used up (R-EFFECTS-1.2).
 */
final class NextCardBonuses {
  private NextCardBonuses() {}

  /**
   * Takes the waiting bonuses for a card played for an Attack or a Block, and uses them up.
   *
   * @param d the draft
   * @param attack true for an Attack, false for a Block
   * @return the bonus, 0 if none waits
   */
  static int take(Draft d, boolean attack) {
    int bonus = 0;
    for (Modifier m : Modifier.of(d.turn, NextCardBonus.class)) {
      NextCardBonus word = m.word(NextCardBonus.class);
      bonus += attack ? word.attack() : word.block();
      d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
    }
    return bonus;
  }
}
