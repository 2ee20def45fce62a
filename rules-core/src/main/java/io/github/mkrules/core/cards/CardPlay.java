package io.github.mkrules.core.cards;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.event.Event;
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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

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
    if (powered && card.type() == DeedCardType.SPELL && d.time == TimeOfDay.DAY) {
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
      if (!EffectResolver.usableOutsideCombat(atom)) {
        return reject(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1", EffectResolver.notUsableReason(atom));
      }
    }
    List<ManaColor> mana = requiredMana(card, powered, alternative);
    Rejection payment = checkPayment(d, play.mana(), mana, alternative.die());
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
  private static boolean needsCost(Alternative alternative) {
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

  private static boolean inHandBesides(Draft d, String card, String other) {
    int needed = card.equals(other) ? 2 : 1;
    return Lists.count(d.active().hand(), other) >= needed;
  }

  /** The mana a play needs (R-CARDS-3): actions powered by their colour; spells their colour, plus black when powered. */
  private static List<ManaColor> requiredMana(DeedCard card, boolean powered, Alternative alternative) {
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

  private static Rejection checkPayment(Draft d, List<ManaSource> sources, List<ManaColor> needed, int drawnDie) {
    if (sources.size() != needed.size()) {
      return reject(RejectionCode.MANA_UNAVAILABLE, "R-CARDS-3", "this play needs " + needed.size() + " mana but " + sources.size() + " source(s) were named");
    }
    List<Integer> dice = new ArrayList<>();
    List<ManaColor> tokens = new ArrayList<>(d.turn.tokens());
    int[] crystals = new int[4];
    for (int i = 0; i < sources.size(); i++) {
      ManaSource source = sources.get(i);
      ManaColor shown = ManaPayment.shown(d, source);
      if (shown == null) {
        return reject(source.kind() == ManaSource.Kind.DIE && d.turn.diceTaken() >= d.turn.diceAllowed()
            && source.die() < d.source.size() && d.source.get(source.die()).takenBy() < 0
            ? RejectionCode.DIE_LIMIT : RejectionCode.MANA_UNAVAILABLE, "R-MANA-3", source + " is not available");
      }
      if (!ManaPayment.pays(shown, needed.get(i), d.time)) {
        return reject(RejectionCode.MANA_UNAVAILABLE, "R-MANA-2", source + " shows " + shown.id() + " and cannot pay " + needed.get(i).id());
      }
      switch (source.kind()) {
        case DIE:
          if (dice.contains(source.die()) || source.die() == drawnDie) {
            return reject(RejectionCode.MANA_UNAVAILABLE, "R-MANA-3", "die " + source.die() + " is used twice");
          }
          dice.add(source.die());
          int counted = (int) dice.stream().filter(x -> x != d.active().manaStealDie()).count();
          if (d.turn.diceTaken() + counted > d.turn.diceAllowed()) {
            return reject(RejectionCode.DIE_LIMIT, "R-MANA-3", "only " + d.turn.diceAllowed() + " Source die(s) may be used this turn");
          }
          break;
        case CRYSTAL:
          if (++crystals[source.color().ordinal()] > d.active().crystals().get(source.color())) {
            return reject(RejectionCode.MANA_UNAVAILABLE, "R-MANA-1.2", "not enough " + source.color().id() + " crystals");
          }
          break;
        default:
          if (!tokens.remove(source.color())) {
            return reject(RejectionCode.MANA_UNAVAILABLE, "R-MANA-1.1", "not enough " + source.color().id() + " tokens");
          }
          break;
      }
    }
    if (drawnDie >= 0 && (drawnDie >= d.source.size() || d.source.get(drawnDie).takenBy() >= 0)) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-MANA-3", "die " + drawnDie + " is not in the Source");
    }
    return null;
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
    if (play.with().isPresent()) {
      hand = Lists.without(hand, play.with().get());
      playArea = Lists.with(playArea, play.with().get()); // R-COMPOUND-1: played as part of this card
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
        replenishAdvancedActions(d, plan.alternative().offerPick());
      } else {
        discard = Lists.onTop(discard, cost); // R-CARDS-6: discarded as a cost
      }
    }
    d.setActive(player.withCards(hand, player.deck(), discard, playArea).withRemoved(removed));
    TurnState t = d.turn;
    d.turn = t.withCardsPlayed(1);
    d.emit(new Event.CardPlayed(p, play.card(), play.mode() == CardMode.BASIC ? "basic" : "powered"));
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
    if (!d.advancedActionDeck.isEmpty()) {
      offer.add(0, d.advancedActionDeck.get(0));
      d.advancedActionDeck = d.advancedActionDeck.subList(1, d.advancedActionDeck.size());
      d.revealed = true;
    }
    d.advancedActionOffer = List.copyOf(offer);
  }

  /** Mana Draw powered: take a die, set it to the chosen colour; it returns without a reroll (deed-cards §1.1). */
  private static void drawDie(Draft d, Alternative alternative) {
    List<ManaDie> dice = new ArrayList<>(d.source);
    dice.set(alternative.die(), new ManaDie(alternative.dieColor(), d.turn.player()));
    d.source = List.copyOf(dice);
    TurnState t = d.turn;
    d.turn = t.withDice(t.diceTaken(), t.diceAllowed(), Lists.with(t.keepDice(), alternative.die()));
  }

  /**
   * Checks a sideways play (R-CARDS-3.5). Outside combat only Move and Influence do anything.
   *
   * @param d the draft
   * @param play the play
   * @return a rejection, or null if legal
   */
  public static Rejection checkSideways(Draft d, PlaySideways play) {
    if (!d.active().hand().contains(play.card())) {
      return Rejection.of(RejectionCode.CARD_NOT_IN_HAND, "R-CARDS-2", "'" + play.card() + "' is not in hand");
    }
    if (play.card().equals(TurnEnding.WOUND)) {
      return Rejection.of(RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-3.4", "Wound cards cannot be played, not even sideways");
    }
    if (play.use() == SidewaysUse.ATTACK || play.use() == SidewaysUse.BLOCK) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-CARDS-3.5", "Attack and Block can only be used in combat");
    }
    return null;
  }

  /**
   * Applies a checked sideways play.
   *
   * @param d the draft
   * @param play the play
   */
  public static void applySideways(Draft d, PlaySideways play) {
    PlayerState player = d.active();
    d.setActive(player.withCards(Lists.without(player.hand(), play.card()), player.deck(), player.discard(),
        Lists.with(player.playArea(), play.card())));
    TurnState t = d.turn;
    boolean move = play.use() == SidewaysUse.MOVE;
    d.turn = t.withPoints(t.move() + (move ? 1 : 0), t.influence() + (move ? 0 : 1), t.heal()).withCardsPlayed(1);
    d.emit(new Event.CardPlayed(t.player(), play.card(), "sideways"));
    d.emit(new Event.PointsGained(t.player(), play.use().id(), 1));
  }

  /**
   * Every legal card play of the active player: sideways uses, and each basic and powered alternative with
   * each way of paying for it.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legalPlays(Draft d, List<Action> out) {
    List<ManaSource> sources = ManaPayment.available(d);
    for (String card : new LinkedHashSet<>(d.active().hand())) {
      if (card.equals(TurnEnding.WOUND)) {
        continue;
      }
      out.add(new PlaySideways(card, SidewaysUse.MOVE));
      out.add(new PlaySideways(card, SidewaysUse.INFLUENCE));
      for (CardMode mode : CardMode.values()) {
        addPlays(d, card, mode, sources, out);
      }
    }
  }

  private static void addPlays(Draft d, String card, CardMode mode, List<ManaSource> sources, List<Action> out) {
    DeedCard def = d.content.card(card);
    boolean powered = mode == CardMode.POWERED;
    List<Alternative> own = d.effects.card(card, powered, d.source.size());
    if (own == null || (powered && def.type() == DeedCardType.SPELL && d.time == TimeOfDay.DAY)) {
      return;
    }
    if (own.size() == 1 && own.get(0).compound() >= 0) {
      // R-COMPOUND-1: the option indexes the other action card's powered alternatives
      for (String other : new LinkedHashSet<>(d.active().hand())) {
        List<Alternative> alternatives = other.equals(TurnEnding.WOUND) || !d.content.card(other).type().isAction()
            ? null : d.effects.card(other, true, d.source.size());
        if (alternatives == null || !inHandBesides(d, card, other)) {
          continue;
        }
        for (int option = 0; option < alternatives.size(); option++) {
          addWithCosts(d, card, mode, option, Optional.of(other), def, alternatives.get(option), sources, out);
        }
      }
      return;
    }
    for (int option = 0; option < own.size(); option++) {
      addWithCosts(d, card, mode, option, Optional.empty(), def, own.get(option), sources, out);
    }
  }

  /** Adds the plays of one alternative: with each possible cost card if it asks for one, and each payment. */
  private static void addWithCosts(Draft d, String card, CardMode mode, int option, Optional<String> with,
      DeedCard def, Alternative alternative, List<ManaSource> sources, List<Action> out) {
    if (!usable(alternative) || alternative.compound() >= 0) {
      return;
    }
    List<ManaColor> mana = requiredMana(def, mode == CardMode.POWERED, alternative);
    if (!needsCost(alternative)) {
      addPaid(d, card, mode, option, with, Optional.empty(), mana, sources, out);
      return;
    }
    for (String cost : new LinkedHashSet<>(d.active().hand())) {
      if (!cost.equals(TurnEnding.WOUND)) {
        addPaid(d, card, mode, option, with, Optional.of(cost), mana, sources, out);
      }
    }
  }

  private static boolean usable(Alternative alternative) {
    for (Effect atom : alternative.atoms()) {
      if (!EffectResolver.usableOutsideCombat(atom)) {
        return false;
      }
    }
    return true;
  }

  /** Adds one play per way of paying the needed colours; check() confirms each (the single source of truth). */
  private static void addPaid(Draft d, String card, CardMode mode, int option, Optional<String> with,
      Optional<String> cost, List<ManaColor> needed, List<ManaSource> sources, List<Action> out) {
    for (List<ManaSource> payment : payments(d, sources, needed, 0)) {
      PlayCard play = new PlayCard(card, mode, option, with, cost, payment);
      if (check(d, play) == null) {
        out.add(play);
      }
    }
  }

  /** Ordered choices of sources, each able to pay its colour; a die is never used twice. */
  private static List<List<ManaSource>> payments(Draft d, List<ManaSource> sources, List<ManaColor> needed, int from) {
    List<List<ManaSource>> out = new ArrayList<>();
    if (from == needed.size()) {
      out.add(List.of());
      return out;
    }
    for (List<ManaSource> tail : payments(d, sources, needed, from + 1)) {
      for (ManaSource source : sources) {
        ManaColor shown = ManaPayment.shown(d, source);
        if (shown == null || !ManaPayment.pays(shown, needed.get(from), d.time)
            || (source.kind() == ManaSource.Kind.DIE && tail.contains(source))) {
          continue;
        }
        List<ManaSource> next = new ArrayList<>(tail.size() + 1);
        next.add(source);
        next.addAll(tail);
        out.add(next);
      }
    }
    return out;
  }

  private static Rejection reject(RejectionCode code, String rule, String detail) {
    return Rejection.of(code, rule, detail);
  }
}
