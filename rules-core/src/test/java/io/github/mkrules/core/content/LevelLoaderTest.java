package io.github.mkrules.core.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.LevelReward;
import io.github.mkrules.api.content.LevelRow;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Fame track and level tokens of {@code levels.json} against {@code content/heroes-skills-tactics.md}
 * §4.1: 10 levels (the level tokens run from 1–2 to 9–10, R-PAREA-2), level L reached at Fame L² − 1 with
 * the track ending at 119, Armor 2 and Hand limit 5 at levels 1–2 with one Command token (R-PAREA-2,
 * R-PAREA-2.1), a Command token at each odd level from 3 (R-PAREA-3, R-ENDTURN-6.1) and a skill with an
 * Advanced Action at each even level (R-SKILLS-2, R-ENDTURN-6.2); and the {@link Levels} look-ups
 * (R-ENDTURN-6: one level per row crossed).
 */
class LevelLoaderTest {
  private static final ContentFileCorruption<List<LevelRow>> CORRUPT =
      ContentFileCorruption.of(LevelLoader.FILE, "levels", LevelLoader::load);
  private static final List<LevelRow> ROWS = CORRUPT.bundled();
  private static final Levels LEVELS = new Levels(ROWS);

  @Test
  void tenLevelsWithIncreasingThresholdsFromFameZero() {
    assertEquals(10, ROWS.size());
    assertEquals(0, ROWS.get(0).fame());
    for (int i = 0; i < ROWS.size(); i++) {
      LevelRow row = ROWS.get(i);
      assertEquals(i + 1, row.level());
      assertEquals(row.level() * row.level() - 1, row.fame(), "level " + row.level() + " at L² − 1");
      assertEquals(2 * row.level() + 1, row.lastFame() - row.fame() + 1, "row " + row.level() + " has 2L + 1 spaces");
      if (i > 0) {
        assertTrue(row.fame() > ROWS.get(i - 1).fame());
      }
    }
    assertEquals(119, ROWS.get(9).lastFame());
  }

  /** R-PAREA-2: levels 1 and 2 use the 1–2 token, Armor 2 and Hand limit 5; the blank token is 1 Command token. */
  @Test
  void levelsOneAndTwoMatchTheRulebook() {
    for (int level : List.of(1, 2)) {
      LevelRow row = LEVELS.row(level);
      assertEquals(2, row.armor());
      assertEquals(5, row.handLimit());
      assertEquals(1, row.commandTokens());
    }
  }

  @Test
  void levelTokenValuesAndRewards() {
    assertRow(3, 8, 3, 5, 2, LevelReward.COMMAND_TOKEN);
    assertRow(4, 15, 3, 5, 2, LevelReward.SKILL_AND_ADVANCED_ACTION);
    assertRow(5, 24, 3, 6, 3, LevelReward.COMMAND_TOKEN);
    assertRow(7, 48, 4, 6, 4, LevelReward.COMMAND_TOKEN);
    assertRow(9, 80, 4, 7, 5, LevelReward.COMMAND_TOKEN);
    assertRow(10, 99, 4, 7, 5, LevelReward.SKILL_AND_ADVANCED_ACTION);
    assertEquals(LevelReward.NONE, LEVELS.row(1).reward());
    for (LevelRow row : ROWS) {
      if (row.level() > 1) {
        assertEquals(row.level() % 2 == 0 ? LevelReward.SKILL_AND_ADVANCED_ACTION : LevelReward.COMMAND_TOKEN,
            row.reward(), "level " + row.level());
      }
    }
  }

  @Test
  void levelForFame() {
    assertEquals(1, LEVELS.levelForFame(0));
    assertEquals(1, LEVELS.levelForFame(2));
    assertEquals(2, LEVELS.levelForFame(3));
    assertEquals(2, LEVELS.levelForFame(7));
    assertEquals(3, LEVELS.levelForFame(8));
    assertEquals(9, LEVELS.levelForFame(98));
    assertEquals(10, LEVELS.levelForFame(99));
    assertEquals(10, LEVELS.levelForFame(119));
    assertEquals(10, LEVELS.levelForFame(500), "beyond the track stays at the top level");
    for (int fame = 0; fame <= 119; fame++) {
      LevelRow row = LEVELS.row(LEVELS.levelForFame(fame));
      assertTrue(row.fame() <= fame && fame <= row.lastFame(), "Fame " + fame);
    }
    assertEquals(1, LEVELS.levelForFame(-2), "V-AUCTION-06, EX-S3: Fame -2 is still level 1");
    assertThrows(IllegalArgumentException.class, () -> LEVELS.row(0));
    assertThrows(IllegalArgumentException.class, () -> LEVELS.row(11));
    assertEquals(10, LEVELS.maxLevel());
    assertEquals(ROWS, Levels.bundled().rows());
  }

  @Test
  void levelsRejectsABrokenTable() {
    assertThrows(IllegalArgumentException.class, () -> new Levels(List.of()));
    assertThrows(IllegalArgumentException.class, () -> new Levels(List.of(ROWS.get(1))));
    assertThrows(IllegalArgumentException.class, () -> new Levels(List.of(ROWS.get(0), ROWS.get(2))));
  }

  @Test
  void missingFieldNamesFileEntryAndField() {
    CORRUPT.withEntries(
            "{\"level\":1,\"fame\":0,\"lastFame\":2,\"handLimit\":5,\"commandTokens\":1,\"reward\":\"none\"}")
        .names("level 1", "armor", "missing field");
  }

  @Test
  void impossibleValuesNameFileEntryAndField() {
    CORRUPT.withEntries(
            "{\"level\":11,\"fame\":0,\"lastFame\":2,\"armor\":2,\"handLimit\":5,\"commandTokens\":1,\"reward\":\"none\"}")
        .names("level 11", "level", "outside 1..10");
    CORRUPT.withEntries(
            "{\"level\":1,\"fame\":0,\"lastFame\":2,\"armor\":-2,\"handLimit\":5,\"commandTokens\":1,\"reward\":\"none\"}")
        .names("level 1", "armor", "outside");
    CORRUPT.withEntries(
            "{\"level\":1,\"fame\":0,\"lastFame\":2,\"armor\":2,\"handLimit\":5,\"commandTokens\":1,\"reward\":\"none\"},"
                + "{\"level\":2,\"fame\":4,\"lastFame\":7,\"armor\":2,\"handLimit\":5,\"commandTokens\":1,"
                + "\"reward\":\"skill-and-advanced-action\"}")
        .names("level 2", "fame", "expected 3");
    CORRUPT.withEntries(
            "{\"level\":1,\"fame\":0,\"lastFame\":2,\"armor\":2,\"handLimit\":5,\"commandTokens\":1,\"reward\":\"none\"},"
                + "{\"level\":2,\"fame\":3,\"lastFame\":7,\"armor\":2,\"handLimit\":5,\"commandTokens\":2,"
                + "\"reward\":\"command-token\"}")
        .names("level 2", "reward", "skill-and-advanced-action");
    CORRUPT.withEntries(
            "{\"level\":1,\"fame\":0,\"lastFame\":2,\"armor\":2,\"handLimit\":5,\"commandTokens\":1,\"reward\":\"none\"},"
                + "{\"level\":2,\"fame\":3,\"lastFame\":7,\"armor\":2,\"handLimit\":5,\"commandTokens\":2,"
                + "\"reward\":\"skill-and-advanced-action\"}")
        .names("level 2", "commandTokens", "expected 1");
    CORRUPT.withEntries(
            "{\"level\":1,\"fame\":1,\"lastFame\":2,\"armor\":2,\"handLimit\":5,\"commandTokens\":1,\"reward\":\"none\"}")
        .names("level 1", "fame", "Fame 0");
  }

  @Test
  void misspeltFieldNamesFileEntryAndField() {
    CORRUPT.withEntries(
            "{\"level\":1,\"fame\":0,\"lastFame\":2,\"armor\":2,\"hand_limit\":5,\"commandTokens\":1,\"reward\":\"none\"}")
        .names("level 1", "hand_limit", "unknown field");
  }

  private static void assertRow(int level, int fame, int armor, int handLimit, int commandTokens, LevelReward reward) {
    LevelRow row = LEVELS.row(level);
    assertEquals(fame, row.fame(), "fame of level " + level);
    assertEquals(armor, row.armor(), "armor of level " + level);
    assertEquals(handLimit, row.handLimit(), "hand limit of level " + level);
    assertEquals(commandTokens, row.commandTokens(), "command tokens of level " + level);
    assertEquals(reward, row.reward(), "reward of level " + level);
  }
}
