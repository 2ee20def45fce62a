package io.github.mkrules.core.cards;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.PoweredBonus;
import io.github.mkrules.core.skills.InteractiveSkills;
import io.github.mkrules.core.effect.NextCardBonus;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;

/**
 * Ambush's {@code next-card-bonus attack N block M}: the first card played for an Attack after it gets +N, or
 * the first played for a Block +M, whichever comes first; the bonus is then used up (R-EFFECTS-1.2). And
 * {@code powered-bonus C N} (Mana Overload): the first card powered with mana of colour C that gives Move,
 * Influence, Attack or Block gets +N; a token in the centre that gave it goes back to its owner face down.
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

  /**
   * Takes the waiting {@code powered-bonus} of a card's powered play (not a compound play's other card), and uses
   * it up; its token, if it lies in the centre, goes back to its owner face down (R-SKILLS-4.2).
   *
   * @param d the draft
   * @param card the card powered
   * @return the bonus, 0 if none waits for the colours that powered it
   */
  static int takePowered(Draft d, String card) {
    DeedCard deed = d.content.card(card);
    ManaColor color = deed.color().orElse(null);
    for (Modifier m : Modifier.of(d.turn, PoweredBonus.class)) {
      PoweredBonus word = m.word(PoweredBonus.class);
      // R-CARDS-3.2: an Action card is powered with its colour; a Spell with its colour and black
      if (word.color() == color || word.color() == ManaColor.BLACK && deed.type() == DeedCardType.SPELL) {
        d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
        InteractiveSkills.returnToken(d, m.source());
        return word.amount();
      }
    }
    return 0;
  }
}
