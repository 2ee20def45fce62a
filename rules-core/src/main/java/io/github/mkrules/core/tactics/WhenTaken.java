package io.github.mkrules.core.tactics;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.SelectTactic;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.engine.Multisets;
import java.util.ArrayList;
import java.util.TreeSet;
import java.util.List;

/** The tactics that act "when you take this card" (R-ROUND-3.2): Rethink, Mana Steal, Great Start, Preparation. */
public final class WhenTaken {
  /** Rethink discards up to 3 cards (heroes-skills-tactics §3). */
  static final int RETHINK_MAX = 3;
  /** Great Start draws 2 cards. */
  static final int GREAT_START_DRAW = 2;

  private WhenTaken() {}

  /**
   * The legal ways to take a tactic.
   *
   * @param d the draft
   * @param player the chooser
   * @param tactic the tactic
   * @param out where to add them
   */
  public static void legal(Draft d, int player, String tactic, List<Action> out) {
    PlayerState p = d.players[player];
    switch (tactic) {
      case "rethink":
        for (List<String> cards : Multisets.upTo(p.hand(), 0, RETHINK_MAX)) {
          out.add(new SelectTactic(tactic, cards));
        }
        break;
      case "mana-steal": {
        List<Integer> dice = stealable(d);
        if (dice.isEmpty()) {
          out.add(new SelectTactic(tactic));
        }
        for (int die : dice) {
          out.add(new SelectTactic(tactic, List.of(ManaSource.die(die).toString())));
        }
        break;
      }
      case "preparation":
        if (p.deck().isEmpty()) {
          out.add(new SelectTactic(tactic));
        }
        // the deck's order is hidden: list its cards by id, never in deck order (API-SAMPLE)
        for (String card : new TreeSet<>(p.deck())) {
          out.add(new SelectTactic(tactic, List.of(card)));
        }
        break;
      default:
        out.add(new SelectTactic(tactic));
        break;
    }
  }

  /** Dice still in the Source that show a basic colour. */
  private static List<Integer> stealable(Draft d) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < d.source.size(); i++) {
      ManaDie die = d.source.get(i);
      if (die.takenBy() < 0 && die.color().isBasic()) {
        out.add(i);
      }
    }
    return out;
  }

  /**
   * Checks the choices made when taking a tactic.
   *
   * @param d the draft
   * @param player the chooser
   * @param action the choice
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, int player, SelectTactic action) {
    List<Action> legal = new ArrayList<>();
    legal(d, player, action.tactic(), legal);
    if (legal.contains(action)) {
      return null;
    }
    return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-ROUND-3.2",
        "'" + action.notation() + "' is not a legal way to take " + action.tactic());
  }

  /**
   * Carries out the "when you take this card" effect.
   *
   * @param d the draft
   * @param player the chooser
   * @param action the checked choice
   */
  public static void apply(Draft d, int player, SelectTactic action) {
    PlayerState p = d.players[player];
    switch (action.tactic()) {
      case "rethink": {
        // discard up to 3 cards, draw as many, then shuffle the discarded cards into the deed deck
        List<String> hand = new ArrayList<>(p.hand());
        for (String card : action.args()) {
          hand.remove(card);
        }
        int n = Math.min(action.args().size(), p.deck().size());
        hand.addAll(p.deck().subList(0, n));
        List<String> deck = new ArrayList<>(p.deck().subList(n, p.deck().size()));
        deck.addAll(action.args());
        d.players[player] = p.withCards(hand, d.chance.shuffled(deck), p.discard(), p.playArea());
        d.revealed = true;
        d.emit(new Event.CardsReturnedToDeck(player, action.args().size()));
        d.emit(new Event.CardsDrawn(player, n));
        break;
      }
      case "mana-steal":
        if (!action.args().isEmpty()) {
          int die = ManaSource.parse(action.args().get(0)).die();
          List<ManaDie> dice = new ArrayList<>(d.source);
          dice.set(die, new ManaDie(dice.get(die).color(), player));
          d.source = List.copyOf(dice);
          d.players[player] = p.withTacticState(p.tactic(), false, p.tacticPile(), die);
        }
        break;
      case "great-start": {
        int n = Math.min(GREAT_START_DRAW, p.deck().size());
        d.players[player] = p.withCards(Lists.concat(p.hand(), p.deck().subList(0, n)),
            p.deck().subList(n, p.deck().size()), p.discard(), p.playArea());
        d.revealed = true;
        d.emit(new Event.CardsDrawn(player, n));
        break;
      }
      case "preparation":
        if (!action.args().isEmpty()) {
          String card = action.args().get(0);
          d.players[player] = p.withCards(Lists.with(p.hand(), card), d.chance.shuffled(Lists.without(p.deck(), card)),
              p.discard(), p.playArea());
          d.revealed = true;
          d.emit(new Event.CardsDrawn(player, 1));
        }
        break;
      default:
        return;
    }
    d.emit(new Event.TacticUsed(player, action.tactic()));
  }
}
