package io.github.mkrules.core.content;

import io.github.mkrules.api.content.LevelReward;
import io.github.mkrules.api.content.LevelRow;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads {@code levels.json}: the rows of the Fame track with the level tokens' Armor and Hand limit and the
 * Command tokens (R-PAREA-2, R-PAREA-3, R-ENDTURN-6). The rows must run from level 1 at Fame 0 upwards
 * without gaps, each row starting one Fame above the end of the previous one; Armor and Hand limit never
 * fall; odd levels from 3 give a Command token and even levels a skill and an Advanced Action.
 */
final class LevelLoader {
  /** The bundled file name. */
  static final String FILE = "levels.json";

  /** The highest level: the level tokens run from 1–2 to 9–10 (R-PAREA-2). */
  static final int MAX_LEVEL = 10;

  private LevelLoader() {}

  /** Reads and checks the levels of a content file. */
  static List<LevelRow> load(DataFile file) {
    List<LevelRow> out = new ArrayList<>();
    file.naming("entry", "level").entries("levels", LevelRow.class, (row, at) -> {
      check(row, out.isEmpty() ? null : out.get(out.size() - 1), at);
      out.add(row);
      return row;
    });
    if (out.isEmpty()) {
      throw file.place().fail("levels", "no levels");
    }
    return List.copyOf(out);
  }

  private static void check(LevelRow row, LevelRow previous, Place at) {
    int level = at.range("level", row.level(), 1, MAX_LEVEL);
    int expectedLevel = previous == null ? 1 : previous.level() + 1;
    if (level != expectedLevel) {
      throw at.fail("level", "expected level " + expectedLevel + " here (levels run 1, 2, 3, ... in order)");
    }
    at.range("fame", row.fame(), 0, 10_000);
    if (previous == null && row.fame() != 0) {
      throw at.fail("fame", "level 1 starts at Fame 0, not " + row.fame());
    }
    if (previous != null && row.fame() != previous.lastFame() + 1) {
      throw at.fail("fame", "expected " + (previous.lastFame() + 1)
          + ", one above the last Fame of level " + previous.level());
    }
    at.range("lastFame", row.lastFame(), row.fame(), 10_000);
    at.range("armor", row.armor(), 1, 99);
    at.range("handLimit", row.handLimit(), 1, 99);
    at.range("commandTokens", row.commandTokens(), 1, 99);
    LevelReward expected = level == 1 ? LevelReward.NONE
        : level % 2 == 1 ? LevelReward.COMMAND_TOKEN : LevelReward.SKILL_AND_ADVANCED_ACTION;
    if (row.reward() != expected) {
      throw at.fail("reward", "level " + level + " gives " + DataMapper.word(expected)
          + " (R-PAREA-3, R-SKILLS-2), not " + DataMapper.word(row.reward()));
    }
    if (previous != null) {
      if (row.armor() < previous.armor()) {
        throw at.fail("armor", "Armor " + row.armor() + " is lower than at level " + previous.level());
      }
      if (row.handLimit() < previous.handLimit()) {
        throw at.fail("handLimit", "Hand limit " + row.handLimit() + " is lower than at level " + previous.level());
      }
      int tokens = previous.commandTokens() + (expected == LevelReward.COMMAND_TOKEN ? 1 : 0);
      if (row.commandTokens() != tokens) {
        throw at.fail("commandTokens", "expected " + tokens + " Command tokens at level " + level);
      }
    }
  }
}
