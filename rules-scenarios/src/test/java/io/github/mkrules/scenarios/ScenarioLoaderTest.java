package io.github.mkrules.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.content.DataException;
import io.github.mkrules.core.content.DataFile;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The scenario book's data file: all eleven scenarios load, and a bad entry fails naming the file, the scenario
 * and the field (S-GENERAL-19: the Dummy plays with at most 3 players; S-SOLO-CONQUEST-01: solo tactics).
 */
class ScenarioLoaderTest {
  private static final String GOOD = """
      {"id": "%s", "name": "Test", "rules": [], "type": "%s", "end": "round-limit", "scoring": "standard",%s
       "setups": [{"players": %d, "mapShape": "%s", "countryside": 7, "coreCity": 1, "coreNonCity": 1, "rounds": 4%s}]}
      """;

  private static List<ScenarioDefinition> load(String entry) {
    return ScenarioLoader.load(DataFile.parse("{\"format\": \"mkrules-content\", \"version\": 1, \"scenarios\": ["
        + entry + "]}", "scenarios.json"), Content.base());
  }

  private static String entry(String type, String extra, int players, String shape, String setupExtra) {
    return String.format(GOOD, "test", type, extra, players, shape, setupExtra);
  }

  private static DataException fails(String entry, String... mentioned) {
    DataException e = assertThrows(DataException.class, () -> load(entry));
    for (String word : mentioned) {
      assertTrue(e.getMessage().contains(word), e.getMessage());
    }
    return e;
  }

  @Test
  void theBundledBook() {
    List<ScenarioDefinition> all = ScenarioLoader.loadBundled(Content.base());
    assertEquals(List.of("first-reconnaissance", "blitz-conquest", "full-conquest", "solo-conquest",
        "mines-liberation", "full-cooperation", "blitz-cooperation", "dungeon-lords", "druid-nights", "one-to-return",
        "conquer-and-hold"), all.stream().map(ScenarioDefinition::id).toList());
    assertEquals(1, load(entry("competitive", "", 2, "wedge", "")).size());
  }

  /** S-GENERAL-19: no Dummy with 4 players; S-SOLO-CONQUEST-01: a solo game chooses tactics by the solo rule. */
  @Test
  void dummyAndTacticRulesAreChecked() {
    fails(entry("cooperative", "", 4, "open-5", ""), "test", "dummy", "S-GENERAL-19");
    fails(entry("solo", "", 1, "wedge", ", \"tactics\": \"standard\""), "test", "tactics", "S-SOLO-CONQUEST-01");
  }

  /** Unknown map shapes, tiles, cards, units, special rules and refused option values are named. */
  @Test
  void badReferencesAreNamed() {
    fails(entry("competitive", "", 2, "round", ""), "test", "mapShape", "round");
    fails(entry("competitive", " \"tiles\": {\"cities\": [\"countryside-2\"]},", 2, "wedge", ""), "test", "cities[0]");
    fails(entry("competitive", " \"removedCards\": [\"fireballs\"],", 2, "wedge", ""), "test", "removedCards[0]");
    fails(entry("competitive", " \"removedUnits\": [\"golem\"],", 2, "wedge", ""), "test", "removedUnits[0]");
    fails(entry("competitive", " \"special\": [\"flying-cities\"],", 2, "wedge", ""), "test", "special");
    fails(entry("competitive", " \"options\": {\"x\": [\"a\"]}, \"unsupported\": {\"x=b\": \"no\"},", 2, "wedge", ""),
        "test", "x=b");
  }
}
