package io.github.mkrules.scenarios;

import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.ScenarioSetup;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.content.ContentFiles;
import io.github.mkrules.core.json.DataException;
import io.github.mkrules.core.json.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/** Reads the scenario book's data file ({@code scenarios.json}) into scenario definitions. */
public final class ScenarioLoader {
  /** The bundled file. */
  public static final String FILE = "scenarios.json";

  private ScenarioLoader() {}

  /**
   * Loads the bundled scenarios and checks them against the content.
   *
   * @param content the components (map shapes, tile counts)
   * @return the scenarios in file order
   * @throws DataException naming file, entry and field
   */
  public static List<ScenarioDefinition> loadBundled(Content content) {
    try (InputStream in = ScenarioLoader.class.getResourceAsStream(FILE)) {
      if (in == null) {
        throw new DataException(FILE + ": not found on the class path");
      }
      return load(ContentFiles.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), FILE), content);
    } catch (IOException e) {
      throw new UncheckedIOException(FILE + ": cannot read", e);
    }
  }

  private static List<Integer> cityLevels(JsonNode entry) {
    List<Integer> levels = new ArrayList<>();
    if (!entry.has("cityLevels")) {
      return levels;
    }
    int i = 0;
    for (Object level : entry.array("cityLevels")) {
      if (!(level instanceof Long) || (Long) level < 1 || (Long) level > 11) {
        throw entry.fail("cityLevels[" + i + "]", "expected a city level 1..11 but got " + level);
      }
      levels.add(((Long) level).intValue());
      i++;
    }
    return levels;
  }

  /**
   * Loads scenarios from a parsed file.
   *
   * @param root the file's top-level object
   * @param content the components
   * @return the scenarios
   */
  public static List<ScenarioDefinition> load(JsonNode root, Content content) {
    List<ScenarioDefinition> out = new ArrayList<>();
    for (JsonNode entry : root.objects("scenarios", "id")) {
      entry.allowOnly("id", "name", "rules", "competitive", "eliteUnits", "fameForRevealingTile", "citiesEnterable",
          "endOnCityRevealed", "options", "setups", "cityLevels");
      Map<Integer, ScenarioSetup> setups = new LinkedHashMap<>();
      for (JsonNode s : entry.objects("setups", null)) {
        s.allowOnly("players", "mapShape", "coreOnCoastline", "countryside", "coreCity", "coreNonCity",
            "countrysideInNumberOrder", "rounds", "soloTactics");
        int players = s.integer("players", 1, 4);
        String shape = s.string("mapShape");
        try {
          content.mapShape(shape);
        } catch (IllegalArgumentException e) {
          throw s.fail("mapShape", "unknown map shape '" + shape + "'");
        }
        if (setups.containsKey(players)) {
          throw s.fail("players", "a second setup for " + players + " player(s)");
        }
        setups.put(players, new ScenarioSetup(players, shape, s.bool("coreOnCoastline", false),
            s.integer("countryside", 0, 11), s.integer("coreCity", 0, 4), s.integer("coreNonCity", 0, 4),
            s.bool("countrysideInNumberOrder", false), s.integer("rounds", 1, 12), s.bool("soloTactics", false)));
      }
      out.add(new ScenarioDefinition(entry.string("id"), entry.string("name"), setups, entry.bool("competitive", true),
          entry.bool("eliteUnits", true), entry.integer("fameForRevealingTile", 0, 5),
          entry.bool("citiesEnterable", true), entry.bool("endOnCityRevealed", false),
          new LinkedHashSet<>(entry.strings("options", false)), cityLevels(entry)));
    }
    return List.copyOf(out);
  }
}
