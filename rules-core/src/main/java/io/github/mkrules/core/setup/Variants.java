package io.github.mkrules.core.setup;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.InvalidConfigException.Problem;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.ScenarioSetup;
import io.github.mkrules.core.content.Content;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The variants of the scenario book's chapter II as options of a {@link GameConfig}, accepted by every scenario
 * and checked before the game starts (V-GENERAL-02, V-GENERAL-03): their names, values and the combinations
 * the book forbids. The engine refuses, with {@link Problem#NOT_SUPPORTED}, the variants whose rules it does
 * not implement yet (docs/decisions/scenarios.md lists them).
 */
public final class Variants {
  /** V-DAYNIGHT-01: {@code night} starts the game with a Night round. */
  public static final String FIRST_ROUND = "first-round";
  /** V-DAYNIGHT-02: Darkness Approaches. */
  public static final String DARKNESS = "darkness-approaches";
  /** V-FRIENDLY-01: no interactive Spells. */
  public static final String NO_INTERACTIVE_SPELLS = "no-interactive-spells";
  /** V-FRIENDLY-02: no interactive skills. */
  public static final String NO_INTERACTIVE_SKILLS = "no-interactive-skills";
  /** V-FRIENDLY-03: no player-vs-player combat. */
  public static final String NO_PVP = "no-pvp";
  /** V-FRIENDLY-04: friendlier mana. */
  public static final String FRIENDLY_MANA = "friendly-mana";
  /** V-DECK-UPGRADE-01 to 04: Action upgrading. */
  public static final String ACTION_UPGRADING = "action-upgrading";
  /** V-DECK-DRAFT-01 to 05: the draft at the start of the game. */
  public static final String DRAFT = "draft";
  /** V-MAP-03: random cities. */
  public static final String RANDOM_CITIES = "random-cities";
  /** V-RAIDERS-01 to 06: {@code raiders} or {@code hordes}. */
  public static final String RAIDERS = "raiders";
  /** V-AUCTION-03 to 07: the Fame each player bid for their hero, in hero-choice order. */
  public static final String AUCTION = "auction-bids";
  /** V-CITYLEVEL-01: the level of each city, in the order the cities are revealed. */
  public static final String CITY_LEVELS = "city-levels";
  /** V-MEGAPOLIS-01, 02: the Megapolis level. */
  public static final String MEGAPOLIS = "megapolis";
  /** V-MAP-01: the map shape. */
  public static final String MAP_SHAPE = "map-shape";
  /** V-MAP-01: the tile counts. */
  public static final List<String> TILE_COUNTS = List.of("countryside-tiles", "city-tiles", "core-tiles");

  private static final List<String> YES_NO = List.of("no", "yes");

  /** The variants with a fixed set of values, the default first. */
  private static final Map<String, List<String>> CHOICES = Map.ofEntries(
      Map.entry(FIRST_ROUND, List.of("day", "night")), Map.entry(DARKNESS, YES_NO),
      Map.entry(NO_INTERACTIVE_SPELLS, YES_NO), Map.entry(NO_INTERACTIVE_SKILLS, YES_NO), Map.entry(NO_PVP, YES_NO),
      Map.entry(FRIENDLY_MANA, YES_NO), Map.entry("tile-orientation", List.of("fixed", "random")),
      Map.entry(RANDOM_CITIES, YES_NO), Map.entry(RAIDERS, List.of("no", "raiders", "hordes")),
      Map.entry("interactive-combat", YES_NO), Map.entry(ACTION_UPGRADING, YES_NO), Map.entry(DRAFT, YES_NO));

  /** The variants with numbers or ids for values. */
  private static final Set<String> FREE = Set.of(AUCTION, CITY_LEVELS, MEGAPOLIS, MAP_SHAPE, "countryside-tiles",
      "city-tiles", "core-tiles");

  /** Variant values the engine refuses for now, with the reason. */
  private static final Map<String, String> UNSUPPORTED = Map.of(
      "interactive-combat=yes", "V-ICOMBAT needs another player's secret choice inside a combat");

  /** Scenarios that count their Days and Nights (C-04): no Night start, no Darkness Approaches. */
  private static final Set<String> COUNTS_DAYS = Set.of("druid-nights", "one-to-return", "conquer-and-hold");

  private Variants() {}

  /**
   * Whether an option name is a variant's.
   *
   * @param name the option
   * @return true for a variant
   */
  static boolean known(String name) {
    return CHOICES.containsKey(name) || FREE.contains(name);
  }

  /**
   * Whether a variant is on: its value is neither absent nor its default.
   *
   * @param config the configuration
   * @param name a variant with a fixed set of values
   * @param value the value asked about
   * @return true if the option has that value
   */
  public static boolean is(GameConfig config, String name, String value) {
    return value.equals(config.options().getOrDefault(name, CHOICES.get(name).get(0)));
  }

  /**
   * Checks the variant options of a configuration: known values, supported, and no combination the book forbids.
   *
   * @param config the configuration
   * @param content the content
   * @param scenario the scenario
   * @throws InvalidConfigException naming the problem
   */
  static void validate(GameConfig config, Content content, ScenarioDefinition scenario) {
    Map<String, String> options = config.options();
    for (Map.Entry<String, String> option : options.entrySet()) {
      List<String> values = CHOICES.get(option.getKey());
      if (values != null && !values.contains(option.getValue())) {
        throw new InvalidConfigException(Problem.OPTION_VALUE,
            "variant '" + option.getKey() + "' cannot be '" + option.getValue() + "'; allowed: " + values);
      }
      String reason = UNSUPPORTED.get(option.getKey() + "=" + option.getValue());
      if (reason != null) {
        throw new InvalidConfigException(Problem.NOT_SUPPORTED, option.getKey() + "=" + option.getValue() + ": " + reason);
      }
    }
    if (is(config, FIRST_ROUND, "night") && is(config, DARKNESS, "yes")) {
      throw conflict("Night Arrival starts with a Night, Darkness Approaches with Days (V-DAYNIGHT-01, V-DAYNIGHT-02)");
    }
    if ((is(config, FIRST_ROUND, "night") || is(config, DARKNESS, "yes")) && COUNTS_DAYS.contains(scenario.id())) {
      throw conflict("scenario '" + scenario.id() + "' counts its Days and Nights, so it keeps their order (C-04)");
    }
    checkAuction(config);
    checkMap(config, content, scenario);
  }

  private static InvalidConfigException conflict(String message) {
    return new InvalidConfigException(Problem.CONFLICTING_OPTIONS, message);
  }

  /** V-AUCTION: one non-negative bid per player; an auction needs rivals. */
  private static void checkAuction(GameConfig config) {
    String bids = config.options().get(AUCTION);
    if (bids == null) {
      return;
    }
    if (config.players().size() < 2) {
      throw conflict("a hero auction needs at least two players (V-AUCTION-03)");
    }
    List<Integer> values = numbers(AUCTION, bids, 0, 99);
    if (values.size() != config.players().size()) {
      throw new InvalidConfigException(Problem.OPTION_VALUE,
          "'" + AUCTION + "' lists " + values.size() + " bid(s) for " + config.players().size() + " players");
    }
  }

  /** V-MAP-01, V-CITYLEVEL-01, V-MEGAPOLIS-01, 02: the map shape, tile counts, city levels and a Megapolis. */
  private static void checkMap(GameConfig config, Content content, ScenarioDefinition scenario) {
    Map<String, String> options = config.options();
    if (options.containsKey(MAP_SHAPE)) {
      try {
        content.mapShape(options.get(MAP_SHAPE));
      } catch (IllegalArgumentException e) {
        throw new InvalidConfigException(Problem.OPTION_VALUE, "unknown map shape '" + options.get(MAP_SHAPE) + "'");
      }
    }
    List<TileKind> kinds = List.of(TileKind.COUNTRYSIDE, TileKind.CORE_CITY, TileKind.CORE);
    for (int i = 0; i < TILE_COUNTS.size(); i++) {
      TileKind kind = kinds.get(i);
      if (options.containsKey(TILE_COUNTS.get(i))) {
        numbers(TILE_COUNTS.get(i), options.get(TILE_COUNTS.get(i)), 0,
            (int) content.tiles().stream().filter(t -> t.kind() == kind).count());
      }
    }
    if (options.containsKey(CITY_LEVELS)) {
      numbers(CITY_LEVELS, options.get(CITY_LEVELS), 1, 11);
    }
    ScenarioSetup changed = scenario.setupFor(config);
    if (changed.countrysideTiles() < scenario.tiles().countryside().size()
        || changed.coreNonCityTiles() < scenario.tiles().core().size()
        || !scenario.tiles().cities().isEmpty() && changed.coreCityTiles() > scenario.tiles().cities().size()) {
      throw conflict("scenario '" + scenario.id() + "' needs the tiles it names (V-MAP-01 against its setup)");
    }
    boolean leveled = !changed.cityLevels().isEmpty() && !scenario.friendlyCity() && scenario.citiesEnterable();
    if (leveled && changed.cityLevels().size() < changed.coreCityTiles()) {
      throw conflict(changed.coreCityTiles() + " city tiles but " + changed.cityLevels().size()
          + " city level(s) (V-CITYLEVEL-01: one level per city)");
    }
    if (io.github.mkrules.core.map.Megapolis.two(options) && options.containsKey("city-tiles")) {
      throw conflict("two Megapolises take two city tiles (V-MEGAPOLIS-09); leave 'city-tiles' out");
    }
    if (options.containsKey(MEGAPOLIS)) {
      numbers(MEGAPOLIS, options.get(MEGAPOLIS), 2, 24);
      if (changed.coreCityTiles() > 3) {
        throw conflict("a Megapolis only in scenarios with 3 or fewer cities (V-MEGAPOLIS-01), here "
            + changed.coreCityTiles());
      }
      if (scenario.friendlyCity() || !scenario.citiesEnterable()) {
        throw conflict("a Megapolis is a city to conquer (V-MEGAPOLIS-06), and scenario '" + scenario.id()
            + "' has none");
      }
    }
  }

  private static List<Integer> numbers(String name, String value, int min, int max) {
    try {
      List<Integer> out = java.util.Arrays.stream(value.split(",")).map(String::trim).map(Integer::valueOf).toList();
      for (int n : out) {
        if (n < min || n > max) {
          throw new InvalidConfigException(Problem.OPTION_VALUE,
              "'" + name + "' takes numbers from " + min + " to " + max + ", not " + n);
        }
      }
      return out;
    } catch (NumberFormatException e) {
      throw new InvalidConfigException(Problem.OPTION_VALUE, "'" + name + "' takes numbers, not '" + value + "'");
    }
  }
}
