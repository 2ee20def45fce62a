package io.github.mkrules.core.turn;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Rest;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/** Resting instead of a normal turn (R-TURN-7). */
public final class Resting {
  private Resting() {}

  /**
   * Checks a rest.
   *
   * @param d the draft
   * @param rest the rest
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, Rest rest) {
    if (d.turn.stage() != TurnStage.NOT_STARTED) {
      return Rejection.of(RejectionCode.ILLEGAL_REST, "R-TURN-7", "resting replaces the normal turn: not after moving or acting");
    }
    PlayerState player = d.active();
    List<String> hand = new ArrayList<>(player.hand());
    int nonWounds = 0;
    for (String card : rest.discards()) {
      if (!hand.remove(card)) {
        return Rejection.of(RejectionCode.CARD_NOT_IN_HAND, "R-TURN-7.1", "'" + card + "' is not in hand");
      }
      if (!card.equals(TurnEnding.WOUND)) {
        nonWounds++;
      }
    }
    if (TurnEnding.onlyWounds(player)) {
      // R-TURN-7.1(ii) Slow Recovery: exactly one Wound
      if (rest.discards().size() != 1) {
        return Rejection.of(RejectionCode.ILLEGAL_REST, "R-TURN-7.1", "Slow Recovery discards exactly one Wound");
      }
    } else if (nonWounds != 1) {
      // R-TURN-7.1(i) Standard Rest: one non-Wound card and any number of Wounds
      return Rejection.of(RejectionCode.ILLEGAL_REST, "R-TURN-7.1", "Standard Rest discards exactly one non-Wound card and any Wounds");
    }
    return null;
  }

  /**
   * Applies a checked rest: the cards go to the discard pile and the turn can only end.
   *
   * @param d the draft
   * @param rest the rest
   */
  public static void apply(Draft d, Rest rest) {
    PlayerState player = d.active();
    boolean slow = TurnEnding.onlyWounds(player);
    List<String> hand = player.hand();
    List<String> discard = player.discard();
    for (String card : rest.discards()) {
      hand = Lists.without(hand, card);
      discard = Lists.onTop(discard, card);
    }
    d.setActive(player.withCards(hand, player.deck(), discard, player.playArea()));
    TurnState t = d.turn;
    d.turn = t.withStage(TurnStage.RESTED).withCardsPlayed(rest.discards().size());
    d.emit(new Event.Rested(t.player(), slow));
    d.emit(new Event.CardsDiscarded(t.player(), rest.discards().size()));
  }

  /**
   * The legal rests: Slow Recovery with one Wound, or each non-Wound card with 0..all Wounds.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legalRests(Draft d, List<Action> out) {
    if (d.turn.stage() != TurnStage.NOT_STARTED || d.active().hand().isEmpty()) {
      return;
    }
    PlayerState player = d.active();
    if (TurnEnding.onlyWounds(player)) {
      out.add(new Rest(List.of(TurnEnding.WOUND)));
      return;
    }
    int wounds = Lists.count(player.hand(), TurnEnding.WOUND);
    for (String card : new LinkedHashSet<>(player.hand())) {
      if (card.equals(TurnEnding.WOUND)) {
        continue;
      }
      List<String> discards = new ArrayList<>();
      discards.add(card);
      out.add(new Rest(discards));
      for (int w = 1; w <= wounds; w++) {
        discards.add(TurnEnding.WOUND);
        out.add(new Rest(discards));
      }
    }
  }
}
