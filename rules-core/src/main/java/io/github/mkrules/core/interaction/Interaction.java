package io.github.mkrules.core.interaction;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Interact;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Sites;
import io.github.mkrules.core.movement.Movement;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Beginning an interaction with inhabitants (R-INTERACT-1, R-INTERACT-2, R-INTERACT-3): the turn's action, at an
 * inhabited site the player may use, never from the Reputation track's X. The Reputation modifier and a City's
 * shield bonus are added to the Influence once, when the interaction begins, so later changes of Reputation do not
 * alter them (R-INTERACT-2.1, R-INTERACT-5.1). Purchases follow ({@link Recruiting}, {@link Purchases}).
 */
public final class Interaction {
  private Interaction() {}

  /**
   * The legal interaction actions: beginning one, then recruiting and buying.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    if (check(d) == null) {
      out.add(new Interact());
    }
    Recruiting.legal(d, out);
    Purchases.legal(d, out);
  }

  /**
   * Checks beginning an interaction.
   *
   * @param d the draft
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d) {
    if (d.turn.stage() == TurnStage.RESTED) {
      return Rejection.of(RejectionCode.CANNOT_INTERACT, "R-TURN-7", "a resting hero does not interact");
    }
    if (!Movement.movementAllowed(d.turn)) {
      return Rejection.of(RejectionCode.ACTION_TAKEN, "R-TURN-6.4", "the turn's action is already taken");
    }
    if (Inhabitants.at(d) == null) {
      return Rejection.of(RejectionCode.CANNOT_INTERACT, "R-INTERACT-1", "nobody here interacts with this hero: "
          + "a Village, a Monastery, one's own Keep, a conquered Mage Tower or a conquered City is needed");
    }
    if (Inhabitants.reputationModifier(d, d.active().reputation()).isEmpty()) {
      return Rejection.of(RejectionCode.CANNOT_INTERACT, "R-INTERACT-2.1", "on the Reputation track's X nobody "
          + "interacts with the hero");
    }
    return null;
  }

  /**
   * Begins a checked interaction: movement ends, Move and Influence gathered before are lost (R-TURN-6.5), and the
   * Reputation modifier and the City shield bonus become Influence (R-INTERACT-2.1, R-INTERACT-3.1).
   *
   * @param d the draft
   */
  public static void apply(Draft d) {
    Inhabitants here = Inhabitants.at(d);
    PlayerState p = d.active();
    OptionalInt modifier = Inhabitants.reputationModifier(d, p.reputation());
    int bonus = modifier.getAsInt();
    if (here.site().equals("city")) {
      bonus += Sites.shieldsOf(d, here.hex(), p.index()); // R-INTERACT-3.1: +1 per own shield on the city
    }
    d.turn = d.turn.withStage(TurnStage.AFTER_ACTION).withPoints(0, bonus, d.turn.heal())
        .withInteraction(Optional.of(here.hex())).withInteractionBonus(bonus);
    d.emit(new Event.InteractionStarted(p.index(), here.hex(), bonus));
  }

  /**
   * The inhabitants the active player interacts with this turn.
   *
   * @param d the draft
   * @return them, or null without an interaction under way
   */
  static Inhabitants current(Draft d) {
    return d.turn.interaction().isPresent() ? Inhabitants.at(d) : null;
  }

  /**
   * Checks that a purchase of a price can be made now (R-INTERACT-4).
   *
   * @param d the draft
   * @param price the Influence it costs
   * @param rule the rule that sets the price
   * @return a rejection, or null if the Influence suffices
   */
  static Rejection affordable(Draft d, int price, String rule) {
    return d.turn.influence() >= price ? null : Rejection.of(RejectionCode.NOT_ENOUGH_INFLUENCE, rule,
        "this costs " + price + " Influence but " + d.turn.influence() + " are gathered");
  }

  /**
   * Spends Influence.
   *
   * @param d the draft
   * @param price how much
   */
  static void spend(Draft d, int price) {
    d.turn = d.turn.withPoints(d.turn.move(), d.turn.influence() - price, d.turn.heal());
  }

  /** The rejection of a purchase outside an interaction. */
  static Rejection notInteracting() {
    return Rejection.of(RejectionCode.NOT_INTERACTING, "R-INTERACT-1", "begin an interaction first ('interact')");
  }
}
