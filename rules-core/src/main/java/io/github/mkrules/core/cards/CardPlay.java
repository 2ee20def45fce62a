package io.github.mkrules.core.cards;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.event.PlayMode;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.mana.ManaPayment;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;

/** Playing deed cards from hand (R-CARDS-2 to R-CARDS-6, R-COMPOUND, R-MANA payment). */
public final class CardPlay {
  private CardPlay() {}

  /** A checked play: what it costs and what it gives. */
  private record Plan(DeedCard card, Alternative alternative, List<Effect> atoms, int bonus, List<ManaColor> mana) {}

  /**
   * Checks a card play.
   *
   * @param d the draft
   * @param play the play
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, PlayCard play) {
    Object plan = plan(d, play);
    return plan instanceof Rejection ? (Rejection) plan : null;
  }

  /** Either a {@link Plan} or a {@link Rejection}. */
  private static Object plan(Draft d, PlayCard play) {
    PlayerState player = d.active();
    if (!player.hand().contains(play.card())) {
      return reject(RejectionCode.CARD_NOT_IN_HAND, "R-CARDS-2", "'" + play.card() + "' is not in hand");
    }
    if (play.card().equals(TurnEnding.WOUND)) {
      return reject(RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-3.4", "Wound cards cannot be played");
    }
    if (play.option() < 0) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1", "options are counted from 0");
    }
    DeedCard card = d.content.card(play.card());
    boolean powered = play.mode() == CardMode.POWERED;
    if (powered && card.type() == DeedCardType.SPELL && d.rulesTime() == TimeOfDay.DAY) {
      return reject(RejectionCode.MANA_UNAVAILABLE, "R-CARDS-3.2", "a spell's stronger effect needs black mana, usable only at Night");
    }
    List<Alternative> own = d.effects.card(card.id(), powered, d.source.size());
    if (own == null) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-CARDS-3",
          "the " + (powered ? "powered" : "basic") + " effect of '" + card.id() + "' is not available in this engine version; play it sideways");
    }
    Alternative alternative = own.size() == 1 && own.get(0).compound() >= 0 ? own.get(0) : null;
    List<Effect> atoms;
    int bonus = 0;
    if (alternative != null) {
      Object other = compound(d, play, alternative.compound());
      if (other instanceof Rejection) {
        return other;
      }
      atoms = ((Alternative) other).atoms();
      bonus = alternative.compound();
      alternative = (Alternative) other;
    } else {
      if (play.with().isPresent()) {
        return reject(RejectionCode.EFFECT_NOT_USABLE, "R-COMPOUND-1", "'" + play.card() + "' does not play another card");
      }
      if (play.option() >= own.size()) {
        return reject(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1", "'" + card.id() + "' has " + own.size() + " option(s)");
      }
      alternative = own.get(play.option());
      atoms = alternative.atoms();
    }
    Rejection cost = checkCost(d, play, alternative);
    if (cost != null) {
      return cost;
    }
    for (Effect atom : atoms) {
      if (!EffectResolver.usable(d, atom)) {
        return reject(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1", EffectResolver.notUsableReason(d, atom));
      }
    }
    List<ManaColor> mana = requiredMana(card, powered, alternative);
    Rejection payment = ManaPayment.check(d, play.mana(), mana, alternative.die());
    return payment != null ? payment : new Plan(card, alternative, atoms, bonus, mana);
  }

  /** Concentration and Will Focus: the other action card's powered effect, chosen by the option (R-COMPOUND-1). */
  private static Object compound(Draft d, PlayCard play, int bonus) {
    if (play.with().isEmpty()) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-COMPOUND-1", "'" + play.card() + "' must name the action card it plays (with:<card>)");
    }
    String other = play.with().get();
    if (other.equals(TurnEnding.WOUND)) {
      return reject(RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-6.1", "a Wound cannot be played through another card");
    }
    if (!inHandBesides(d, play.card(), other) || !d.content.card(other).type().isAction()) {
      return reject(RejectionCode.CARD_NOT_IN_HAND, "R-COMPOUND-1", "'" + other + "' is not another action card in hand");
    }
    List<Alternative> alternatives = d.effects.card(other, true, d.source.size());
    if (alternatives == null) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-COMPOUND-1", "the powered effect of '" + other + "' is not available in this engine version");
    }
    if (play.option() >= alternatives.size()) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1", "'" + other + "' has " + alternatives.size() + " option(s)");
    }
    Alternative chosen = alternatives.get(play.option());
    if (chosen.compound() >= 0) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-COMPOUND-1", "'" + other + "' cannot be played through another card");
    }
    return chosen;
  }

  /** An effect that discards (Improvisation) or throws away (Training) another card names it as the cost. */
  static boolean needsCost(Alternative alternative) {
    return alternative.discardOther() || alternative.offerPick() >= 0;
  }

  /** R-CARDS-6, R-CARDS-6.1: the cost card is another card in hand, never a Wound; Training's is an Action card. */
  private static Rejection checkCost(Draft d, PlayCard play, Alternative alternative) {
    if (!needsCost(alternative)) {
      return play.cost().isEmpty() ? null
          : reject(RejectionCode.EFFECT_NOT_USABLE, "R-CARDS-6", "this effect asks for no card as a cost");
    }
    if (play.cost().filter(TurnEnding.WOUND::equals).isPresent()) {
      return reject(RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-6.1", "a Wound cannot be discarded or thrown away to pay a cost");
    }
    if (play.cost().isEmpty() || !costInHand(d, play)) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-CARDS-6.1", "this effect needs another non-Wound card from hand (cost:<card>)");
    }
    if (alternative.offerPick() < 0) {
      return null;
    }
    String thrown = play.cost().get();
    if (!d.content.card(thrown).type().isAction()) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-CARDS-6", "Training throws away an Action card");
    }
    if (alternative.offerPick() >= d.advancedActionOffer.size()) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-GAIN-3.1", "the Advanced Actions offer has no card in position " + alternative.offerPick());
    }
    String taken = d.advancedActionOffer.get(alternative.offerPick());
    if (!d.content.card(taken).color().equals(d.content.card(thrown).color())) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-GAIN-3", "'" + taken + "' is not of the thrown card's colour");
    }
    return null;
  }

  /** The cost card is in hand besides the card played and the card it plays. */
  private static boolean costInHand(Draft d, PlayCard play) {
    String cost = play.cost().get();
    int used = (play.card().equals(cost) ? 1 : 0) + (play.with().filter(cost::equals).isPresent() ? 1 : 0);
    return Lists.count(d.active().hand(), cost) > used;
  }

  static boolean inHandBesides(Draft d, String card, String other) {
    int needed = card.equals(other) ? 2 : 1;
    return Lists.count(d.active().hand(), other) >= needed;
  }

  /** The mana a play needs (R-CARDS-3): actions powered by their colour; spells their colour, plus black when powered. */
  static List<ManaColor> requiredMana(DeedCard card, boolean powered, Alternative alternative) {
    List<ManaColor> mana = new ArrayList<>(2);
    ManaColor color = card.color().orElse(null);
    if (card.type().isAction() && powered) {
      mana.add(color);
    } else if (card.type() == DeedCardType.SPELL) {
      mana.add(color);
      if (powered) {
        mana.add(ManaColor.BLACK);
      }
    }
    if (alternative.extraMana() != null) {
      mana.add(alternative.extraMana());
    }
    return mana;
  }

  /**
   * Applies a checked card play.
   *
   * @param d the draft
   * @param play the play
   */
  public static void apply(Draft d, PlayCard play) {
    Plan plan = (Plan) plan(d, play);
    int p = d.turn.player();
    for (int i = 0; i < play.mana().size(); i++) {
      ManaPayment.pay(d, play.mana().get(i), plan.mana().get(i));
    }
    PlayerState player = d.active();
    List<String> hand = Lists.without(player.hand(), play.card());
    List<String> playArea = player.playArea();
    List<String> discard = player.discard();
    List<String> removed = player.removed();
    if (plan.card().type() == DeedCardType.ARTIFACT && play.mode() == CardMode.POWERED) {
      removed = Lists.with(removed, play.card()); // R-CARDS-3.3, R-DISCARD-2.2: thrown away
    } else {
      playArea = Lists.with(playArea, play.card());
    }
    List<Event> parts = new ArrayList<>(); // API-EVENTS: the other cards the play moves, told after the play
    if (play.with().isPresent()) {
      hand = Lists.without(hand, play.with().get());
      playArea = Lists.with(playArea, play.with().get()); // R-COMPOUND-1: played as part of this card
      parts.add(new Event.CardPlayed(p, play.with().get(), PlayMode.POWERED));
    }
    if (play.cost().isPresent()) {
      String cost = play.cost().get();
      hand = Lists.without(hand, cost);
      if (plan.alternative().offerPick() >= 0) {
        // Training: the card is thrown away (R-DISCARD-2.2) and an AA of its colour is gained (R-GAIN-3)
        removed = Lists.with(removed, cost);
        String taken = d.advancedActionOffer.get(plan.alternative().offerPick());
        if (plan.alternative().toHand()) {
          hand = Lists.with(hand, taken);
        } else {
          discard = Lists.onTop(discard, taken);
        }
        parts.add(new Event.CardsThrownAway(p, List.of(cost), Event.CardPile.HAND));
        parts.add(new Event.CardGained(p, taken, plan.alternative().toHand() ? Event.CardPile.HAND : Event.CardPile.DISCARD));
        replenishAdvancedActions(d, plan.alternative().offerPick());
      } else {
        discard = Lists.onTop(discard, cost); // R-CARDS-6: discarded as a cost
        parts.add(new Event.CardsDiscarded(p, 1));
      }
    }
    d.setActive(player.withCards(hand, player.deck(), discard, playArea).withRemoved(removed));
    TurnState t = d.turn;
    d.turn = t.withCardsPlayed(1);
    d.emit(new Event.CardPlayed(p, play.card(), play.mode() == CardMode.BASIC ? PlayMode.BASIC : PlayMode.POWERED));
    parts.forEach(d::emit);
    if (plan.alternative().die() >= 0) {
      drawDie(d, plan.alternative());
    }
    for (Effect atom : plan.atoms()) {
      EffectResolver.resolve(d, atom, plan.bonus());
    }
  }

  /** R-GAIN-3.1: the cards above the taken one slide down and a new card takes the top position. */
  private static void replenishAdvancedActions(Draft d, int position) {
    List<String> offer = new ArrayList<>(d.advancedActionOffer);
    offer.remove(position);
    String next = d.drawAdvancedAction();
    if (next != null) {
      offer.add(0, next);
      d.revealed = true;
    }
    d.setOffer(Event.Offer.ADVANCED_ACTIONS, offer);
  }

  /** Mana Draw powered: take a die, set it to the chosen colour; it returns without a reroll (deed-cards §1.1). */
  private static void drawDie(Draft d, Alternative alternative) {
    List<ManaDie> dice = new ArrayList<>(d.source);
    dice.set(alternative.die(), new ManaDie(alternative.dieColor(), d.turn.player()));
    d.source = List.copyOf(dice);
    TurnState t = d.turn;
    d.turn = t.withDice(t.diceTaken(), t.diceAllowed(), Lists.with(t.keepDice(), alternative.die()));
  }

  private static Rejection reject(RejectionCode code, String rule, String detail) {
    return Rejection.of(code, rule, detail);
  }
}
