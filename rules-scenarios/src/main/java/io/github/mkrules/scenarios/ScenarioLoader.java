package io.github.mkrules.scenarios;

import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.ScenarioSetup;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.content.ContentFiles;
import io.github.mkrules.core.content.DataException;
import io.github.mkrules.core.content.DataFile;
import io.github.mkrules.core.content.Place;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reads the scenario book's data file ({@code scenarios.json}) into scenario definitions. */
final class ScenarioLoader {
  /** The bundled file. */
  static final String FILE = "scenarios.json";

  /** A scenario as the file writes it; the flags left out take the values of the common case. */
  private record Scenario(String id, String name, Optional<List<String>> rules, Optional<Boolean> competitive,
      Optional<Boolean> eliteUnits, int fameForRevealingTile, Optional<Boolean> citiesEnterable,
      Optional<Boolean> endOnCityRevealed, Optional<List<String>> options, List<Setup> setups,
      Optional<List<Integer>> cityLevels) {}

  /** The setup of a scenario for one player count. */
  private record Setup(int players, String mapShape, Optional<Boolean> coreOnCoastline, int countryside,
      int coreCity, int coreNonCity, Optional<Boolean> countrysideInNumberOrder, int rounds,
      Optional<Boolean> soloTactics) {}

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
      Setup setup = s.setups().get(i);
      Place in = at.in("setups[" + i + "]");
      int players = in.range("players", setup.players(), 1, 4);
      try {
        content.mapShape(setup.mapShape());
      } catch (IllegalArgumentException e) {
        throw in.fail("mapShape", "unknown map shape '" + setup.mapShape() + "'");
      }
      if (setups.containsKey(players)) {
        throw in.fail("players", "a second setup for " + players + " player(s)");
      }
      setups.put(players, new ScenarioSetup(players, setup.mapShape(), setup.coreOnCoastline().orElse(false),
          in.range("countryside", setup.countryside(), 0, 11), in.range("coreCity", setup.coreCity(), 0, 4),
          in.range("coreNonCity", setup.coreNonCity(), 0, 4), setup.countrysideInNumberOrder().orElse(false),
          in.range("rounds", setup.rounds(), 1, 12), setup.soloTactics().orElse(false)));
    }
    List<Integer> cityLevels = s.cityLevels().orElse(List.of());
    for (int i = 0; i < cityLevels.size(); i++) {
      at.range("cityLevels[" + i + "]", cityLevels.get(i), 1, 11);
    }
    return new ScenarioDefinition(s.id(), s.name(), setups, s.competitive().orElse(true),
        s.eliteUnits().orElse(true), at.range("fameForRevealingTile", s.fameForRevealingTile(), 0, 5),
        s.citiesEnterable().orElse(true), s.endOnCityRevealed().orElse(false),
        new LinkedHashSet<>(s.options().orElse(List.of())), cityLevels);
  }
}
