package io.github.mkrules.scenarios;

import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.ScenarioDefinition.EndCondition;
import io.github.mkrules.core.ScenarioDefinition.Scoring;
import io.github.mkrules.core.ScenarioDefinition.SpecialRule;
import io.github.mkrules.core.ScenarioSetup;
import io.github.mkrules.core.ScenarioSetup.TacticRule;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.content.ContentFiles;
import io.github.mkrules.core.content.DataException;
import io.github.mkrules.core.content.DataFile;
import io.github.mkrules.core.content.Place;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reads the scenario book's data file ({@code scenarios.json}) into scenario definitions. */
final class ScenarioLoader {
  /** The bundled file. */
  static final String FILE = "scenarios.json";

  /** The kind of game a scenario is (scenario book chapter III, "Typ"). */
  enum Type {
    /** Each player for themselves (or a team). */
    COMPETITIVE,
    /** All players against the game (S-FULL-COOP). */
    COOPERATIVE,
    /** One player against the game (S-SOLO-CONQUEST). */
    SOLO
  }

  /** A scenario as the file writes it; the parts left out take the values of the common case. */
  private record Scenario(String id, String name, List<String> rules, Type type, Optional<Boolean> eliteUnits,
      Optional<Integer> fameForRevealingTile, Optional<Boolean> citiesEnterable,
      Optional<Map<String, List<String>>> options, List<Setup> setups, Optional<List<Integer>> cityLevels,
      Optional<Start> start, Optional<Tiles> tiles, Optional<List<String>> removedCards,
      Optional<List<String>> removedUnits, Optional<Boolean> friendlyCity, EndCondition end, Scoring scoring,
      Optional<Boolean> titles, Optional<List<SpecialRule>> special, Optional<Map<String, String>> unsupported) {}

  /** The setup of a scenario for one player count. */
  private record Setup(int players, String mapShape, Optional<Boolean> coreOnCoastline, int countryside,
      int coreCity, int coreNonCity, Optional<Boolean> countrysideInNumberOrder, int rounds,
      Optional<TacticRule> tactics, Optional<Boolean> dummy, Optional<List<Integer>> cityLevels) {}

  /** Starting standing, extra dice and units. */
  private record Start(Optional<Integer> fame, Optional<Integer> reputation, Optional<Boolean> fameRowBonus,
      Optional<Integer> extraDice, Optional<Integer> extraUnits) {}

  /** Tiles the stack must and must not hold. */
  private record Tiles(Optional<List<String>> countryside, Optional<List<String>> core,
      Optional<List<String>> coreExcluded, Optional<List<String>> cities) {}

  private ScenarioLoader() {}

  /**
   * Loads the bundled scenarios and checks them against the content.
   *
   * @param content the components (map shapes)
   * @return the scenarios in file order
   * @throws DataException naming file, entry and field
   */
  static List<ScenarioDefinition> loadBundled(Content content) {
    return load(DataFile.read(ScenarioLoader.class.getResourceAsStream(FILE), FILE), content);
  }

  /**
   * Loads scenarios from a file.
   *
   * @param file the file
   * @param content the components
   * @return the scenarios in file order
   * @throws DataException naming file, entry and field
   */
  static List<ScenarioDefinition> load(DataFile file, Content content) {
    return file.header(ContentFiles.FORMAT, ContentFiles.FORMAT_VERSION)
        .entries("scenarios", Scenario.class, (scenario, at) -> scenario(scenario, at, content));
  }

  private static ScenarioDefinition scenario(Scenario s, Place at, Content content) {
    Map<Integer, ScenarioSetup> setups = new LinkedHashMap<>();
    for (int i = 0; i < s.setups().size(); i++) {
      ScenarioSetup setup = setup(s.setups().get(i), at.in("setups[" + i + "]"), content, s.type());
      if (setups.put(setup.players(), setup) != null) {
        throw at.in("setups[" + i + "]").fail("players", "a second setup for " + setup.players() + " player(s)");
      }
    }
    List<Integer> cityLevels = levels(s.cityLevels().orElse(List.of()), at, "cityLevels");
    Start start = s.start().orElse(new Start(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
        Optional.empty()));
    Place startAt = at.in("start");
    ScenarioDefinition.Start begin = new ScenarioDefinition.Start(startAt.range("fame", start.fame().orElse(0), 0, 10),
        startAt.range("reputation", start.reputation().orElse(0), -7, 7), start.fameRowBonus().orElse(false),
        startAt.range("extraDice", start.extraDice().orElse(0), 0, 3),
        startAt.range("extraUnits", start.extraUnits().orElse(0), 0, 3));
    Map<String, List<String>> options = s.options().orElse(Map.of());
    for (Map.Entry<String, List<String>> option : options.entrySet()) {
      if (option.getValue().isEmpty()) {
        throw at.in("options").fail(option.getKey(), "an option needs at least one value, the default first");
      }
    }
    return new ScenarioDefinition(s.id(), s.name(), s.rules(), setups, s.type() == Type.COMPETITIVE,
        s.type() == Type.COOPERATIVE, s.eliteUnits().orElse(true),
        at.range("fameForRevealingTile", s.fameForRevealingTile().orElse(0), 0, 5), s.citiesEnterable().orElse(true),
        options, cityLevels, begin, tiles(s.tiles(), at.in("tiles"), content), cards(s.removedCards(), at, content),
        units(s.removedUnits(), at, content), s.friendlyCity().orElse(false), s.end(), s.scoring(),
        s.titles().orElse(s.type() == Type.COMPETITIVE), new java.util.HashSet<>(s.special().orElse(List.of())),
        unsupported(s.unsupported().orElse(Map.of()), options, at));
  }

  /** Each refused value must be a value of one of the scenario's options. */
  private static Map<String, String> unsupported(Map<String, String> refused, Map<String, List<String>> options,
      Place at) {
    for (String key : refused.keySet()) {
      String[] parts = key.split("=", 2);
      if (parts.length != 2 || !options.getOrDefault(parts[0], List.of()).contains(parts[1])) {
        throw at.in("unsupported").fail(key, "not an option=value of this scenario");
      }
    }
    return refused;
  }

  private static ScenarioSetup setup(Setup setup, Place in, Content content, Type type) {
    int players = in.range("players", setup.players(), 1, 4);
    try {
      content.mapShape(setup.mapShape());
    } catch (IllegalArgumentException e) {
      throw in.fail("mapShape", "unknown map shape '" + setup.mapShape() + "'");
    }
    boolean dummy = setup.dummy().orElse(type != Type.COMPETITIVE);
    TacticRule tactics = setup.tactics().orElse(type == Type.COOPERATIVE ? TacticRule.COOPERATIVE
        : players == 1 ? TacticRule.SOLO : TacticRule.STANDARD);
    if (players == 1 && tactics != TacticRule.SOLO) {
      throw in.fail("tactics", "a solo game chooses tactics by the solo rules (S-SOLO-CONQUEST-01)");
    }
    if (dummy && players == 4) {
      throw in.fail("dummy", "the Dummy plays only with up to 3 players (S-GENERAL-19)");
    }
    return new ScenarioSetup(players, setup.mapShape(), setup.coreOnCoastline().orElse(false),
        in.range("countryside", setup.countryside(), 0, 11), in.range("coreCity", setup.coreCity(), 0, 4),
        in.range("coreNonCity", setup.coreNonCity(), 0, 4), setup.countrysideInNumberOrder().orElse(false),
        in.range("rounds", setup.rounds(), 1, 12), tactics, dummy,
        levels(setup.cityLevels().orElse(List.of()), in, "cityLevels"));
  }

  private static List<Integer> levels(List<Integer> levels, Place at, String field) {
    for (int i = 0; i < levels.size(); i++) {
      at.range(field + "[" + i + "]", levels.get(i), 1, 11);
    }
    return levels;
  }

  private static ScenarioDefinition.Tiles tiles(Optional<Tiles> written, Place at, Content content) {
    if (written.isEmpty()) {
      return ScenarioDefinition.Tiles.RANDOM;
    }
    Tiles t = written.get();
    return new ScenarioDefinition.Tiles(tileIds(t.countryside(), at, "countryside", TileKind.COUNTRYSIDE, content),
        tileIds(t.core(), at, "core", TileKind.CORE, content),
        tileIds(t.coreExcluded(), at, "coreExcluded", TileKind.CORE, content),
        tileIds(t.cities(), at, "cities", TileKind.CORE_CITY, content));
  }

  private static List<String> tileIds(Optional<List<String>> ids, Place at, String field, TileKind kind,
      Content content) {
    List<String> out = ids.orElse(List.of());
    for (int i = 0; i < out.size(); i++) {
      String id = out.get(i);
      boolean known = content.tiles().stream().anyMatch(t -> t.id().equals(id) && t.kind() == kind);
      if (!known) {
        throw at.fail(field + "[" + i + "]", "'" + id + "' is not a " + kind.name().toLowerCase().replace('_', '-') + " tile");
      }
    }
    return out;
  }

  private static List<String> cards(Optional<List<String>> ids, Place at, Content content) {
    List<String> out = ids.orElse(List.of());
    for (int i = 0; i < out.size(); i++) {
      if (!content.hasCard(out.get(i))) {
        throw at.fail("removedCards[" + i + "]", "unknown deed card '" + out.get(i) + "'");
      }
    }
    return out;
  }

  private static List<String> units(Optional<List<String>> ids, Place at, Content content) {
    List<String> out = ids.orElse(List.of());
    for (int i = 0; i < out.size(); i++) {
      String id = out.get(i);
      if (content.units().stream().noneMatch(u -> u.id().equals(id))) {
        throw at.fail("removedUnits[" + i + "]", "unknown unit '" + id + "'");
      }
    }
    return out;
  }
}
