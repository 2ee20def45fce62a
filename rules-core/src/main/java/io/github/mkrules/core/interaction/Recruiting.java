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
    Rejection command = r.under().isPresent() ? checkUnder(d.active(), r) : checkCommand(d, d.active(), r.disband());
    if (command != null) {
      return command;
    }
    return Interaction.affordable(d, cost(d, r), "R-INTERACT-4.1");
  }

  /** The Influence a recruitment costs: 5 less under Bonds of Loyalty, never below 0. */
  private static int cost(Draft d, Recruit r) {
    int cost = d.content.unit(r.unit()).influenceCost();
    return r.under().isPresent() ? Math.max(0, cost - UnitArea.BONDS_DISCOUNT) : cost;
  }

  /** Bonds of Loyalty: a unit goes under the token only while none lies there, and nothing is disbanded for it. */
  private static Rejection checkUnder(PlayerState player, Recruit r) {
    if (r.disband() != Recruit.NONE) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-UNITS-4.1",
          "a unit recruited under a skill token needs no unit disbanded");
    }
    return UnitArea.skillTokenFree(player, r.under().get()) ? null : Rejection.of(RejectionCode.NO_COMMAND_TOKEN,
        "R-UNITS-3", "'" + r.under().get() + "' is not a free Command token of yours");
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
    if (disband >= player.units().size()) {
      return Rejection.of(RejectionCode.NO_SUCH_UNIT, "R-UNITS-4.1", "there is no unit " + disband + " to disband");
    }
    return player.units().get(disband).bonded() ? Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-UNITS-4.1",
        "the unit under Bonds of Loyalty cannot be disbanded") : null;
  }

  /**
   * Applies a checked recruitment: the Influence is paid, a unit is disbanded if needed, and the unit leaves the
   * offer (which is refilled only at the next round, R-ROUND-2.3) and joins Ready and unwounded.
   *
   * @param d the draft
   * @param r the recruitment
   */
  public static void apply(Draft d, Recruit r) {
    int cost = cost(d, r);
    Interaction.spend(d, cost);
    join(d, r.unit(), r.disband(), cost, r.under().isPresent());
  }

  /**
   * A unit from the Units offer joins the active player, after the disbanded one leaves (R-UNITS-4.1).
   *
   * @param d the draft
   * @param unit the unit card id, in the offer
   * @param disband the unit to disband, or {@link Recruit#NONE}
   * @param influence the Influence paid, for the event
   * @param bonded whether it goes under Bonds of Loyalty
   */
  public static void join(Draft d, String unit, int disband, int influence, boolean bonded) {
    int p = d.turn.player();
    if (disband != Recruit.NONE) {
      UnitArea.remove(d, p, disband, false);
    }
    Offers.take(d, Event.Offer.UNITS, unit);
    UnitArea.gain(d, p, unit, influence, bonded);
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
    boolean bondsFree = UnitArea.skillTokenFree(p, UnitArea.BONDS_OF_LOYALTY);
    for (String unit : new LinkedHashSet<>(d.unitOffer)) {
      for (int disband = Recruit.NONE; disband < (free ? 0 : p.units().size()); disband++) {
        Recruit r = new Recruit(unit, disband);
        if (check(d, r) == null) {
          out.add(r);
        }
      }
      Recruit bonded = new Recruit(unit, Recruit.NONE, java.util.Optional.of(UnitArea.BONDS_OF_LOYALTY));
      if (bondsFree && check(d, bonded) == null) {
        out.add(bonded);
      }
    }
  }
}
