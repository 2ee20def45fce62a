package io.github.mkrules.core.setup;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.InvalidConfigException.Problem;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.MapShape;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.RuinsToken;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.SkillKind;
import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.content.UnitCard;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.ScenarioSetup;
import io.github.mkrules.core.chance.Chance;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.content.StartingDeck;
import io.github.mkrules.core.dummy.DummyPlayer;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.TileReveal;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.round.TacticSelection;
import io.github.mkrules.core.variant.Auction;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.variant.DeckDraft;
import io.github.mkrules.core.variant.Raiders;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Sets up a game: the common area (R-SETUP) and each player's area (R-PAREA), as the scenario says. */
public final class GameSetup {
  /** The number of cards in each of the Advanced Actions and Spells offers (R-SETUP-5, R-SETUP-6). */
  public static final int OFFER_SIZE = 3;

  private GameSetup() {}

  /**
   * Checks a configuration against the content and the scenario before any state exists.
   *
   * @param config the configuration
   * @param content the content
   * @param scenarios the known scenarios by id
   * @return the scenario to play
   * @throws InvalidConfigException naming the problem
   */
  public static ScenarioDefinition validate(
      GameConfig config, Content content, Map<String, ScenarioDefinition> scenarios) {
    ScenarioDefinition scenario = scenarios.get(config.scenario());
    if (scenario == null) {
      throw new InvalidConfigException(Problem.UNKNOWN_SCENARIO,
          "unknown scenario '" + config.scenario() + "'; known: " + String.join(", ", scenarios.keySet()));
    }
    int players = config.players().size();
    if (scenario.setup(players) == null) {
      throw new InvalidConfigException(Problem.PLAYER_COUNT,
          "scenario '" + scenario.id() + "' does not allow " + players + " player(s); allowed: "
              + new java.util.TreeSet<>(scenario.byPlayers().keySet()));
    }
    Set<String> seen = new HashSet<>();
    for (PlayerSetup player : config.players()) {
      if (content.heroOrNull(player.hero()) == null) {
        throw new InvalidConfigException(Problem.UNKNOWN_HERO, "unknown hero '" + player.hero() + "'");
      }
      if (!seen.add(player.hero())) {
        throw new InvalidConfigException(Problem.DUPLICATE_HERO,
            "hero '" + player.hero() + "' was chosen by two players (R-FLOW-2)");
      }
    }
    GameOptions.validate(config, content, scenario);
    return scenario;
  }

  /**
   * Builds the state after setup, waiting for the first tactic choice.
   *
   * @param config a validated configuration
   * @param content the content
   * @param scenario the scenario
   * @param effects the expanded effects of the content
   * @return the first state
   */
  public static GameState setUp(GameConfig config, Content content, ScenarioDefinition scenario,
      io.github.mkrules.core.cards.CardEffects effects) {
    Chance chance = new Chance(Chance.fromSeed(config.seed()));
    int n = config.players().size();
    ScenarioSetup setup = scenario.setupFor(config);
    PlayerState[] players = new PlayerState[n];
    Draft d = new Draft(config, content, scenario, players, chance, effects);

    setUpEnemyAndRuinsPiles(d);                                                  // R-SETUP-2
    d.artifactDeck = shuffledCopies(d, content, DeedCardType.ARTIFACT);          // R-SETUP-3
    d.wounds = content.card("wound").copies();                                    // R-SETUP-4
    d.scenarioState = ScenarioStart.state(config, content, scenario, chance);
    List<String> spells = shuffledCopies(d, content, DeedCardType.SPELL);         // R-SETUP-5
    d.spellOffer = spells.subList(0, OFFER_SIZE);
    d.spellDeck = spells.subList(OFFER_SIZE, spells.size());
    List<String> advanced = shuffledCopies(d, content, DeedCardType.ADVANCED_ACTION); // R-SETUP-6
    // V-DECK-DRAFT-01: the draft hands are dealt before the offer (DeckDraft.begin takes them off the top)
    int drafted = DeckDraft.on(d) ? Math.min(DeckDraft.DEALT * n, advanced.size() - OFFER_SIZE) : 0;
    d.advancedActionOffer = advanced.subList(drafted, drafted + OFFER_SIZE);
    d.advancedActionDeck = Lists.concat(advanced.subList(0, drafted), advanced.subList(drafted + OFFER_SIZE,
        advanced.size()));
    setUpUnits(d, content, n);                                                    // R-SETUP-8, R-SETUP-9
    List<Integer> order = new ArrayList<>();                                      // R-SETUP-10
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    d.turnOrder = List.copyOf(order);
    // R-SETUP-11; V-DAYNIGHT-01: Night Arrival, with no gold or black die in the Source
    boolean night = Variants.is(config, Variants.FIRST_ROUND, "night");
    d.time = night ? TimeOfDay.NIGHT : TimeOfDay.DAY;
    d.source = SourceDice.rollSource(n + 2 + scenario.start().extraDice(), chance); // R-SETUP-11.2, CTX-06
    if (night) {
      d.source = SourceDice.withoutGoldOrBlack(d.source, chance);
    }
    d.tactics = tacticsOf(content, d.time);                                       // R-SETUP-12
    setUpMap(d, content, setup);                                                  // R-SETUP-14, R-SETUP-15
    for (int i = 0; i < n; i++) {
      players[i] = setUpPlayer(i, config, content, scenario, chance)
          .withFameAndReputation(scenario.start().fame() - Auction.bid(config, i), // S-BLITZ-CONQUEST-01, V-AUCTION-05
              Raiders.reputation(config, scenario.start().reputation()));          // S-BLITZ-CONQUEST-02, V-RAIDERS-01
    }
    String dummyHero = GameOptions.dummyHero(config, content, setup);
    if (dummyHero != null) {
      d.dummy = Optional.of(DummyPlayer.setUp(content, dummyHero, n == 1,
          Variants.is(config, Variants.NO_INTERACTIVE_SKILLS, "yes"), chance)); // S-GENERAL-07 to 09, S-GENERAL-20
    }
    d.phase = io.github.mkrules.api.state.Phase.TACTIC_SELECTION;
    d.turnIndex = 0;
    d.events.clear();
    TacticSelection.begin(d);
    if (DeckDraft.on(d)) {
      DeckDraft.begin(d); // V-DECK-DRAFT-01, 02: the draft comes before the first tactic
    }
    return d.build();
  }

  private static void setUpEnemyAndRuinsPiles(Draft d) {
    Map<EnemyColor, List<String>> piles = new EnumMap<>(EnemyColor.class);
    Map<EnemyColor, List<String>> discards = new EnumMap<>(EnemyColor.class);
    for (EnemyColor color : EnemyColor.values()) {
      List<String> tokens = new ArrayList<>();
      for (EnemyToken enemy : d.content.enemies()) {
        if (enemy.color() == color) {
          for (int c = 0; c < enemy.copies(); c++) {
            tokens.add(enemy.id());
          }
        }
      }
      piles.put(color, List.copyOf(d.chance.shuffled(tokens)));
      discards.put(color, List.of());
    }
    d.enemyPiles = piles;
    d.enemyDiscards = discards;
    List<String> ruins = new ArrayList<>();
    for (RuinsToken token : d.content.ruins()) {
      ruins.add(token.id());
    }
    d.ruinsPile = List.copyOf(d.chance.shuffled(ruins));
    d.ruinsDiscard = List.of();
  }

  private static List<String> shuffledCopies(Draft d, Content content, DeedCardType type) {
    List<String> ids = new ArrayList<>();
    for (DeedCard card : content.cards()) {
      if (card.type() == type && !d.scenarioState.outOfGame().contains(card.id())) {
        for (int c = 0; c < card.copies(); c++) {
          ids.add(card.id());
        }
      }
    }
    return List.copyOf(d.chance.shuffled(ids));
  }

  private static void setUpUnits(Draft d, Content content, int players) {
    List<String> regular = new ArrayList<>();
    List<String> elite = new ArrayList<>();
    for (UnitCard unit : content.units()) {
      for (int c = 0; c < unit.copies() && !d.scenario.removedUnits().contains(unit.id()); c++) {
        (unit.elite() ? elite : regular).add(unit.id());
      }
    }
    List<String> regularDeck = d.chance.shuffled(regular);
    // S-FIRST-RECON-04: in a first game the offer holds a unit recruited in Villages; otherwise deal again
    while ("yes".equals(d.config.options().get(GameOptions.FIRST_GAME)) && regularDeck.subList(0, players + 2).stream()
        .noneMatch(u -> content.unit(u).recruitSites().contains("village"))) {
      regularDeck = d.chance.shuffled(regular);
    }
    d.eliteUnits = d.scenario.eliteUnits() ? List.copyOf(d.chance.shuffled(elite)) : List.of();
    // R-SETUP-9, CTX-06: players + 2 Regular units; the dummy player does not count (S-BLITZ-CONQUEST-04: + 1)
    int offered = players + 2 + d.scenario.start().extraUnits();
    d.unitOffer = List.copyOf(regularDeck.subList(0, offered));
    d.regularUnits = List.copyOf(regularDeck.subList(offered, regularDeck.size()));
    d.unitOfferAdvancedActions = List.of();
    d.commonSkillOffer = List.of();
  }

  /**
   * The tactic ids of one time of day, in number order.
   *
   * @param content the content
   * @param time Day or Night
   * @return the tactic ids
   */
  public static List<String> tacticsOf(Content content, TimeOfDay time) {
    List<String> out = new ArrayList<>();
    content.tactics().stream()
        .filter(t -> t.time() == time)
        .sorted(java.util.Comparator.comparingInt(Tactic::number))
        .forEach(t -> out.add(t.id()));
    return List.copyOf(out);
  }

  private static void setUpMap(Draft d, Content content, ScenarioSetup setup) {
    MapShape shape = content.mapShape(setup.mapShape());
    ScenarioDefinition.Tiles rules = d.scenario.tiles();
    List<String> countryside = new ArrayList<>();
    List<String> coreCity = new ArrayList<>();
    List<String> coreOther = new ArrayList<>();
    for (MapTile tile : content.tiles()) {
      if (tile.kind() == TileKind.COUNTRYSIDE) {
        countryside.add(tile.id());
      } else if (tile.kind() == TileKind.CORE_CITY) {
        coreCity.add(tile.id());
      } else if (tile.kind() == TileKind.CORE && !rules.coreExcluded().contains(tile.id())) {
        coreOther.add(tile.id()); // S-MINES-LIBERATION: a tile the scenario leaves out is never used
      }
    }
    java.util.Comparator<String> byNumber = java.util.Comparator.comparingInt(id -> content.tile(id).number());
    countryside.sort(byNumber);
    // R-SETUP-14.1: countryside chosen at random (First Reconnaissance: in number order); a scenario may
    // require some tiles (S-MINES-LIBERATION, S-DUNGEON-LORDS, S-DRUID-NIGHTS, S-CONQUER-AND-HOLD)
    List<String> chosenCountryside = chosen(d, rules.countryside(), countryside, setup.countrysideTiles(),
        setup.countrysideInNumberOrder(), new ArrayList<>());
    if (setup.countrysideInNumberOrder()) {
      chosenCountryside.sort(byNumber);
    }
    // R-SETUP-14.2: city and non-city core tiles drawn at random from their piles (or the scenario's cities)
    List<String> chosenCity = rules.cities().isEmpty() ? d.chance.shuffled(coreCity).subList(0, setup.coreCityTiles())
        : rules.cities().subList(0, setup.coreCityTiles());
    List<String> unusedCore = new ArrayList<>();
    List<String> chosenOther = chosen(d, rules.core(), coreOther, setup.coreNonCityTiles(), false, unusedCore);
    // R-SETUP-14.3: shuffled core tiles go under the shuffled countryside tiles
    List<String> core = new ArrayList<>(chosenCity);
    core.addAll(chosenOther);
    List<String> stack = new ArrayList<>(setup.countrysideInNumberOrder()
        ? chosenCountryside
        : d.chance.shuffled(chosenCountryside));
    stack.addAll(d.chance.shuffled(core));
    List<String> unusedCountryside = new ArrayList<>(countryside);
    unusedCountryside.removeAll(chosenCountryside);
    d.unusedCountryside = List.copyOf(unusedCountryside);
    d.unusedCore = List.copyOf(unusedCore);
    // R-SETUP-15: the starting tile, then 2 (side A) or 3 (side B) tiles from the stack
    Map<TileSlot, String> tiles = new LinkedHashMap<>();
    tiles.put(new TileSlot(0, 0), shape.startingTile());
    d.tiles = tiles;
    d.tileStack = List.copyOf(stack);
    for (TileSlot slot : shape.initialSlots()) {
      String tile = d.tileStack.get(0);
      d.tileStack = d.tileStack.subList(1, d.tileStack.size());
      TileReveal.place(d, tile, slot); // R-SETUP-15.2: on-reveal site effects
    }
  }

  /**
   * The required tiles, then tiles drawn from the rest of the pile up to the count: at random, or the lowest
   * numbers first when the pile is in number order; the tiles not drawn go to {@code left}, in drawn order.
   */
  private static List<String> chosen(Draft d, List<String> required, List<String> pile, int count, boolean inOrder,
      List<String> left) {
    List<String> rest = new ArrayList<>(pile);
    rest.removeAll(required);
    List<String> out = new ArrayList<>(required.subList(0, Math.min(required.size(), count)));
    List<String> fill = inOrder ? rest : d.chance.shuffled(rest);
    int taken = Math.min(fill.size(), count - out.size());
    out.addAll(fill.subList(0, taken));
    left.addAll(fill.subList(taken, fill.size()));
    return out;
  }

  private static PlayerState setUpPlayer(
      int index, GameConfig config, Content content, ScenarioDefinition scenario, Chance chance) {
    String heroId = config.players().get(index).hero();
    int players = config.players().size();
    Hero hero = content.heroOrNull(heroId);
    // R-PAREA-4: the hero's 16 Basic Actions shuffled into the deed deck
    List<String> deck = chance.shuffled(StartingDeck.of(hero, content.cards()));
    // R-PAREA-5: draw up to the hand limit of the top level token
    int handLimit = content.levels().row(1).handLimit();
    List<String> hand = List.copyOf(deck.subList(0, handLimit));
    List<String> rest = List.copyOf(deck.subList(handLimit, deck.size()));
    // R-PAREA-9: remove the interactive skill the game type excludes, shuffle the rest face down
    // a solo game is never competitive (R-PAREA-9: cooperative or solo removes the competitive skill)
    boolean competitive = scenario.competitive() && players > 1;
    SkillKind excluded = competitive ? SkillKind.INTERACTIVE_COOPERATIVE : SkillKind.INTERACTIVE_COMPETITIVE;
    boolean friendly = Variants.is(config, Variants.NO_INTERACTIVE_SKILLS, "yes"); // V-FRIENDLY-02: neither
    List<String> skills = new ArrayList<>();
    for (Skill skill : content.skills()) {
      if (skill.hero().equals(heroId) && skill.kind() != excluded && !(friendly && interactive(skill.kind()))) {
        skills.add(skill.id());
      }
    }
    return new PlayerState(index, heroId, hand, rest, List.of(), List.of(), List.of(), 0, 0, 1, Crystals.NONE,
        List.of(), List.of(), chance.shuffled(skills), Optional.empty(), Optional.empty(), false, false, List.of(), -1,
        List.of(), List.of(), 0, List.of(), List.of(), List.of());
  }

  /**
   * Whether a skill acts on other players (CTX-10, V-FRIENDLY-02).
   *
   * @param kind the skill's kind
   * @return true for either interactive kind
   */
  public static boolean interactive(SkillKind kind) {
    return kind == SkillKind.INTERACTIVE_COMPETITIVE || kind == SkillKind.INTERACTIVE_COOPERATIVE;
  }
}
