package io.github.mkrules.core.variant;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.PlayerStateBuilder;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.choice.ChoiceRule;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.round.RoundCycle;
import io.github.mkrules.core.setup.Variants;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

/**
 * Action upgrading (V-DECK-UPGRADE-01 to 04): at the end of every Night but the last, players + 1 Advanced Actions
 * are revealed; from the weakest player on, each may take one into their deck (an {@code UPGRADE_ACTION} choice,
 * {@code done} to pass) and then puts one of their Action cards of its colour out of the game (an
 * {@code UPGRADE_REMOVE} choice). The cards nobody took go under the Advanced Action deck; the decks are
 * shuffled by the round preparation that follows. "The same type" (a shared icon in the card's corner) is not in
 * the source, so only the colour matches (docs/decisions/scenarios.md).
 *
 * <p>The revealed cards are public: an {@code UPGRADE_ACTION} choice holds them as its options, an
 * {@code UPGRADE_REMOVE} choice in its context after the players still to choose and the card taken.
 */
public final class ActionUpgrading implements ChoiceRule {
  /** What an {@code UPGRADE_ACTION} choice chooses (its first context item). */
  public static final String TAKE = "advanced-action";
  /** What an {@code UPGRADE_REMOVE} choice chooses (its first context item). */
  public static final String REMOVE = "action";
  private static final String RULE = "V-DECK-UPGRADE-03";

  /**
   * Whether an upgrade happens at the end of this round and, if so, reveals the cards and asks the first player.
   *
   * @param d the draft, at the end of a round that is not the last
   * @return true if a choice now waits
   */
  public static boolean ask(Draft d) {
    if (!Variants.is(d.config, Variants.ACTION_UPGRADING, "yes") || !nightBeforeAnother(d)) {
      return false;
    }
    List<String> revealed = new ArrayList<>();
    for (int i = 0; i <= d.turnOrder.size() && !d.advancedActionDeck.isEmpty(); i++) { // V-DECK-00: as many as left
      revealed.add(d.drawAdvancedAction());
    }
    if (revealed.isEmpty()) {
      return false;
    }
    d.revealed = true;
    int[] power = power(d);
    d.emit(new Event.UpgradeOffered(List.copyOf(revealed), Arrays.stream(power).boxed().toList()));
    askNext(d, order(d, power), revealed);
    return true;
  }

  /** V-DECK-UPGRADE-01: every Night except the game's last one (with Darkness Approaches every later round is one). */
  private static boolean nightBeforeAnother(Draft d) {
    if (d.time != TimeOfDay.NIGHT) {
      return false;
    }
    int nextNight = Variants.is(d.config, Variants.DARKNESS, "yes") ? d.round + 1 : d.round + 2;
    return nextNight <= d.setup.rounds();
  }

  /**
   * V-DECK-UPGRADE-02: 2 per Artifact or Spell, 1 per Advanced Action, 1 per crystal, the Unit levels (a wounded
   * Unit half, rounded up), 3 per level above the lowest level; -1 for a player out of the game.
   */
  static int[] power(Draft d) {
    int lowest = Integer.MAX_VALUE;
    for (int p : d.turnOrder) {
      lowest = Math.min(lowest, d.players[p].level());
    }
    int[] power = new int[d.players.length];
    Arrays.fill(power, -1);
    for (int p : d.turnOrder) {
      PlayerState player = d.players[p];
      int points = 3 * (player.level() - lowest);
      for (String card : cardsOf(player)) {
        DeedCardType type = d.content.card(card).type();
        points += type == DeedCardType.SPELL || type == DeedCardType.ARTIFACT ? 2
            : type == DeedCardType.ADVANCED_ACTION ? 1 : 0;
      }
      points += player.crystals().red() + player.crystals().blue() + player.crystals().green()
          + player.crystals().white();
      for (UnitState u : player.units()) {
        int level = d.content.unit(u.unit()).level();
        points += u.wounded() ? (level + 1) / 2 : level;
      }
      power[p] = points;
    }
    return power;
  }

  /**
   * V-DECK-UPGRADE-03: the fewest points first; then less Fame; then who played later in the last round.
   */
  static List<Integer> order(Draft d, int[] power) {
    List<Integer> order = new ArrayList<>(d.turnOrder);
    java.util.Collections.reverse(order); // later in the last round first, kept by the stable sort
    order.sort(Comparator.<Integer>comparingInt(p -> power[p]).thenComparingInt(p -> d.players[p].fame()));
    return order;
  }

  private static List<String> cardsOf(PlayerState p) {
    List<String> cards = new ArrayList<>(p.hand());
    cards.addAll(p.deck());
    cards.addAll(p.discard());
    cards.addAll(p.playArea());
    cards.addAll(p.tacticPile());
    return cards;
  }

  /** Asks the next player of the order, or ends the upgrade: the cards left go under the deck (V-DECK-UPGRADE-04). */
  private static void askNext(Draft d, List<Integer> players, List<String> revealed) {
    d.revealed = true; // the next player decides now: a player's upgrade cannot be taken back
    if (players.isEmpty() || revealed.isEmpty()) {
      d.advancedActionDeck = Lists.concat(d.advancedActionDeck, revealed);
      RoundCycle.betweenRounds(d, RoundCycle.AFTER_UPGRADE);
      return;
    }
    List<String> options = new ArrayList<>(revealed);
    options.sort(null);
    Choices.ask(d, Choices.of(players.get(0), DecisionKind.UPGRADE_ACTION, RULE, options, 0, 1)
        .context(List.of(TAKE, joined(players.subList(1, players.size())))).build());
  }

  /**
   * Finishes either choice.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  @Override
  public void finish(Draft d, PendingChoice choice) {
    List<Integer> players = split(choice.context().get(1));
    if (choice.kind() == DecisionKind.UPGRADE_ACTION) {
      if (choice.picked().isEmpty()) {
        askNext(d, players, choice.options());                   // the player passes
        return;
      }
      String taken = choice.picked().get(0);
      List<String> context = new ArrayList<>(List.of(REMOVE, choice.context().get(1), taken));
      context.addAll(Lists.without(choice.options(), taken));
      Choices.ask(d, Choices.of(choice.player(), DecisionKind.UPGRADE_REMOVE, RULE,
          matching(d, d.players[choice.player()], taken), 1, 1).context(context).build());
      return;
    }
    int p = choice.player();
    String taken = choice.context().get(2);
    String removed = choice.picked().get(0);
    d.players[p] = without(d.players[p], removed);
    d.players[p] = d.players[p].withCards(d.players[p].hand(), d.players[p].deck(),
        Lists.onTop(d.players[p].discard(), taken), d.players[p].playArea());
    d.emit(new Event.CardsThrownAway(p, List.of(removed), Event.CardPile.DISCARD));
    d.emit(new Event.CardGained(p, taken, Event.CardPile.DISCARD));
    askNext(d, players, choice.context().subList(3, choice.context().size()));
  }

  /** A revealed card may be taken only by a player holding an Action card of its colour. */
  @Override
  public Rejection refuse(Draft d, PendingChoice choice, String item) {
    if (choice.kind() == DecisionKind.UPGRADE_ACTION && matching(d, d.players[choice.player()], item).isEmpty()) {
      return Rejection.of(RejectionCode.NOT_ON_OFFER, RULE,
          "'" + item + "' needs an Action card of its colour to leave the game, and the player holds none");
    }
    return null;
  }

  /** The player's Basic and Advanced Action cards of the colour of a card, each id once, sorted. */
  private static List<String> matching(Draft d, PlayerState p, String card) {
    DeedCard wanted = d.content.card(card);
    TreeSet<String> out = new TreeSet<>();
    for (String own : cardsOf(p)) {
      DeedCard c = d.content.card(own);
      boolean action = c.type() == DeedCardType.BASIC_ACTION || c.type() == DeedCardType.ADVANCED_ACTION;
      if (action && c.color().isPresent() && c.color().equals(wanted.color())) {
        out.add(own);
      }
    }
    return List.copyOf(out);
  }

  /** The player with one copy of a card out of the game: from the discard pile, the deck or the hand. */
  private static PlayerState without(PlayerState p, String card) {
    PlayerStateBuilder b = new PlayerStateBuilder().from(p).removed(Lists.with(p.removed(), card));
    if (p.discard().contains(card)) {
      return b.discard(Lists.without(p.discard(), card)).build();
    }
    if (p.deck().contains(card)) {
      return b.deck(Lists.without(p.deck(), card)).build();
    }
    if (p.hand().contains(card)) {
      return b.hand(Lists.without(p.hand(), card)).build();
    }
    if (p.playArea().contains(card)) {
      return b.playArea(Lists.without(p.playArea(), card)).build();
    }
    return b.tacticPile(Lists.without(p.tacticPile(), card)).build();
  }

  private static String joined(List<Integer> players) {
    return String.join(",", players.stream().map(String::valueOf).toList());
  }

  private static List<Integer> split(String players) {
    return players.isEmpty() ? List.of() : Arrays.stream(players.split(",")).map(Integer::valueOf).toList();
  }
}
