package io.github.mkrules.core.content;

import static io.github.mkrules.api.content.EnemyColor.BROWN;
import static io.github.mkrules.api.content.EnemyColor.GREY;
import static io.github.mkrules.api.content.EnemyColor.VIOLET;
import static io.github.mkrules.api.content.EnemyColor.WHITE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.CityGarrison;
import io.github.mkrules.api.content.EnemyColor;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The city garrisons in {@code city-garrisons.json}: the defenders a city of each colour draws, face
 * down, per city level 1 to 11 (R-MOVE-5.6, R-SETUP-17; token piles of R-SETUP-2), against
 * {@code content/units-enemies.md} §3.1. Corrupted files fail naming file, entry and field.
 */
class CityGarrisonLoaderTest {
  private static final ContentFileCorruption<List<CityGarrison>> CORRUPT =
      ContentFileCorruption.of(CityGarrisonLoader.FILE, "garrisons", CityGarrisonLoader::load);
  private static final List<CityGarrison> ROWS = CORRUPT.bundled();

  private static List<EnemyColor> tokens(String city, int level) {
    return ROWS.stream()
        .filter(r -> r.city().equals(city) && r.level() == level)
        .findFirst()
        .orElseThrow()
        .tokens();
  }

  /** 4 city colours × 11 levels = 44 rows, each (city, level) exactly once. */
  @Test
  void fortyFourRows() {
    assertEquals(44, ROWS.size());
    Set<String> keys = new HashSet<>();
    for (CityGarrison r : ROWS) {
      assertTrue(keys.add(r.city() + "/" + r.level()), r.city() + " " + r.level());
    }
    for (String city : List.of("green", "blue", "white", "red")) {
      assertEquals(11, ROWS.stream().filter(r -> r.city().equals(city)).count(), city);
    }
  }

  @Test
  void spotChecks() {
    assertEquals(List.of(WHITE), tokens("white", 1));
    assertEquals(List.of(WHITE), tokens("red", 1));
    assertEquals(List.of(GREY, VIOLET), tokens("blue", 1));
    assertEquals(List.of(GREY, BROWN), tokens("green", 1));
    assertEquals(List.of(GREY, GREY, GREY, WHITE), tokens("white", 6));
    assertEquals(List.of(VIOLET, WHITE, WHITE, WHITE), tokens("blue", 9));
    assertEquals(List.of(GREY, BROWN, BROWN, BROWN, WHITE), tokens("green", 9));
    assertEquals(List.of(BROWN, BROWN, VIOLET, WHITE, WHITE), tokens("red", 10));
    assertEquals(List.of(BROWN, VIOLET, WHITE, WHITE, WHITE), tokens("red", 11));
  }

  /** Cities draw only grey, violet, brown and white tokens; no city level draws fewer than the one below. */
  @Test
  void garrisonsGrowWithTheLevel() {
    for (CityGarrison r : ROWS) {
      assertFalse(r.tokens().contains(EnemyColor.GREEN) || r.tokens().contains(EnemyColor.RED), r.toString());
      assertTrue(r.tokens().size() >= 1 && r.tokens().size() <= 5, r.toString());
      if (r.level() > 1) {
        assertTrue(tokens(r.city(), r.level() - 1).size() <= r.tokens().size(), r.toString());
      }
    }
    assertEquals(5, tokens("white", 11).size());
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    CORRUPT.replace("\"level\": 4, \"tokens\": [\"grey\", \"violet\", \"white\"]", "\"level\": 4")
        .names("blue-4", "tokens");
  }

  @Test
  void unknownColoursAndImpossibleLevelsFail() {
    CORRUPT.replace(
            "\"level\": 2, \"tokens\": [\"violet\", \"violet\"]",
            "\"level\": 2, \"tokens\": [\"violet\", \"pink\"]")
        .names("blue-2", "tokens[1]", "pink");
    CORRUPT.replace("{\"id\": \"red-3\", \"city\": \"red\"", "{\"id\": \"red-3\", \"city\": \"black\"")
        .names("red-3", "city");
    CORRUPT.replace("\"city\": \"white\", \"level\": 11", "\"city\": \"white\", \"level\": 12")
        .names("white-11", "level", "outside 1..11");
    CORRUPT.replace("\"id\": \"green-5\"", "\"id\": \"green-4\"").names("green-4", "id");
  }

  @Test
  void aMissingLevelFails() {
    String row =
        "    {\"id\": \"blue-7\", \"city\": \"blue\", \"level\": 7, \"tokens\": [\"grey\", \"violet\", \"violet\", \"white\"]},\n";
    assertEquals(
        "city-garrisons.json: entry 'blue-7': field 'level': missing: the blue city has no garrison for level 7",
        CORRUPT.replace(row, "").message());
  }

  @Test
  void misspeltFieldFails() {
    CORRUPT.replace(
            "\"level\": 3, \"tokens\": [\"white\", \"white\"]",
            "\"level\": 3, \"tokenz\": [\"white\", \"white\"]")
        .names("white-3", "tokenz");
  }
}
