package io.github.mkrules.core;

import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import java.util.Map;
import org.immutables.value.Value;

/**
 * What the engine needs to know of a scenario (S-…): who may play, the map, the tile stack, the rounds, and
 * the special rules the engine supports as switches. The scenario book module reads these from data. The
 * generated {@code ScenarioDefinitionBuilder} and {@code with…} methods copy a definition with parts changed.
 *
 * @param id the scenario id, for example {@code first-reconnaissance}
 * @param name the English name
 * @param rules the scenario's rule IDs of the scenario book
 * @param byPlayers the setup for each allowed player count
 * @param competitive whether the game is competitive (decides which interactive skill is removed, R-PAREA-9,
 *     CTX-10); a solo game is never competitive
 * @param cooperative whether the players win or lose together (S-FULL-COOP-03)
 * @param eliteUnits whether Elite units are used (S-FIRST-RECON-05 says no)
 * @param fameForRevealingTile Fame gained for each revealed map tile (S-FIRST-RECON-01)
 * @param citiesEnterable whether cities may be entered (S-FIRST-RECON-03 says no)
 * @param options the scenario's own options by name, each with its allowed values, the default first
 * @param cityLevels the level of each city in the order the cities are revealed (R-MOVE-5.7(ii)); empty
 *     when the scenario gives none, and then a revealed city draws no garrison (S-FIRST-RECON)
 * @param start the players' starting Fame and Reputation and the extra dice and units of the scenario
 * @param tiles which tiles the stack must or must not hold
 * @param removedCards deed cards taken out of the game at setup (the competitive Spells, S-SOLO-CONQUEST)
 * @param removedUnits unit cards taken out of the game at setup (S-CONQUER-AND-HOLD: level IV units)
 * @param friendlyCity whether the cities are friendly: every player has a Shield on them, nobody leads them
 *     and nobody attacks them (S-MINES-LIBERATION, S-DUNGEON-LORDS, S-DRUID-NIGHTS)
 * @param end the condition that starts the game's last turns
 * @param scoring how the game is scored
 * @param titles whether achievement titles are awarded (not in solo and cooperative games, S-GENERAL-42)
 * @param special the scenario's own rules that Java implements (special sites and turns)
 * @param unsupported the scenario's option values this engine refuses, as {@code option=value}, with the reason
 *     (they need rules a later version adds: the cooperative city assault, player-vs-player combat)
 */
@ValueStyle
@Value.Builder
public record ScenarioDefinition(
    String id,
    String name,
    List<String> rules,
    Map<Integer, ScenarioSetup> byPlayers,
    boolean competitive,
    boolean cooperative,
    boolean eliteUnits,
    int fameForRevealingTile,
    boolean citiesEnterable,
    Map<String, List<String>> options,
    List<Integer> cityLevels,
    Start start,
    Tiles tiles,
    List<String> removedCards,
    List<String> removedUnits,
    boolean friendlyCity,
    EndCondition end,
    Scoring scoring,
    boolean titles,
    java.util.Set<SpecialRule> special,
    Map<String, String> unsupported) implements WithScenarioDefinition {
  /**
   * Copies the collections.
   *
   * @param id id
   * @param name name
   * @param rules rule IDs
   * @param byPlayers setups by player count
   * @param competitive competitive
   * @param cooperative cooperative
   * @param eliteUnits elite units used
   * @param fameForRevealingTile fame per revealed tile
   * @param citiesEnterable cities enterable
   * @param options options
   * @param cityLevels city levels in reveal order
   * @param start starting values
   * @param tiles tile rules
   * @param removedCards removed deed cards
   * @param removedUnits removed units
   * @param friendlyCity friendly cities
   * @param end end condition
   * @param scoring scoring
   * @param titles titles awarded
   * @param special special rules
   * @param unsupported refused option values with reasons
   */
  public ScenarioDefinition {
    unsupported = Map.copyOf(unsupported);
    special = special.isEmpty() ? java.util.Set.of() : java.util.Set.copyOf(java.util.EnumSet.copyOf(special));
    rules = List.copyOf(rules);
    byPlayers = Map.copyOf(byPlayers);
    options = Map.copyOf(options);
    cityLevels = List.copyOf(cityLevels);
    removedCards = List.copyOf(removedCards);
    removedUnits = List.copyOf(removedUnits);
  }

  /**
   * Whether the scenario has one of its own rules.
   *
   * @param rule the rule
   * @return true if it applies
   */
  public boolean has(SpecialRule rule) {
    return special.contains(rule);
  }

  /**
   * The setup of a game: the scenario's setup for its player count, changed by the options that change it:
   * the map shape and tile counts (V-MAP-01), the city levels (V-CITYLEVEL-01, S-FULL-CONQUEST-07,
   * S-SOLO-CONQUEST-07), One to Return's and Druid Nights' epic games (S-ONE-TO-RETURN-06, S-DRUID-NIGHTS-07).
   *
   * @param config a validated configuration
   * @return the setup
   */
  public ScenarioSetup setupFor(io.github.mkrules.api.GameConfig config) {
    ScenarioSetup base = setup(config.players().size());
    Map<String, String> o = config.options();
    if (base == null || o.isEmpty()) {
      return base;
    }
    boolean epic = "yes".equals(o.get("epic")) && id.equals("one-to-return");
    int extra = epic ? 1 : 0;
    // S-DRUID-NIGHTS-07: the epic Druid Nights, 3 Days and 3 Nights with every countryside and core non-city tile
    boolean druidEpic = "yes".equals(o.get("epic")) && id.equals("druid-nights");
    int countryside = druidEpic ? EVERY_TILE : base.countrysideTiles();
    int coreNonCity = druidEpic ? EVERY_TILE : base.coreNonCityTiles();
    List<Integer> levels = base.cityLevels().isEmpty() ? cityLevels : base.cityLevels();
    if (epic) {
      levels = java.util.Collections.nCopies(levels.size() + 1, 4); // S-ONE-TO-RETURN-06: every city level 4
    }
    if (o.containsKey("city-levels")) {
      levels = java.util.Arrays.stream(o.get("city-levels").split(",")).map(Integer::valueOf).toList();
    }
    return new ScenarioSetup(base.players(), o.getOrDefault("map-shape", base.mapShape()),
        base.coreOnCoastline(),
        count(o, "countryside-tiles", countryside) + extra, count(o, "city-tiles", io.github.mkrules.core.map.Megapolis.two(o) ? 2 : base.coreCityTiles()) + extra,
        count(o, "core-tiles", coreNonCity) + extra, base.countrysideInNumberOrder(),
        epic || druidEpic ? 6 : base.rounds(), base.tactics(), base.dummy() && !"off".equals(o.get("dummy")), levels);
  }

  /** A tile count that takes every tile of its kind (the setup draws no more tiles than there are). */
  public static final int EVERY_TILE = 99;

  private static int count(Map<String, String> options, String name, int otherwise) {
    return options.containsKey(name) ? Integer.parseInt(options.get(name)) : otherwise;
  }

  /**
   * The setup for a player count.
   *
   * @param players the number of players
   * @return the setup, or null if the count is not allowed
   */
  public ScenarioSetup setup(int players) {
    return byPlayers.get(players);
  }

  /**
   * The players' starting standing and the scenario's extra dice and units (S-BLITZ-CONQUEST-01 to 04).
   *
   * @param fame the starting Fame
   * @param reputation the starting Reputation
   * @param fameRowBonus whether each new row of the Fame track gives 1 Fame more (S-BLITZ-CONQUEST-01)
   * @param extraDice dice added to the Source beyond players + 2
   * @param extraUnits units added to the Units offer beyond players + 2
   */
  public record Start(int fame, int reputation, boolean fameRowBonus, int extraDice, int extraUnits) {
    /** The base game's start. */
    public static final Start BASE = new Start(0, 0, false, 0, 0);
  }

  /**
   * Which tiles the stack must hold and which it must not (S-MINES-LIBERATION, S-DUNGEON-LORDS,
   * S-DRUID-NIGHTS, S-CONQUER-AND-HOLD).
   *
   * @param countryside countryside tiles always in the stack; the rest is drawn at random
   * @param core non-city core tiles always in the stack
   * @param coreExcluded non-city core tiles never used
   * @param cities the city tiles to use, in this order, instead of random ones
   */
  public record Tiles(List<String> countryside, List<String> core, List<String> coreExcluded, List<String> cities) {
    /** No rule: every tile is drawn at random. */
    public static final Tiles RANDOM = new Tiles(List.of(), List.of(), List.of(), List.of());

    /**
     * Copies the lists.
     *
     * @param countryside countryside tiles
     * @param core core tiles
     * @param coreExcluded excluded core tiles
     * @param cities city tiles
     */
    public Tiles {
      countryside = List.copyOf(countryside);
      core = List.copyOf(core);
      coreExcluded = List.copyOf(coreExcluded);
      cities = List.copyOf(cities);
    }
  }

  /** The condition that gives every player one last turn and then ends the game. */
  public enum EndCondition {
    /** Only the round limit ends the game (S-DRUID-NIGHTS-05, S-CONQUER-AND-HOLD-11). */
    ROUND_LIMIT,
    /** A city tile was revealed (S-FIRST-RECON-07). */
    CITY_REVEALED,
    /** Every city was conquered (S-FULL-CONQUEST-01, S-BLITZ-CONQUEST-05, S-SOLO-CONQUEST-03, S-FULL-COOP-04). */
    ALL_CITIES_CONQUERED,
    /** Every tile was revealed and every mine liberated (S-MINES-LIBERATION-07). */
    ALL_MINES_LIBERATED,
    /** Every tile was revealed and every Dungeon and Tomb conquered (S-DUNGEON-LORDS-07). */
    ALL_DUNGEONS_CONQUERED,
    /** The game ends at the end of the second Night and the player on the Portal wins (S-ONE-TO-RETURN-04). */
    PORTAL
  }

  /** How the game is scored at its end. */
  public enum Scoring {
    /** Standard achievements scoring (S-GENERAL-42, S-FIRST-RECON-08, S-DRUID-NIGHTS-05). */
    STANDARD,
    /** Achievements and cities (S-FULL-CONQUEST-03 to 06, S-BLITZ-CONQUEST-06). */
    CONQUEST,
    /** Solo Conquest's score (S-SOLO-CONQUEST-04 to 06). */
    SOLO_CONQUEST,
    /** One team score; all win or all fail (S-FULL-COOP-05 to 07). */
    COOPERATIVE,
    /** Achievements and liberated mines (S-MINES-LIBERATION-08, S-MINES-LIBERATION-09). */
    MINES,
    /** Achievements with Dungeons and Tombs worth more (S-DUNGEON-LORDS-08). */
    DUNGEONS,
    /** No score: the player on the Portal wins (S-ONE-TO-RETURN-04). */
    PORTAL,
    /** Points for owned Keeps and Mage Towers (S-CONQUER-AND-HOLD-11). */
    KEEPS_AND_TOWERS
  }

  /** A scenario's own rule that needs Java: special sites, turns and round steps. */
  public enum SpecialRule {
    /** Mines are held by enemies until liberated (S-MINES-LIBERATION-01 to 05). */
    GUARDED_MINES,
    /** Villages and Monasteries reveal secret Dungeons and Tombs (S-DUNGEON-LORDS-01 to 04). */
    SECRET_DUNGEONS,
    /** Conquered Dungeons and Tombs cannot be entered again (S-DUNGEON-LORDS-05). */
    NO_REENTRY,
    /** Conquered Dungeons and Tombs are linked underground (S-DUNGEON-LORDS-06). */
    UNDERGROUND_NETWORK,
    /** Shields on Magical Glades and summonings in the Nights (S-DRUID-NIGHTS-01 to 04). */
    DRUID_GLADES,
    /** The Portal closes at the end of the first Day (S-ONE-TO-RETURN-01, S-ONE-TO-RETURN-02). */
    PORTAL_CLOSES,
    /** Mage Towers are owned like Keeps and give mana (S-CONQUER-AND-HOLD-04, S-CONQUER-AND-HOLD-05). */
    TOWERS_AS_KEEPS,
    /** Assaults on Keeps and Mage Towers cost no Reputation (S-CONQUER-AND-HOLD-03). */
    FREE_ASSAULTS,
    /** More garrison tokens in owned sites in the later Days and Nights (S-CONQUER-AND-HOLD-06, 07). */
    GROWING_GARRISONS,
    /** Regular units only in the first half of the game (S-CONQUER-AND-HOLD-01). */
    REGULAR_FIRST_HALF,
    /** Monastery units are also recruited in Mage Towers, Village units in Keeps (S-CONQUER-AND-HOLD-02, S-ONE-TO-RETURN-03). */
    SHARED_RECRUITING
  }
}
