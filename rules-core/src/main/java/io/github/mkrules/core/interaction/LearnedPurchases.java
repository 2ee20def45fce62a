package io.github.mkrules.core.interaction;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Buy;
import io.github.mkrules.api.action.Purchase;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.effect.LearnAdvancedAction;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.engine.Offers;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * {@code learn-advanced-action N discard|hand} (Learning): once this turn, N Influence buys an Advanced Action from
 * the Advanced Actions offer, without an interaction (R-EFFECTS-1.2: an effect lets the player gain what could not
 * normally be gained). The offer is replenished at once (R-GAIN-3.1); the card goes into the discard pile or the
 * hand, as the effect says, instead of onto the deed deck (R-GAIN-3).
 */
final class LearnedPurchases {
  private static final String RULE = "R-EFFECTS-1.2";

  private LearnedPurchases() {}

  /** The word in force, the first played; null if none (or it was used this turn). */
  private static Modifier learning(Draft d) {
    List<Modifier> in = Modifier.of(d.turn, LearnAdvancedAction.class);
    return in.isEmpty() ? null : in.get(0);
  }

  private static LearnAdvancedAction word(Modifier m) {
    return m.word(LearnAdvancedAction.class);
  }

  /**
   * Checks a purchase of a learned Advanced Action.
   *
   * @param d the draft
   * @param b the purchase
   * @return a rejection, or null if legal
   */
  static Rejection check(Draft d, Buy b) {
    Modifier m = learning(d);
    if (m == null) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, RULE, "no effect played this turn lets an Advanced"
          + " Action be learned now (Learning, once a turn)");
    }
    String card = b.card().orElseThrow();
    if (!d.advancedActionOffer.contains(card)) {
      return Rejection.of(RejectionCode.NOT_ON_OFFER, "R-GAIN-3.1", "'" + card + "' is not in the Advanced Actions"
          + " offer");
    }
    return Interaction.affordable(d, word(m).cost(), RULE);
  }

  /**
   * Applies a checked purchase: the Influence is spent, the effect is used up for the turn, the card is taken.
   *
   * @param d the draft
   * @param b the purchase
   */
  static void apply(Draft d, Buy b) {
    Modifier m = learning(d);
    LearnAdvancedAction word = word(m);
    String card = b.card().orElseThrow();
    int p = d.turn.player();
    Interaction.spend(d, word.cost());
    for (Modifier used : Modifier.of(d.turn, LearnAdvancedAction.class)) {
      d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), used.text())); // once this turn
    }
    d.emit(new Event.Bought(p, b.purchase(), b.card(), word.cost()));
    Offers.take(d, Event.Offer.ADVANCED_ACTIONS, card);
    PlayerState player = d.active();
    if (word.toHand()) {
      d.setActive(player.withHand(Lists.with(player.hand(), card)));
    } else {
      d.setActive(player.withCards(player.hand(), player.deck(), Lists.onTop(player.discard(), card),
          player.playArea()));
    }
    d.emit(new Event.CardGained(p, card, word.toHand() ? Event.CardPile.HAND : Event.CardPile.DISCARD));
  }

  /**
   * The legal purchases of a learned Advanced Action.
   *
   * @param d the draft
   * @param out where to add them
   */
  static void legal(Draft d, List<Action> out) {
    Modifier m = learning(d);
    if (m == null || d.turn.influence() < word(m).cost()) {
      return;
    }
    for (String card : new LinkedHashSet<>(d.advancedActionOffer)) {
      Buy b = new Buy(Purchase.LEARNED_ADVANCED_ACTION, Optional.of(card));
      if (check(d, b) == null) {
        out.add(b);
      }
    }
  }
}
