package io.github.mkrules.core.round;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.PlayerStateBuilder;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.core.dummy.DummyPlayer;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.scenario.CooperativeTactics;
import io.github.mkrules.core.scenario.DruidGlades;
import io.github.mkrules.core.scenario.GuardedMines;
import io.github.mkrules.core.scenario.PortalClosing;
import io.github.mkrules.core.variant.ActionUpgrading;
import io.github.mkrules.core.variant.DarknessApproaches;
import io.github.mkrules.core.variant.DeckDraft;
import io.github.mkrules.core.variant.Raiders;
import io.github.mkrules.core.scoring.FinalScoring;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.setup.GameSetup;
import io.github.mkrules.core.turn.TurnFlow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The end of a round, the preparation of the next one (R-ROUND-2) and the end of the game (R-ROUND-5). */
public final class RoundCycle {
  private RoundCycle() {}

  /**
   * Ends the round: the game ends if the scenario's round limit is reached or its end condition was met
   * during the round (R-ROUND-5, S-FIRST-RECON-07); otherwise the next round is prepared.
   *
   * @param d the draft
   */
  public static void endRound(Draft d) {
    d.emit(new Event.RoundEnded(d.round));
    DruidGlades.endOfRound(d);                                               // S-DRUID-NIGHTS-03
    Raiders.raid(d);                                                         // V-RAIDERS-02, 04, 06
    if (d.scenario.has(ScenarioDefinition.SpecialRule.PORTAL_CLOSES) && d.round == 1 && !d.scenarioState.portalClosed()) {
      PortalClosing.close(d);                                                // S-ONE-TO-RETURN-01
      if (d.turnOrder.isEmpty()) {
        endGame(d, "all-eliminated");
        return;
      }
    }
    if (d.gameEndTurns >= 0) {
      endGame(d, "scenario-end");
      return;
    }
    if (d.round >= d.setup.rounds()) {
      endGame(d, "round-limit");
      return;
    }
    betweenRounds(d, 0);
  }

  /** The step of {@link #betweenRounds} that follows the Banners' choices. */
  public static final int AFTER_BANNERS = 1;

  /** The step of {@link #betweenRounds} that follows Action upgrading. */
  public static final int AFTER_UPGRADE = 2;
  /** The step of {@link #betweenRounds} that follows the drafted cards shuffled in. */
  public static final int AFTER_DRAFT = 3;

  /**
   * The steps between the end of a round and the preparation of the next one, each of which may wait for the
   * players' choices; the rule of a step resumes with the next step when its choices are made.
   *
   * @param d the draft
   * @param step the first step to take: 0, {@link #AFTER_BANNERS}, {@link #AFTER_UPGRADE} or {@link #AFTER_DRAFT}
   */
  public static void betweenRounds(Draft d, int step) {
    if (step < AFTER_BANNERS && io.github.mkrules.core.units.Banners.askAtRoundEnd(d, 0)) {
      return; // R-UNITS-8.2: Banners stay on their units or go back into the deck
    }
    if (step < AFTER_UPGRADE && ActionUpgrading.ask(d)) {
      return; // V-DECK-UPGRADE-01: the players first may upgrade an Action
    }
    if (step < AFTER_DRAFT && DeckDraft.askShuffleIn(d, 0)) {
      return; // V-DECK-DRAFT-04: after a Day each player shuffles a drafted card in
    }
    if (CooperativeTactics.ask(d)) {
      return; // S-FULL-COOP-02: the players first put a tactic away
    }
    prepareRound(d);
  }

  /**
   * Ends the game.
   *
   * @param d the draft
   * @param reason why it ended
   */
  public static void endGame(Draft d, String reason) {
    d.phase = Phase.GAME_OVER;
    d.endReason = reason;
    d.turn = TurnState.NONE;
    // S-GENERAL-42 and each scenario's scoring; the last round's announcement counts (S-SOLO-CONQUEST-06)
    d.outcome = java.util.Optional.of(FinalScoring.outcome(d, reason));
    d.finalTurns = -1;
    d.gameEndTurns = -1;
    d.emit(new Event.GameEnded(reason));
    d.emit(new Event.FinalScores(d.outcome.get()));
  }

  /**
   * Round preparation (R-ROUND-2), then tactic selection.
   *
   * @param d the draft
   */
  public static void prepareRound(Draft d) {
    d.round++;
    d.finalTurns = -1;
    d.time = DarknessApproaches.next(d);                                     // R-ROUND-2.1, V-DAYNIGHT-02
    if (d.time == io.github.mkrules.api.state.TimeOfDay.DAY) {
      // Ancient Ruins: a face-down ruins token turns over at the start of the next Day
      List<io.github.mkrules.api.state.MapRuins> ruins = new ArrayList<>();
      for (io.github.mkrules.api.state.MapRuins r : d.ruins) {
        ruins.add(new io.github.mkrules.api.state.MapRuins(r.hex(), r.token(), true));
      }
      d.ruins = List.copyOf(ruins);
    }
    d.source = SourceDice.rollSource(d.source.size(), d.chance);             // R-ROUND-2.2 (Mana Steal's die too)
    d.revealed = true;
    rebuildUnitOffer(d);                                                     // R-ROUND-2.3
    d.setOffer(Event.Offer.ADVANCED_ACTIONS, shiftOffer(d, d.advancedActionOffer, true)); // R-ROUND-2.4
    d.setOffer(Event.Offer.SPELLS, shiftOffer(d, d.spellOffer, false));                  // R-ROUND-2.5
    refreshTactics(d);                                                       // R-ROUND-2.6
    for (int p = 0; p < d.players.length; p++) {                             // R-ROUND-2.7
      PlayerState player = d.players[p];
      int carried = player.nextDrawBonus();
      List<UnitState> units = new ArrayList<>();
      for (UnitState unit : player.units()) {
        if (!unit.ready()) {
          d.emit(new Event.UnitReadied(p, units.size())); // (ii) wounded units too, still wounded (R-WOUND-2.2)
        }
        units.add(unit.withReady(true).withBannerFlipped(false)); // (i) Banners face up
      }
      List<String> all = new ArrayList<>(player.hand());
      all.addAll(player.deck());
      all.addAll(player.discard());
      all.addAll(player.playArea());
      all.addAll(player.tacticPile()); // R-ROUND-2.7(iii): all deed cards, also those under Sparing Power
      all.addAll(player.setAside());   // and those set aside until the end of the Round (Time Bending)
      player = new PlayerStateBuilder().from(player).hand(List.of()).deck(d.chance.shuffled(all)).discard(List.of())
          .playArea(List.of()).units(units).tacticFlipped(false).tacticPile(List.of()).setAside(List.of()).manaStealDie(-1)
          .keptDice(List.of()).roundEffects(List.of()) // kept dice back into the Source (R-ROUND-2.2); the Round's effects end
          .flippedSkills(List.of()).skillsInCentre(List.of()).nextDrawBonus(0) // R-ROUND-2.7(i): skills face up
          .build();
      d.players[p] = player;
      d.emit(new Event.DeckRebuilt(p));
      // R-ROUND-4.6: a hand-limit increase gained in the last turn counts for this draw
      TurnFlow.draw(d, p, TurnFlow.handLimit(d, player) + carried, false);
    }
    if (d.dummy.isPresent()) {
      DummyPlayer.newRound(d);                                               // S-GENERAL-15, C-01
    }
    GuardedMines.gifts(d);                                                   // S-MINES-LIBERATION-05
    d.emit(new Event.RoundStarted(d.round, d.time));
    TacticSelection.begin(d);
  }

  private static void rebuildUnitOffer(Draft d) {
    // (i) offered units go under their decks; (ii) offered Advanced Actions under the AA deck
    List<String> regular = new ArrayList<>(d.regularUnits);
    List<String> elite = new ArrayList<>(d.eliteUnits);
    for (String unit : d.unitOffer) {
      (d.content.unit(unit).elite() ? elite : regular).add(unit);
    }
    d.advancedActionDeck = Lists.concat(d.advancedActionDeck, d.unitOfferAdvancedActions);
    // (iii)-(v) players + 2 cards: Regular only until a core tile is revealed, then Elite and Regular alternately
    // S-CONQUER-AND-HOLD-01, C-16: Regular units only in the first half of the game, then the usual alternation
    boolean firstHalf = d.scenario.has(ScenarioDefinition.SpecialRule.REGULAR_FIRST_HALF)
        && d.round <= d.setup.rounds() / 2;
    boolean alternate = d.scenario.eliteUnits() && coreTileRevealed(d) && !firstHalf;
    List<String> offer = new ArrayList<>();
    for (int i = 0; i < d.players.length + 2 + d.scenario.start().extraUnits(); i++) { // CTX-06
      List<String> deck = alternate && i % 2 == 0 && !elite.isEmpty() ? elite : regular;
      if (deck.isEmpty()) {
        deck = deck == elite ? regular : elite;
      }
      if (!deck.isEmpty()) {
        offer.add(deck.remove(0));
      }
    }
    d.regularUnits = List.copyOf(regular);
    d.eliteUnits = List.copyOf(elite);
    d.setOffer(Event.Offer.UNITS, offer);
    // (vi) one Advanced Action for each monastery on the map
    List<String> advanced = new ArrayList<>();
    int monasteries = countSites(d, "monastery");
    for (int i = 0; i < monasteries && !d.advancedActionDeck.isEmpty(); i++) {
      advanced.add(d.drawAdvancedAction());
    }
    d.setOffer(Event.Offer.MONASTERY_ADVANCED_ACTIONS, advanced);
  }

  private static boolean coreTileRevealed(Draft d) {
    for (String tile : d.tiles.values()) {
      TileKind kind = d.content.tile(tile).kind();
      if (kind == TileKind.CORE || kind == TileKind.CORE_CITY) {
        return true;
      }
    }
    return false;
  }

  private static int countSites(Draft d, String site) {
    int n = 0;
    for (Map.Entry<TileSlot, String> placed : d.tiles.entrySet()) {
      for (var hex : d.content.tile(placed.getValue()).hexes()) {
        if (hex.site().filter(site::equals).isPresent()) {
          n++;
        }
      }
    }
    return n;
  }

  /** The lowest card goes under its deck, the rest slide down, a new card takes the top (R-ROUND-2.4). */
  private static List<String> shiftOffer(Draft d, List<String> offer, boolean advanced) {
    List<String> deck = new ArrayList<>(advanced ? d.advancedActionDeck : d.spellDeck);
    List<String> next = new ArrayList<>(offer);
    if (!next.isEmpty()) {
      String lowest = next.remove(next.size() - 1);
      if (advanced && d.dummy.isPresent()) {
        DummyPlayer.gainAdvancedAction(d, lowest); // S-GENERAL-15: into the Dummy's deck instead
      } else {
        deck.add(lowest);
        if (d.dummy.isPresent()) {
          DummyPlayer.gainCrystal(d, lowest);      // S-GENERAL-16: and a crystal of its colour to the Dummy
        }
      }
    }
    if (!deck.isEmpty()) {
      next.add(0, deck.remove(0));
    }
    if (advanced) {
      d.advancedActionDeck = List.copyOf(deck);
    } else {
      d.spellDeck = List.copyOf(deck);
    }
    return List.copyOf(next);
  }

  private static void refreshTactics(Draft d) {
    if (d.setup.tactics() == io.github.mkrules.core.ScenarioSetup.TacticRule.SOLO) {
      // S-SOLO-CONQUEST-02: the tactics used this round leave the game
      List<String> removed = new ArrayList<>(d.removedTactics);
      for (PlayerState player : d.players) {
        player.tactic().ifPresent(removed::add);
      }
      d.dummy.flatMap(dummy -> dummy.tactic()).ifPresent(removed::add); // "both used Tactics cards"
      d.removedTactics = List.copyOf(removed);
    }
    List<String> next = new ArrayList<>(GameSetup.tacticsOf(d.content, d.time));
    next.removeAll(d.removedTactics);
    d.tactics = List.copyOf(next);
  }
}
