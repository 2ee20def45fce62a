package io.github.mkrules.core.cards;

import io.github.mkrules.core.effect.AtEndOfCombat;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.OnHeal;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.List;

/**
 * The turn's modifiers that act when something happens later in the turn (R-EFFECTS-1.2): {@code at-end-of-combat}
 * when the combat ends, {@code on-heal} when Healing points are spent. Each gives its gain with the colour of its
 * own card (R-COMPOUND-1.2).
 */
public final class TurnTriggers {
  private TurnTriggers() {}

  /**
   * The combat ends (R-COMBAT-OUTCOME): each {@code at-end-of-combat} term resolves once, in the order played,
   * while the combat's enemies are still known, and leaves the modifiers.
   *
   * @param d the draft
   */
  public static void combatEnds(Draft d) {
    for (Modifier m : Modifier.of(d.turn, AtEndOfCombat.class)) {
      d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
      for (Effect atom : WordEffects.atoms(m.word(AtEndOfCombat.class).effect())) {
        EffectResolver.resolve(d, atom, 0, m.source());
      }
    }
  }

  /**
   * Healing points were spent (R-WOUND-3.3): each {@code on-heal} word gives its gain per point or per Wound healed
   * from hand, up to its limit, which then shrinks (the modifier is rewritten, or leaves when used up).
   *
   * @param d the draft
   * @param points the Healing points spent
   * @param handWounds the Wounds healed out of the hand by them
   */
  public static void healed(Draft d, int points, int handWounds) {
    if (points == 0) {
      return;
    }
    for (Modifier m : Modifier.of(d.turn, OnHeal.class)) {
      OnHeal word = m.word(OnHeal.class);
      int times = word.trigger() == OnHeal.Trigger.POINT ? points : handWounds;
      if (word.max() > 0) {
        times = Math.min(times, word.max());
      }
      if (times == 0) {
        continue;
      }
      OnHeal left = word.after(times);
      List<String> modifiers = Lists.without(d.turn.modifiers(), m.text());
      if (left != null && word.max() > 0) {
        modifiers = Lists.with(modifiers, m.source() + " " + left);
      } else if (left != null) {
        modifiers = d.turn.modifiers();
      }
      d.turn = d.turn.withModifiers(modifiers);
      int n = Math.min(Effect.MAX_AMOUNT, times * word.gain().amount());
      EffectResolver.gain(d, new Effect.Gain(word.gain().kind(), n), 0);
    }
  }
}
