package io.github.mkrules.core.tactics;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.UseTactic;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.turn.TurnEnding;
import io.github.mkrules.core.variant.FriendlyMana;
import java.util.ArrayList;
import java.util.List;

/**
 * The tactics used during one's own turn or just before it (heroes-skills-tactics §3): The Right Moment,
 * Long Night, Mana Search, Midnight Meditation and Sparing Power. Mana Search's dice and Midnight Meditation's
 * cards are picked one at a time after {@code use-tactic}.
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
    boolean beforeTurn = TurnEnding.untouched(d);
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
        return p.tacticFlipped() || !beforeTurn || !use.args().isEmpty() || p.hand().isEmpty()
            ? reject("R-TURN-1", "Midnight Meditation is used once this Night before a turn, with a card in hand;"
                + " the cards are picked next")
            : null;
      case "sparing-power":
        return checkSparing(d, use, beforeTurn);
      default:
        return reject("R-ROUND-3", "'" + use.tactic() + "' has no effect to use now");
    }
  }

  private static Rejection checkSearch(Draft d, UseTactic use) {
    if (d.turn.used().contains(use.tactic()) || d.turn.diceTaken() > 0 || !use.args().isEmpty()
        || searchable(d).isEmpty()) {
      return reject("R-MANA-3", "Mana Search rerolls 1 or 2 Source dice once per turn, before mana is taken from"
          + " the Source; the dice are picked next");
    }
    return null;
  }

  /** The dice in the Source, depleted ones first (R-MANA-3.3: they must be rerolled first), then by index. */
  private static List<String> searchable(Draft d) {
    List<String> depleted = new ArrayList<>();
    List<String> others = new ArrayList<>();
    for (int i = 0; i < d.source.size(); i++) {
      ManaDie die = d.source.get(i);
      if (die.takenBy() < 0) {
        (die.depleted(d.time) ? depleted : others).add(ManaSource.die(i).toString());
      }
    }
    depleted.addAll(others);
    return depleted;
  }

  /**
   * R-MANA-3.3: while depleted dice are left in the Source, Mana Search rerolls them before any other die;
   * V-FRIENDLY-04: friendlier mana keeps a gold die from being rerolled.
   *
   * @param d the draft
   * @param choice Mana Search's choice so far
   * @param item a die left to pick
   * @return a rejection, or null if the die may be picked now
   */
  static Rejection refuseSearch(Draft d, PendingChoice choice, String item) {
    if (FriendlyMana.keepsFace(d, ManaSource.parse(item).die())) {
      return FriendlyMana.keptFace(ManaSource.parse(item).die()); // V-FRIENDLY-04: no reroll of a gold die
    }
    int depleted = 0;
    for (String option : choice.options()) {
      depleted += d.source.get(ManaSource.parse(option).die()).depleted(d.time) ? 1 : 0;
    }
    boolean itemDepleted = d.source.get(ManaSource.parse(item).die()).depleted(d.time);
    return choice.picked().size() < depleted && !itemDepleted
        ? Rejection.of(RejectionCode.NOT_ON_OFFER, "R-MANA-3.3", "Mana Search must reroll the depleted dice first")
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
      case "mana-search": {
        List<String> dice = searchable(d);
        ask(d, use.tactic(), "R-MANA-3", dice, Math.min(SEARCH_MAX, dice.size()), false);
        return;
      }
      case "midnight-meditation":
        ask(d, use.tactic(), "R-TURN-1", sorted(p.hand()), Math.min(MEDITATION_MAX, p.hand().size()), true);
        return;
      default:
        sparingPower(d, p, use.args().get(0));
        break;
    }
    d.emit(new Event.TacticUsed(t.player(), use.tactic()));
  }

  private static void ask(Draft d, String tactic, String rule, List<String> options, int max, boolean secret) {
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.TACTIC_CHOICE, rule, options, 1, max)
        .context(List.of(tactic)).secret(secret).build());
  }

  private static List<String> sorted(List<String> cards) {
    List<String> out = new ArrayList<>(cards);
    out.sort(null);
    return out;
  }

  /**
   * Carries out Mana Search or Midnight Meditation with what was picked.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  static void finish(Draft d, PendingChoice choice) {
    PlayerState p = d.active();
    TurnState t = d.turn;
    String tactic = choice.context().get(0);
    List<String> picked = choice.picked();
    if (tactic.equals("mana-search")) {
      d.source = reroll(d, picked);
      d.turn = t.withUsed(tactic);
      d.revealed = true;
    } else {
      List<String> hand = p.hand();
      for (String card : picked) {
        hand = Lists.without(hand, card);
      }
      List<String> deck = d.chance.shuffled(Lists.concat(p.deck(), picked));
      int n = Math.min(picked.size(), deck.size());
      p = p.withCards(Lists.concat(hand, deck.subList(0, n)), deck.subList(n, deck.size()), p.discard(), p.playArea());
      d.setActive(p.withTacticState(p.tactic(), true, p.tacticPile(), p.manaStealDie()));
      d.revealed = true;
      d.emit(new Event.CardsReturnedToDeck(t.player(), picked.size()));
      d.emit(new Event.CardsDrawn(t.player(), n));
      restartConditions(d);
    }
    d.emit(new Event.TacticUsed(t.player(), tactic));
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
