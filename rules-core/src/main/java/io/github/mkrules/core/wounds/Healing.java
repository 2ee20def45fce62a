package io.github.mkrules.core.wounds;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Heal;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.event.PointKind;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.cards.TurnTriggers;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.turn.TurnEnding;
import io.github.mkrules.core.units.UnitArea;
import java.util.List;

/**
 * Healing points (R-WOUND-3): gathered from Heal effects and bought in Villages and Monasteries, spent on Wounds in
 * hand (one point each) or on wounded units (the unit's level per Wound). While no unit is wounded, the points
 * throw away Wounds from hand at once, since that is their only use; otherwise the player chooses with
 * {@code heal}. None in combat (R-WOUND-3.4).
 */
public final class Healing {
  private Healing() {}

  /**
   * Healing points gained for the active player (R-WOUND-3.1, R-WOUND-3.2): with no wounded unit they throw away
   * Wounds from hand at once (R-WOUND-3.3(i)); the rest waits in the turn's pool.
   *
   * @param d the draft
   * @param points how many
   */
  public static void gain(Draft d, int points) {
    PlayerState player = d.active();
    int healed = UnitArea.anyWounded(player) ? 0 : Math.min(points, Lists.count(player.hand(), TurnEnding.WOUND));
    TurnState t = d.turn;
    d.turn = t.withPoints(t.move(), t.influence(), t.heal() + points - healed);
    d.emit(new Event.PointsGained(t.player(), PointKind.HEAL, points));
    throwAwayFromHand(d, healed);
    TurnTriggers.healed(d, healed, healed); // on-heal words (Golden Grail)
  }

  /** R-WOUND-3.3(i): Wounds from hand go back to the Wound deck. */
  private static void throwAwayFromHand(Draft d, int count) {
    if (count == 0) {
      return;
    }
    PlayerState player = d.active();
    List<String> hand = player.hand();
    for (int i = 0; i < count; i++) {
      hand = Lists.without(hand, TurnEnding.WOUND);
    }
    d.setActive(player.withHand(hand));
    d.wounds += count;
    d.emit(new Event.CardsThrownAway(d.turn.player(), java.util.Collections.nCopies(count, TurnEnding.WOUND),
        Event.CardPile.HAND));
  }

  /**
   * Checks spending Healing points (R-WOUND-3.3).
   *
   * @param d the draft
   * @param h the healing
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, Heal h) {
    if (Combats.get(d) != null) {
      return Rejection.of(RejectionCode.NOT_IN_COMBAT, "R-WOUND-3.4", "no healing during combat");
    }
    PlayerState player = d.active();
    if (h.unit() == Heal.HAND) {
      if (!player.hand().contains(TurnEnding.WOUND)) {
        return Rejection.of(RejectionCode.CARD_NOT_IN_HAND, "R-WOUND-3.3", "there is no Wound in hand");
      }
      return d.turn.heal() >= 1 ? null : notEnough(1, d.turn.heal(), "R-WOUND-3.3");
    }
    if (h.unit() >= player.units().size()) {
      return Rejection.of(RejectionCode.NO_SUCH_UNIT, "R-UNITS-2", "there is no unit " + h.unit());
    }
    UnitState unit = player.units().get(h.unit());
    if (!unit.wounded()) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-WOUND-3.3", "'" + unit.unit() + "' is not wounded");
    }
    int level = d.content.unit(unit.unit()).level();
    return d.turn.heal() >= level ? null : notEnough(level, d.turn.heal(), "R-WOUND-3.3");
  }

  private static Rejection notEnough(int needed, int have, String rule) {
    return Rejection.of(RejectionCode.NOT_ENOUGH_HEALING, rule, "this healing needs " + needed
        + " Healing point(s) but " + have + " are gathered");
  }

  /**
   * Spends checked Healing points: one Wound from hand, or one Wound off a unit for its level (R-WOUND-3.3(ii);
   * a unit with two Wounds is healed twice, R-WOUND-3.3(iii)).
   *
   * @param d the draft
   * @param h the healing
   */
  public static void apply(Draft d, Heal h) {
    TurnState t = d.turn;
    if (h.unit() == Heal.HAND) {
      d.turn = t.withPoints(t.move(), t.influence(), t.heal() - 1);
      throwAwayFromHand(d, 1);
      TurnTriggers.healed(d, 1, 1);
      return;
    }
    UnitState unit = d.active().units().get(h.unit());
    int level = d.content.unit(unit.unit()).level();
    d.turn = t.withPoints(t.move(), t.influence(), t.heal() - level);
    UnitArea.healOne(d, t.player(), h.unit());
    TurnTriggers.healed(d, level, 0);
  }

  /**
   * The legal uses of gathered Healing points.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    if (d.turn.heal() == 0) {
      return;
    }
    for (int unit = Heal.HAND; unit < d.active().units().size(); unit++) {
      Heal h = new Heal(unit);
      if (check(d, h) == null) {
        out.add(h);
      }
    }
  }
}
