package io.github.mkrules.core.engine;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.Supply;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.ScenarioSetup;
import io.github.mkrules.core.chance.Chance;
import io.github.mkrules.core.content.Content;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.Shield;
import java.util.Optional;

/**
 * The working copy of a state while one action is applied. It is created from an immutable state, changed
 * in place by the rule code, and frozen into a new state; the input state is never touched, and unchanged
 * parts (players, map, supply) are shared with it.
 */
public final class Draft {
  public final Content content;
  public final io.github.mkrules.core.cards.CardEffects effects;
  public final ScenarioDefinition scenario;
  public final ScenarioSetup setup;
  public final GameConfig config;
  public int round;
  public TimeOfDay time;
  public Phase phase;
  public final PlayerState[] players;
  public List<Integer> turnOrder;
  public int turnIndex;
  public List<String> tactics;
  // the map (MapState), flattened
  public Map<TileSlot, String> tiles;
  public List<String> tileStack;
  public List<String> unusedCountryside;
  public List<String> unusedCore;
  public List<MapEnemy> enemies;
  public List<io.github.mkrules.api.state.MapRuins> ruins;
  public List<Shield> shields;
  public List<ManaDie> source;
  // the supply (Supply), flattened
  public List<String> regularUnits;
  public List<String> eliteUnits;
  public List<String> unitOffer;
  public List<String> unitOfferAdvancedActions;
  public List<String> advancedActionDeck;
  public List<String> advancedActionOffer;
  public List<String> spellDeck;
  public List<String> spellOffer;
  public List<String> artifactDeck;
  public Map<EnemyColor, List<String>> enemyPiles;
  public Map<EnemyColor, List<String>> enemyDiscards;
  public List<String> ruinsPile;
  public List<String> ruinsDiscard;
  public int wounds;
  public List<String> commonSkillOffer;
  public List<String> removedTactics;
  public List<String> removedUnits;
  public TurnState turn;
  /** The pending choices, the one to make now last. */
  public List<PendingChoice> choices;
  public int finalTurns;
  public final Chance chance;
  public GameState undo;
  public int gameEndTurns;
  public String endReason;
  public Optional<Outcome> outcome;
  /** The Dummy player, if the game has one (S-GENERAL-06). */
  public Optional<io.github.mkrules.api.state.DummyState> dummy;
  /** What the scenario and the variants add to the base game. */
  public io.github.mkrules.api.state.ScenarioState scenarioState;
  public final List<Event> events = new ArrayList<>();
  /** Set when new information was revealed or dice rolled: undo may not go back past this action. */
  public boolean revealed;

  /**
   * A draft of a state.
   *
   * @param state the state to start from
   * @param content the content
   * @param scenario the scenario
   * @param effects the expanded effects of the content
   */
  public Draft(GameState state, Content content, ScenarioDefinition scenario,
      io.github.mkrules.core.cards.CardEffects effects) {
    this.content = content;
    this.effects = effects;
    this.scenario = scenario;
    this.config = state.config();
    this.setup = scenario.setupFor(state.config());
    this.round = state.round();
    this.time = state.time();
    this.phase = state.phase();
    this.players = state.players().toArray(new PlayerState[0]);
    this.turnOrder = state.turnOrder();
    this.turnIndex = state.turnIndex();
    this.tactics = state.tactics();
    MapState map = state.map();
    this.tiles = map.tiles();
    this.tileStack = map.tileStack();
    this.unusedCountryside = map.unusedCountryside();
    this.unusedCore = map.unusedCore();
    this.enemies = map.enemies();
    this.ruins = map.ruins();
    this.shields = map.shields();
    this.source = state.source();
    Supply s = state.supply();
    this.regularUnits = s.regularUnits();
    this.eliteUnits = s.eliteUnits();
    this.unitOffer = s.unitOffer();
    this.unitOfferAdvancedActions = s.unitOfferAdvancedActions();
    this.advancedActionDeck = s.advancedActionDeck();
    this.advancedActionOffer = s.advancedActionOffer();
    this.spellDeck = s.spellDeck();
    this.spellOffer = s.spellOffer();
    this.artifactDeck = s.artifactDeck();
    this.enemyPiles = s.enemyPiles();
    this.enemyDiscards = s.enemyDiscards();
    this.ruinsPile = s.ruinsPile();
    this.ruinsDiscard = s.ruinsDiscard();
    this.wounds = s.wounds();
    this.commonSkillOffer = s.commonSkillOffer();
    this.removedTactics = s.removedTactics();
    this.removedUnits = s.removedUnits();
    this.turn = state.turn();
    this.choices = state.choices();
    this.finalTurns = state.finalTurns();
    this.gameEndTurns = state.gameEndTurns();
    this.endReason = state.endReason();
    this.outcome = state.outcome();
    this.dummy = state.dummy();
    this.scenarioState = state.scenarioState();
    this.chance = new Chance(state.rng());
    this.undo = state.undo();
  }

  /**
   * A blank draft for setup.
   *
   * @param config the configuration
   * @param content the content
   * @param scenario the scenario
   * @param players the initial players
   * @param chance the chance source
   * @param effects the expanded effects of the content
   */
  public Draft(GameConfig config, Content content, ScenarioDefinition scenario, PlayerState[] players, Chance chance,
      io.github.mkrules.core.cards.CardEffects effects) {
    this.content = content;
    this.effects = effects;
    this.scenario = scenario;
    this.config = config;
    this.setup = scenario.setupFor(config);
    this.players = players;
    this.chance = chance;
    this.round = 1;
    this.time = TimeOfDay.DAY;
    this.phase = Phase.TACTIC_SELECTION;
    this.turn = TurnState.NONE;
    this.finalTurns = -1;
    this.gameEndTurns = -1;
    this.endReason = "";
    this.outcome = Optional.empty();
    this.dummy = Optional.empty();
    this.scenarioState = io.github.mkrules.api.state.ScenarioState.NONE;
    this.choices = List.of();
    this.shields = List.of();
    this.tiles = Map.of();
    this.tileStack = List.of();
    this.unusedCountryside = List.of();
    this.unusedCore = List.of();
    this.enemies = List.of();
    this.ruins = List.of();
    this.source = List.of();
    this.regularUnits = List.of();
    this.eliteUnits = List.of();
    this.unitOffer = List.of();
    this.unitOfferAdvancedActions = List.of();
    this.advancedActionDeck = List.of();
    this.advancedActionOffer = List.of();
    this.spellDeck = List.of();
    this.spellOffer = List.of();
    this.artifactDeck = List.of();
    this.enemyPiles = Map.of();
    this.enemyDiscards = Map.of();
    this.ruinsPile = List.of();
    this.ruinsDiscard = List.of();
    this.commonSkillOffer = List.of();
    this.removedTactics = List.of();
    this.removedUnits = List.of();
  }

  /**
   * Takes the top card of the Advanced Action deck.
   *
   * @return the card, or null if the deck is empty
   */
  public String drawAdvancedAction() {
    if (advancedActionDeck.isEmpty()) {
      return null;
    }
    String card = advancedActionDeck.get(0);
    advancedActionDeck = advancedActionDeck.subList(1, advancedActionDeck.size());
    return card;
  }

  /** @return the map as it stands in the draft */
  public MapState map() {
    return new MapState(tiles, tileStack, unusedCountryside, unusedCore, enemies, ruins, shields);
  }

  /** @return the supply as it stands in the draft */
  public Supply supply() {
    return new Supply(regularUnits, eliteUnits, unitOffer, unitOfferAdvancedActions, advancedActionDeck,
        advancedActionOffer, spellDeck, spellOffer, artifactDeck, enemyPiles, enemyDiscards, ruinsPile, ruinsDiscard,
        wounds, commonSkillOffer, removedTactics, removedUnits);
  }

  /**
   * Replaces the cards of an offer and tells the players (API-EVENTS).
   *
   * @param offer which offer
   * @param cards its new cards, in order
   */
  public void setOffer(Event.Offer offer, List<String> cards) {
    List<String> copy = List.copyOf(cards);
    switch (offer) {
      case UNITS:
        unitOffer = copy;
        break;
      case MONASTERY_ADVANCED_ACTIONS:
        unitOfferAdvancedActions = copy;
        break;
      case ADVANCED_ACTIONS:
        advancedActionOffer = copy;
        break;
      case SPELLS:
        spellOffer = copy;
        break;
      case COMMON_SKILLS:
        commonSkillOffer = copy;
        break;
      default:
        throw new IllegalArgumentException("unknown offer " + offer);
    }
    emit(new Event.OfferChanged(offer, copy));
  }

  /**
   * The time whose rules apply now (mana, powered Spells, Day/Night values): Night in a combat fought under
   * Night rules (Dungeon, Tomb), whatever the round (the site cards, docs/decisions/combat.md), otherwise the
   * round's time.
   *
   * @return Day or Night
   */
  public TimeOfDay rulesTime() {
    return turn.combat().filter(c -> c.nightRules()).isPresent() ? TimeOfDay.NIGHT : time;
  }

  /** @return the number of players */
  public int playerCount() {
    return players.length;
  }

  /** @return the player whose turn it is */
  public PlayerState active() {
    return players[turn.player()];
  }

  /**
   * Replaces the active player's state.
   *
   * @param player the new state of the active player
   */
  public void setActive(PlayerState player) {
    players[turn.player()] = player;
  }

  /**
   * Records an event.
   *
   * @param event what happened
   */
  public void emit(Event event) {
    events.add(event);
  }

  /**
   * Freezes the draft into a state.
   *
   * @return the new immutable state
   */
  public GameState build() {
    return new GameState(config, round, time, phase, Arrays.asList(players), turnOrder, turnIndex, tactics, map(),
        source, supply(), turn, choices, finalTurns, gameEndTurns, endReason, outcome, dummy, scenarioState, chance.state(), undo);
  }
}
