package io.github.mkrules.core.tactics;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.UseTactic;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.engine.Multisets;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;

/**
 * The tactics used during one's own turn or just before it (heroes-skills-tactics §3): The Right Moment,
 * Long Night, Mana Search, Midnight Meditation and Sparing Power.
 */
public final class TacticUse {
  /** Midnight Meditation shuffles back up to 5 cards. */
  static final int MEDITATION_MAX = 5;
  /** Mana Search rerolls up to 2 dice. */
  static final int SEARCH_MAX = 2;
  /** Long Night takes 3 cards from the shuffled discard pile as the new deck. */
  static final int LONG_NIGHT_CARDS = 3;

  private TacticUse() {}

  /**
   * Every legal tactic use of the active player now.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    PlayerState p = d.active();
    if (p.tactic().isEmpty()) {
      return;
    }
    String tactic = p.tactic().get();
    List<UseTactic> candidates = new ArrayList<>();
    switch (tactic) {
      case "mana-search":
        for (int a = 0; a < d.source.size(); a++) {
          candidates.add(new UseTactic(tactic, List.of(ManaSource.die(a).toString())));
          for (int b = a + 1; b < d.source.size(); b++) {
            candidates.add(new UseTactic(tactic, List.of(ManaSource.die(a).toString(), ManaSource.die(b).toString())));
          }
        }
        break;
      case "midnight-meditation":
        for (List<String> cards : Multisets.upTo(p.hand(), 1, MEDITATION_MAX)) {
          candidates.add(new UseTactic(tactic, cards));
        }
        break;
      case "sparing-power":
        candidates.add(new UseTactic(tactic, List.of("stash")));
        candidates.add(new UseTactic(tactic, List.of("take")));
        break;
      default:
        candidates.add(new UseTactic(tactic, List.of()));
        break;
    }
    for (UseTactic use : candidates) {
      if (check(d, use) == null) {
        out.add(use);
      }
    }
  }

  /**
   * Checks a tactic use.
   *
   * @param d the draft
   * @param use the use
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, UseTactic use) {
    PlayerState p = d.active();
    if (!p.tactic().filter(use.tactic()::equals).isPresent()) {
      return reject("R-ROUND-3", "you do not hold the tactic '" + use.tactic() + "'");
    }
    boolean beforeTurn = TurnEnding.untouched(d.turn);
    boolean lastTurn = d.finalTurns >= 0 || d.gameEndTurns >= 0;
    if (lastTurn && (use.tactic().equals("midnight-meditation") || use.tactic().equals("sparing-power"))) {
      // R-TURN-1.3(iii): "before your turn" options are not for one's last turn of the round or the game
      return reject("R-TURN-1.3", "'" + use.tactic() + "' cannot be used before your last turn of the round");
    }
    switch (use.tactic()) {
      case "the-right-moment":
        // once this Day; not in the last turns, which no effect may extend (R-ROUND-4.3, R-ROUND-4.5)
        return p.tacticFlipped() || d.turn.extraTurn() || d.finalTurns >= 0 || d.gameEndTurns >= 0 || !use.args().isEmpty()
            ? reject("R-TURN-1", "The Right Moment is used once this Day, not in the last turns of the round or game")
            : null;
      case "long-night":
        return p.tacticFlipped() || !p.deck().isEmpty() || p.discard().isEmpty() || !use.args().isEmpty()
            ? reject("R-ENDTURN-7.4", "Long Night is used once this Night, when the deed deck is empty")
            : null;
      case "mana-search":
        return checkSearch(d, use);
      case "midnight-meditation":
        return p.tacticFlipped() || !beforeTurn || use.args().isEmpty() || use.args().size() > MEDITATION_MAX
            || !Multisets.contains(p.hand(), use.args())
            ? reject("R-TURN-1", "Midnight Meditation is used once this Night before a turn, with 1 to 5 cards from hand")
            : null;
      case "sparing-power":
        return checkSparing(d, use, beforeTurn);
      default:
        return reject("R-ROUND-3", "'" + use.tactic() + "' has no effect to use now");
    }
  }

  private static Rejection checkSearch(Draft d, UseTactic use) {
    if (d.turn.used().contains(use.tactic()) || d.turn.diceTaken() > 0 || use.args().isEmpty()
        || use.args().size() > SEARCH_MAX) {
      return reject("R-MANA-3", "Mana Search rerolls 1 or 2 Source dice once per turn, before mana is taken from the Source");
    }
    List<Integer> dice = new ArrayList<>();
    for (String arg : use.args()) {
      ManaSource source;
      try {
        source = ManaSource.parse(arg);
      } catch (IllegalArgumentException e) {
        return reject("R-MANA-3", "'" + arg + "' is not a die");
      }
      if (source.kind() != ManaSource.Kind.DIE || source.die() >= d.source.size()
          || d.source.get(source.die()).takenBy() >= 0 || dice.contains(source.die())) {
        return reject("R-MANA-3", "'" + arg + "' is not a die in the Source");
      }
      dice.add(source.die());
    }
    // depleted dice must be picked first (R-MANA-3.3)
    int depleted = 0;
    int depletedChosen = 0;
    for (int i = 0; i < d.source.size(); i++) {
      ManaDie die = d.source.get(i);
      if (die.takenBy() < 0 && die.depleted(d.time)) {
        depleted++;
        if (dice.contains(i)) {
          depletedChosen++;
        }
      }
    }
    return depletedChosen < Math.min(depleted, dice.size())
        ? reject("R-MANA-3.3", "Mana Search must reroll the depleted dice first")
        : null;
  }

  private static Rejection checkSparing(Draft d, UseTactic use, boolean beforeTurn) {
    PlayerState p = d.active();
    if (p.tacticFlipped() || !beforeTurn || d.turn.used().contains(use.tactic()) || use.args().size() != 1) {
      return reject("R-TURN-1", "Sparing Power is used once before each turn: stash or take");
    }
    String choice = use.args().get(0);
    if (choice.equals("stash")) {
      return p.deck().isEmpty() ? reject("R-TURN-1", "the deed deck is empty: nothing to stash") : null;
    }
    return choice.equals("take") ? null : reject("R-TURN-1", "Sparing Power takes 'stash' or 'take'");
  }

  /**
   * Applies a checked tactic use.
   *
   * @param d the draft
   * @param use the use
   */
  public static void apply(Draft d, UseTactic use) {
    PlayerState p = d.active();
    TurnState t = d.turn;
    switch (use.tactic()) {
      case "the-right-moment":
        d.setActive(p.withTacticState(p.tactic(), true, p.tacticPile(), p.manaStealDie()));
        d.turn = t.withExtraTurn(true);
        break;
      case "long-night":
        d.setActive(longNight(d, p));
        break;
      case "mana-search":
        d.source = reroll(d, use.args());
        d.turn = t.withUsed(use.tactic());
        d.revealed = true;
        break;
      case "midnight-meditation": {
        List<String> hand = p.hand();
        for (String card : use.args()) {
          hand = Lists.without(hand, card);
        }
        List<String> deck = d.chance.shuffled(Lists.concat(p.deck(), use.args()));
        int n = Math.min(use.args().size(), deck.size());
        p = p.withCards(Lists.concat(hand, deck.subList(0, n)), deck.subList(n, deck.size()), p.discard(), p.playArea());
        d.setActive(p.withTacticState(p.tactic(), true, p.tacticPile(), p.manaStealDie()));
        d.revealed = true;
        d.emit(new Event.CardsReturnedToDeck(t.player(), use.args().size()));
        d.emit(new Event.CardsDrawn(t.player(), n));
        restartConditions(d);
        break;
      }
      default:
        sparingPower(d, p, use.args().get(0));
        break;
    }
    d.emit(new Event.TacticUsed(t.player(), use.tactic()));
  }

  private static void sparingPower(Draft d, PlayerState p, String choice) {
    if (choice.equals("stash")) {
      // the top card goes under the tactic, unseen
      d.setActive(p.withCards(p.hand(), p.deck().subList(1, p.deck().size()), p.discard(), p.playArea())
          .withTacticState(p.tactic(), false, Lists.with(p.tacticPile(), p.deck().get(0)), p.manaStealDie()));
    } else {
      d.setActive(p.withHand(Lists.concat(p.hand(), p.tacticPile()))
          .withTacticState(p.tactic(), true, List.of(), p.manaStealDie()));
      d.revealed = true;
      d.emit(new Event.CardsDrawn(d.turn.player(), p.tacticPile().size()));
    }
    d.turn = d.turn.withUsed("sparing-power");
    restartConditions(d);
  }

  /** R-TURN-1.5: the start-of-turn conditions are checked after "before your turn" effects. */
  private static void restartConditions(Draft d) {
    PlayerState p = d.active();
    d.turn = d.turn.withStartConditions(p.deck().isEmpty(), p.hand().isEmpty());
  }

  /**
   * Long Night: shuffle the discard pile and take 3 random cards from it as the new deed deck; the card turns
   * face down.
   *
   * @param d the draft
   * @param p the player
   * @return the changed player
   */
  public static PlayerState longNight(Draft d, PlayerState p) {
    List<String> shuffled = d.chance.shuffled(p.discard());
    int n = Math.min(LONG_NIGHT_CARDS, shuffled.size());
    d.revealed = true;
    return p.withCards(p.hand(), Lists.concat(p.deck(), shuffled.subList(0, n)), shuffled.subList(n, shuffled.size()),
        p.playArea()).withTacticState(p.tactic(), true, p.tacticPile(), p.manaStealDie());
  }

  private static List<ManaDie> reroll(Draft d, List<String> args) {
    List<ManaDie> dice = new ArrayList<>(d.source);
    for (String arg : args) {
      int i = ManaSource.parse(arg).die();
      dice.set(i, new ManaDie(SourceDice.roll(d.chance), -1));
    }
    return List.copyOf(dice);
  }

  private static Rejection reject(String rule, String detail) {
    return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, rule, detail);
  }
}
