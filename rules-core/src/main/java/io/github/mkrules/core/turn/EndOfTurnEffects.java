package io.github.mkrules.core.turn;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.cards.EffectResolver;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.effect.AtEndOfTurn;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.KeepCard;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.ReturnSpentCrystals;
import io.github.mkrules.core.effect.ThrowAwayReceivedWounds;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.List;

/**
 * The effects cards leave for the end of the turn (R-EFFECTS-1.2), taken after the played cards went to the
 * discard pile (R-ENDTURN-3) and before the rewards (R-ENDTURN-5): {@code keep-card} (Steady Tempo: the card may
 * go onto the deed deck instead, a {@link DecisionKind#CARD_CHOICE} of it or nothing), {@code
 * return-spent-crystals} (Crystal Mastery) and {@code at-end-of-turn term} (Heroic Tale). Each is taken out of
 * the turn's modifiers when it acts, so the end of the turn can stop for a choice and go on.
 */
public final class EndOfTurnEffects {
  /** The first word of the context of this class's choices. */
  public static final String CONTEXT = "end-of-turn";

  /** The second word of the context of the choice of Wounds thrown away (Banner of Protection). */
  private static final String WOUNDS = "wounds";

  private EndOfTurnEffects() {}

  /**
   * Takes the delayed effects in the order they were played.
   *
   * @param d the draft
   * @return false if a choice waits, after which {@link #finish} goes on with the end of the turn
   */
  static boolean takeAll(Draft d) {
    for (String text : d.turn.modifiers()) {
      Modifier m = Modifier.parse(text);
      if (m.word() instanceof KeepCard || m.word() instanceof ReturnSpentCrystals || m.word() instanceof AtEndOfTurn
          || m.word() instanceof ThrowAwayReceivedWounds) {
        d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), text));
        if (!take(d, m)) {
          return false;
        }
        return takeAll(d);
      }
    }
    return true;
  }

  /** One delayed effect; false if it asks for a choice. */
  private static boolean take(Draft d, Modifier m) {
    PlayerState player = d.active();
    if (m.word() instanceof KeepCard) {
      boolean top = m.word(KeepCard.class).top();
      // the bottom only under other cards (deed-cards.md §1.3), and only a card played and now discarded
      if (player.discard().contains(m.source()) && (top || !player.deck().isEmpty())) {
        Choices.ask(d, Choices.of(player.index(), DecisionKind.CARD_CHOICE, "R-EFFECTS-1.2", List.of(m.source()), 0, 1)
            .context(List.of(CONTEXT, top ? "top" : "bottom")).build());
        return false;
      }
    } else if (m.word() instanceof ThrowAwayReceivedWounds) {
      // Banner of Protection: the Wounds received this turn still in hand or discard pile; the player may keep some
      int held = Lists.count(player.hand(), TurnEnding.WOUND) + Lists.count(player.discard(), TurnEnding.WOUND);
      int n = Math.min(d.turn.woundsReceived(), held);
      if (n > 0) {
        Choices.ask(d, Choices.of(player.index(), DecisionKind.CARD_CHOICE, "R-EFFECTS-1.2",
            java.util.Collections.nCopies(n, TurnEnding.WOUND), 0, n).context(List.of(CONTEXT, WOUNDS)).build());
        return false;
      }
    } else if (m.word() instanceof ReturnSpentCrystals) {
      for (ManaColor color : d.turn.crystalsSpent()) {
        if (d.active().crystals().get(color) < Crystals.MAX_PER_COLOR) {
          d.setActive(d.active().withCrystals(d.active().crystals().plus(color, 1)));
          d.emit(new Event.ManaGained(player.index(), color, true));
        }
      }
    } else {
      Effect term = m.word(AtEndOfTurn.class).effect();
      for (Effect atom : term instanceof Effect.Sequence ? ((Effect.Sequence) term).steps() : List.of(term)) {
        EffectResolver.resolve(d, atom, 0, m.source());
      }
    }
    return true;
  }

  /**
   * Finishes a choice of this class: the card picked goes onto the deed deck; then the end of the turn goes on.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    if (choice.context().get(1).equals(WOUNDS)) {
      throwAway(d, choice.picked().size());
    } else if (!choice.picked().isEmpty()) {
      String card = choice.picked().get(0);
      boolean top = choice.context().get(1).equals("top");
      PlayerState p = d.active();
      List<String> deck = top ? Lists.onTop(p.deck(), card) : Lists.with(p.deck(), card);
      d.setActive(p.withCards(p.hand(), deck, Lists.without(p.discard(), card), p.playArea()));
      d.emit(new Event.CardKeptOnDeck(p.index(), card, top));
    }
    TurnFlow.finishEnd(d);
  }

  /** The Wounds picked go back to the Wound deck: from the hand first, then from the discard pile. */
  private static void throwAway(Draft d, int count) {
    PlayerState p = d.active();
    List<String> hand = p.hand();
    List<String> discard = p.discard();
    int fromHand = 0;
    for (int i = 0; i < count; i++) {
      if (hand.contains(TurnEnding.WOUND)) {
        hand = Lists.without(hand, TurnEnding.WOUND);
        fromHand++;
      } else {
        discard = Lists.without(discard, TurnEnding.WOUND);
      }
    }
    if (count == 0) {
      return;
    }
    d.setActive(p.withCards(hand, p.deck(), discard, p.playArea()));
    d.wounds += count;
    if (fromHand > 0) {
      d.emit(new Event.CardsThrownAway(p.index(), java.util.Collections.nCopies(fromHand, TurnEnding.WOUND),
          Event.CardPile.HAND));
    }
    if (count > fromHand) {
      d.emit(new Event.CardsThrownAway(p.index(), java.util.Collections.nCopies(count - fromHand, TurnEnding.WOUND),
          Event.CardPile.DISCARD));
    }
  }
}
