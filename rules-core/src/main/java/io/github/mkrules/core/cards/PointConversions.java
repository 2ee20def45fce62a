package io.github.mkrules.core.cards;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ConvertPoints;
import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.effect.AttackKind;
import io.github.mkrules.core.effect.Convert;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.GainKind;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.engine.Draft;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Spending Move or Influence points in combat for an Attack 1 or a Block 1, as a {@code convert} word played this
 * turn allows (Agility, Diplomacy; R-EFFECTS-1.2): one {@code convert} action per point gained, the points paid
 * at once, the Attack or Block used by the phase rules of cards (R-COMBAT-RANGED-3, R-COMBAT-BLOCK-4).
 */
public final class PointConversions {
  private PointConversions() {}

  /**
   * The conversion words in force that match an action.
   *
   * @param d the draft
   * @param action the action
   * @return the modifier, or null
   */
  private static Modifier matching(Draft d, ConvertPoints action) {
    for (Modifier m : Modifier.of(d.turn, Convert.class)) {
      Convert c = m.word(Convert.class);
      if (c.from().id().equals(action.points()) && gives(c.to()).equals(action.gives())) {
        return m;
      }
    }
    return null;
  }

  /**
   * The word of an attack or block of value 1 in the action's notation.
   *
   * @param atom an {@link Effect.Attack} or {@link Effect.Block}
   * @return for example {@code ranged-attack} or {@code ice-block}
   */
  static String gives(Effect atom) {
    Element element = atom instanceof Effect.Attack ? ((Effect.Attack) atom).element() : ((Effect.Block) atom).element();
    String prefix = element == Element.PHYSICAL ? "" : element.id() + "-";
    if (atom instanceof Effect.Block) {
      return prefix + "block";
    }
    AttackKind kind = ((Effect.Attack) atom).kind();
    return prefix + (kind == AttackKind.MELEE ? "" : kind.id() + "-") + "attack";
  }

  /**
   * Checks a conversion: a card allows it this turn, the points are there, and the Attack or Block can be used
   * now.
   *
   * @param d the draft
   * @param action the conversion
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, ConvertPoints action) {
    Modifier m = matching(d, action);
    if (m == null) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1.2", "no card played this turn lets "
          + action.points() + " points give " + action.gives());
    }
    Convert c = m.word(Convert.class);
    int have = c.from() == GainKind.MOVE ? d.turn.move() : d.turn.influence();
    if (have < c.cost()) {
      return Rejection.of(c.from() == GainKind.MOVE ? RejectionCode.NOT_ENOUGH_MOVE : RejectionCode.NOT_ENOUGH_INFLUENCE,
          "R-EFFECTS-1.2", "it takes " + c.cost() + " " + c.from().id() + " point(s) but " + have + " are left");
    }
    if (Combats.get(d) == null || !EffectResolver.usable(d, c.to())) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1.2", EffectResolver.notUsableReason(d, c.to()));
    }
    return null;
  }

  /**
   * Applies a checked conversion: the points are spent and the Attack or Block gained.
   *
   * @param d the draft
   * @param action the conversion
   */
  public static void apply(Draft d, ConvertPoints action) {
    Modifier m = matching(d, action);
    Convert c = m.word(Convert.class);
    TurnState t = d.turn;
    d.turn = c.from() == GainKind.MOVE ? t.withPoints(t.move() - c.cost(), t.influence(), t.heal())
        : t.withPoints(t.move(), t.influence() - c.cost(), t.heal());
    EffectResolver.resolve(d, c.to(), 0, m.source());
  }

  /**
   * The legal conversions now, each once.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    if (d.turn.modifiers().isEmpty()) {
      return;
    }
    Set<ConvertPoints> seen = new LinkedHashSet<>();
    for (Modifier m : Modifier.of(d.turn, Convert.class)) {
      Convert c = m.word(Convert.class);
      ConvertPoints action = new ConvertPoints(c.from().id(), gives(c.to()));
      if (seen.add(action) && check(d, action) == null) {
        out.add(action);
      }
    }
  }
}
