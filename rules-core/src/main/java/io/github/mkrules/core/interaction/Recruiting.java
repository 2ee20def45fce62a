package io.github.mkrules.core.interaction;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Recruit;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Offers;
import io.github.mkrules.core.units.UnitArea;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Recruiting units from the Units offer while interacting (R-INTERACT-4.1, R-UNITS-3, R-UNITS-4). The Influence is
 * paid from what was gathered before the unit joins, so a new unit's own Influence ability can never pay for it
 * (R-INTERACT-4.1(ii)); it may act at once afterwards.
 */
public final class Recruiting {
  private Recruiting() {}

  /**
   * Checks a recruitment.
   *
   * @param d the draft
   * @param r the recruitment
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, Recruit r) {
    Inhabitants here = Interaction.current(d);
    if (here == null) {
      return Interaction.notInteracting();
    }
    if (!d.unitOffer.contains(r.unit())) {
      return Rejection.of(RejectionCode.NOT_ON_OFFER, "R-INTERACT-4.1", "'" + r.unit() + "' is not in the Units offer");
    }
    if (!here.recruits(d, r.unit())) {
      return Rejection.of(RejectionCode.NOT_OFFERED_HERE, "R-INTERACT-4.1", "'" + r.unit()
          + "' has no icon of this site (" + here.site() + ")");
    }
    Rejection command = checkCommand(d, d.active(), r.disband());
    if (command != null) {
      return command;
    }
    return Interaction.affordable(d, d.content.unit(r.unit()).influenceCost(), "R-INTERACT-4.1");
  }

  /**
   * R-UNITS-3, R-UNITS-4.1: a new unit needs a free Command token; with every token in use, one unit is disbanded,
   * and only then.
   *
   * @param d the draft
   * @param player the player gaining a unit
   * @param disband the unit to disband, or {@link Recruit#NONE}
   * @return a rejection, or null if the unit can join
   */
  public static Rejection checkCommand(Draft d, PlayerState player, int disband) {
    boolean free = UnitArea.freeToken(d, player);
    if (disband == Recruit.NONE) {
      return free ? null : Rejection.of(RejectionCode.NO_COMMAND_TOKEN, "R-UNITS-3", "all "
          + UnitArea.commandTokens(d, player) + " Command token(s) are in use: disband a unit (disband:<i>)");
    }
    if (free) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-UNITS-4.1",
          "a unit is disbanded only when every Command token is in use");
    }
    return disband < player.units().size() ? null : Rejection.of(RejectionCode.NO_SUCH_UNIT, "R-UNITS-4.1",
        "there is no unit " + disband + " to disband");
  }

  /**
   * Applies a checked recruitment: the Influence is paid, a unit is disbanded if needed, and the unit leaves the
   * offer (which is refilled only at the next round, R-ROUND-2.3) and joins Ready and unwounded.
   *
   * @param d the draft
   * @param r the recruitment
   */
  public static void apply(Draft d, Recruit r) {
    int cost = d.content.unit(r.unit()).influenceCost();
    Interaction.spend(d, cost);
    join(d, r.unit(), r.disband(), cost);
  }

  /**
   * A unit from the Units offer joins the active player, after the disbanded one leaves (R-UNITS-4.1).
   *
   * @param d the draft
   * @param unit the unit card id, in the offer
   * @param disband the unit to disband, or {@link Recruit#NONE}
   * @param influence the Influence paid, for the event
   */
  public static void join(Draft d, String unit, int disband, int influence) {
    int p = d.turn.player();
    if (disband != Recruit.NONE) {
      UnitArea.remove(d, p, disband, false);
    }
    Offers.take(d, Event.Offer.UNITS, unit);
    UnitArea.gain(d, p, unit, influence);
    d.turn = d.turn.withUnitsRecruited(d.turn.unitsRecruited() + 1); // counted for Heroic Tale
  }

  /**
   * The legal recruitments.
   *
   * @param d the draft
   * @param out where to add them
   */
  static void legal(Draft d, List<Action> out) {
    if (Interaction.current(d) == null) {
      return;
    }
    PlayerState p = d.active();
    boolean free = UnitArea.freeToken(d, p);
    for (String unit : new LinkedHashSet<>(d.unitOffer)) {
      for (int disband = Recruit.NONE; disband < (free ? 0 : p.units().size()); disband++) {
        Recruit r = new Recruit(unit, disband);
        if (check(d, r) == null) {
          out.add(r);
        }
      }
    }
  }
}
