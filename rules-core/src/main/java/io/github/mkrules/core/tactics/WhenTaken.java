package io.github.mkrules.core.tactics;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The tactics that act "when you take this card" (R-ROUND-3.2): Rethink, Mana Steal, Great Start, Preparation.
 * Rethink's cards, Mana Steal's die and Preparation's card are chosen one pick at a time after taking the card.
 */
public final class WhenTaken {
  /** Rethink discards up to 3 cards (heroes-skills-tactics §3). */
  static final int RETHINK_MAX = 3;
  /** Great Start draws 2 cards. */
  static final int GREAT_START_DRAW = 2;
  /** The rule of every "when you take this card" effect. */
  private static final String RULE = "R-ROUND-3.2";

  private WhenTaken() {}

  /**
   * Carries out the "when you take this card" effect, or asks for its choice.
   *
   * @param d the draft
   * @param player the chooser
   * @param tactic the tactic taken
   * @return true when the effect is done, false when a choice waits
   */
  public static boolean apply(Draft d, int player, String tactic) {
    PlayerState p = d.players[player];
    switch (tactic) {
      case "rethink":
        // discard up to 3 cards (Wounds too), drawn again after they are shuffled back
        return p.hand().isEmpty() ? used(d, player, tactic)
            : ask(d, player, tactic, sorted(p.hand()), 0, Math.min(RETHINK_MAX, p.hand().size()), true);
      case "mana-steal": {
        List<String> dice = stealable(d);
        return dice.isEmpty() ? used(d, player, tactic) : ask(d, player, tactic, dice, 1, 1, false);
      }
      case "preparation":
        // the deck's order is hidden: its cards are offered by id, never in deck order (API-SAMPLE)
        return p.deck().isEmpty() ? used(d, player, tactic)
            : ask(d, player, tactic, new ArrayList<>(new TreeSet<>(p.deck())), 1, 1, true);
      case "great-start": {
        int n = Math.min(GREAT_START_DRAW, p.deck().size());
        d.players[player] = p.withCards(Lists.concat(p.hand(), p.deck().subList(0, n)),
            p.deck().subList(n, p.deck().size()), p.discard(), p.playArea());
        d.revealed = true;
        d.emit(new Event.CardsDrawn(player, n));
        return used(d, player, tactic);
      }
      default:
        return true;
    }
  }

  private static boolean used(Draft d, int player, String tactic) {
    d.emit(new Event.TacticUsed(player, tactic));
    return true;
  }

  private static boolean ask(Draft d, int player, String tactic, List<String> options, int min, int max,
      boolean secret) {
    Choices.ask(d, Choices.of(player, DecisionKind.TACTIC_CHOICE, RULE, options, min, max)
        .context(List.of(tactic)).secret(secret).build());
    return false;
  }

  private static List<String> sorted(List<String> cards) {
    List<String> out = new ArrayList<>(cards);
    out.sort(null);
    return out;
  }

  /** Dice still in the Source that show a basic colour, in Source order. */
  private static List<String> stealable(Draft d) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < d.source.size(); i++) {
      ManaDie die = d.source.get(i);
      if (die.takenBy() < 0 && die.color().isBasic()) {
        out.add(ManaSource.die(i).toString());
      }
    }
    return out;
  }

  /**
   * Carries out the effect with what was picked.
   *
   * @param d the draft
   * @param choice the finished choice of Rethink, Mana Steal or Preparation
   */
  static void finish(Draft d, PendingChoice choice) {
    int player = choice.player();
    PlayerState p = d.players[player];
    String tactic = choice.context().get(0);
    List<String> picked = choice.picked();
    switch (tactic) {
      case "rethink": {
        // draw as many as were discarded, then shuffle the discarded cards into the deed deck
        List<String> hand = new ArrayList<>(p.hand());
        for (String card : picked) {
          hand.remove(card);
        }
        int n = Math.min(picked.size(), p.deck().size());
        hand.addAll(p.deck().subList(0, n));
        List<String> deck = new ArrayList<>(p.deck().subList(n, p.deck().size()));
        deck.addAll(picked);
        d.players[player] = p.withCards(hand, d.chance.shuffled(deck), p.discard(), p.playArea());
        d.revealed = true;
        d.emit(new Event.CardsReturnedToDeck(player, picked.size()));
        d.emit(new Event.CardsDrawn(player, n));
        break;
      }
      case "mana-steal": {
        int die = ManaSource.parse(picked.get(0)).die();
        List<ManaDie> dice = new ArrayList<>(d.source);
        dice.set(die, new ManaDie(dice.get(die).color(), player));
        d.source = List.copyOf(dice);
        d.players[player] = p.withTacticState(p.tactic(), false, p.tacticPile(), die);
        break;
      }
      default: {
        String card = picked.get(0);
        d.players[player] = p.withCards(Lists.with(p.hand(), card), d.chance.shuffled(Lists.without(p.deck(), card)),
            p.discard(), p.playArea());
        d.revealed = true;
        d.emit(new Event.CardsDrawn(player, 1));
        break;
      }
    }
    used(d, player, tactic);
  }
}
