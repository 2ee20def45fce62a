package io.github.mkrules.core.variant;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.round.RoundCycle;
import io.github.mkrules.core.setup.Variants;
import java.util.ArrayList;
import java.util.List;

/**
 * The draft at the start of the game (V-DECK-DRAFT-01 to 05). At setup each player is dealt 4 Advanced Actions
 * ({@code ScenarioState.draftHands}); each keeps one aside ({@code ScenarioState.drafted}) and passes the rest to
 * the next player (player index + 1, "clockwise"), until everyone has 3; the cards left are shuffled into the
 * Advanced Action deck. The players pick one after the other in player order, each a secret {@code DRAFT_PICK}
 * choice, and the hands are passed once everybody picked. At the end of every Day that another round follows,
 * each player with cards aside shuffles one of them into the deck (a secret {@code DRAFT_PICK} choice too).
 */
public final class DeckDraft {
  /** What a pick during the draft at setup chooses (its first context item). */
  public static final String KEEP = "draft";
  /** What a pick at the end of a Day chooses (its first context item). */
  public static final String SHUFFLE_IN = "drafted";
  /** V-DECK-DRAFT-01: cards dealt to each player. */
  public static final int DEALT = 4;
  /** V-DECK-DRAFT-02: cards each player keeps. */
  public static final int KEPT = 3;

  private DeckDraft() {}

  /**
   * Whether the game plays with the draft.
   *
   * @param d the draft
   * @return true with {@code draft=yes}
   */
  public static boolean on(Draft d) {
    return Variants.is(d.config, Variants.DRAFT, "yes");
  }

  /**
   * V-DECK-DRAFT-01: deals each player 4 Advanced Actions from the top of the shuffled deck and asks the first
   * player to keep one.
   *
   * @param d the draft, at setup, with the Advanced Action deck shuffled
   */
  public static void begin(Draft d) {
    List<List<String>> hands = new ArrayList<>();
    List<List<String>> kept = new ArrayList<>();
    for (int p = 0; p < d.players.length; p++) {
      List<String> hand = new ArrayList<>();
      for (int i = 0; i < DEALT && !d.advancedActionDeck.isEmpty(); i++) { // V-DECK-00: as many as there are
        hand.add(d.drawAdvancedAction());
      }
      hands.add(hand);
      kept.add(List.of());
    }
    d.scenarioState = d.scenarioState.withDrafted(kept).withDraftHands(hands);
    askKeep(d, 0);
  }

  private static void askKeep(Draft d, int p) {
    List<String> options = new ArrayList<>(d.scenarioState.draftHands().get(p));
    options.sort(null);
    Choices.ask(d, Choices.of(p, DecisionKind.DRAFT_PICK, "V-DECK-DRAFT-02", options, 1, 1)
        .context(List.of(KEEP)).secret(true).build());
  }

  /**
   * V-DECK-DRAFT-04: at the end of a Day that another round follows, asks the first player in the Round Order
   * who still has a card aside to shuffle one into the deck.
   *
   * @param d the draft, between two rounds
   * @param after the players of the Round Order already asked at this Day's end
   * @return true if a choice now waits
   */
  public static boolean askShuffleIn(Draft d, int after) {
    if (!on(d) || d.time != TimeOfDay.DAY) {
      return false;
    }
    for (int i = after; i < d.turnOrder.size(); i++) {
      int p = d.turnOrder.get(i);
      List<String> options = new ArrayList<>(d.scenarioState.drafted().get(p));
      if (!options.isEmpty()) {
        options.sort(null);
        Choices.ask(d, Choices.of(p, DecisionKind.DRAFT_PICK, "V-DECK-DRAFT-04", options, 1, 1)
            .context(List.of(SHUFFLE_IN, String.valueOf(i + 1))).secret(true).build());
        return true;
      }
    }
    return false;
  }

  /**
   * Finishes a pick: keeps the card aside and goes on with the draft, or shuffles the card into the deck and
   * goes on with the end of the Day.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    int p = choice.player();
    String card = choice.picked().get(0);
    List<List<String>> drafted = new ArrayList<>(d.scenarioState.drafted());
    d.revealed = true; // the next chooser's cards come to light: the pick cannot be taken back
    if (choice.context().get(0).equals(SHUFFLE_IN)) {
      drafted.set(p, Lists.without(drafted.get(p), card));
      d.scenarioState = d.scenarioState.withDrafted(drafted);
      PlayerState player = d.players[p];
      d.players[p] = player.withCards(player.hand(), Lists.with(player.deck(), card), player.discard(),
          player.playArea()); // shuffled with the whole deck by the round preparation that follows
      d.emit(new Event.Drafted(p, true));
      if (!askShuffleIn(d, Integer.parseInt(choice.context().get(1)))) {
        RoundCycle.betweenRounds(d, RoundCycle.AFTER_DRAFT);
      }
      return;
    }
    drafted.set(p, Lists.with(d.scenarioState.drafted().get(p), card));
    List<List<String>> hands = new ArrayList<>(d.scenarioState.draftHands());
    hands.set(p, Lists.without(hands.get(p), card));
    d.emit(new Event.Drafted(p, false));
    if (p + 1 < d.players.length) {
      d.scenarioState = d.scenarioState.withDrafted(drafted).withDraftHands(hands);
      askKeep(d, p + 1);
      return;
    }
    List<List<String>> passed = new ArrayList<>(); // V-DECK-DRAFT-02: each passes the rest clockwise
    for (int q = 0; q < hands.size(); q++) {
      passed.add(hands.get((q + hands.size() - 1) % hands.size()));
    }
    if (drafted.get(0).size() < KEPT && !passed.get(0).isEmpty()) {
      d.scenarioState = d.scenarioState.withDrafted(drafted).withDraftHands(passed);
      askKeep(d, 0);
      return;
    }
    List<String> deck = new ArrayList<>(d.advancedActionDeck);
    passed.forEach(deck::addAll); // the cards nobody chose are shuffled back into the deck
    d.advancedActionDeck = List.copyOf(d.chance.shuffled(deck));
    d.scenarioState = d.scenarioState.withDrafted(drafted).withDraftHands(List.of());
  }
}
