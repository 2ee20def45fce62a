package io.github.mkrules.core.content;

import io.github.mkrules.api.content.LevelReward;
import io.github.mkrules.api.content.LevelRow;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Reads {@code levels.json}: the rows of the Fame track with the level tokens' Armor and Hand limit and the
 * Command tokens (R-PAREA-2, R-PAREA-3, R-ENDTURN-6). The rows must run from level 1 at Fame 0 upwards
 * without gaps, each row starting one Fame above the end of the previous one; Armor and Hand limit never
 * fall; odd levels from 3 give a Command token and even levels a skill and an Advanced Action.
 */
public final class LevelLoader {
  /** The bundled file name. */
  public static final String FILE = "levels.json";

  /** The highest level: the level tokens run from 1–2 to 9–10 (R-PAREA-2). */
  public static final int MAX_LEVEL = 10;

  private LevelLoader() {}

  /**
   * Reads the bundled levels.
   *
   * @return the rows, level 1 first
   */
  public static List<LevelRow> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Reads and checks the levels of a content file.
   *
   * @param root the whole file
   * @return the rows, level 1 first, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming the file, entry and field of the first error
   */
  public static List<LevelRow> load(JsonNode root) {
    List<LevelRow> out = new ArrayList<>();
    LevelRow previous = null;
    for (JsonNode entry : ContentFields.numberedEntries(root, "levels", "level")) {
      entry.allowOnly("level", "fame", "lastFame", "armor", "handLimit", "commandTokens", "reward");
      int level = entry.integer("level", 1, MAX_LEVEL);
      if (level != out.size() + 1) {
        throw entry.fail("level", "expected level " + (out.size() + 1) + " here (levels run 1, 2, 3, ... in order)");
      }
      int fame = entry.integer("fame", 0, 10_000);
      if (previous == null && fame != 0) {
        throw entry.fail("fame", "level 1 starts at Fame 0, not " + fame);
      }
      if (previous != null && fame != previous.lastFame() + 1) {
        throw entry.fail("fame", "expected " + (previous.lastFame() + 1)
            + ", one above the last Fame of level " + previous.level());
      }
      int lastFame = entry.integer("lastFame", fame, 10_000);
      int armor = entry.integer("armor", 1, 99);
      int handLimit = entry.integer("handLimit", 1, 99);
      int commandTokens = entry.integer("commandTokens", 1, 99);
      LevelReward reward = entry.parsed("reward", raw -> ContentFields.kebab(LevelReward.class, raw));
      LevelReward expected = level == 1 ? LevelReward.NONE
          : level % 2 == 1 ? LevelReward.COMMAND_TOKEN : LevelReward.SKILL_AND_ADVANCED_ACTION;
      if (reward != expected) {
        throw entry.fail("reward", "level " + level + " gives " + ContentFields.word(expected)
            + " (R-PAREA-3, R-SKILLS-2), not " + ContentFields.word(reward));
      }
      if (previous != null) {
        if (armor < previous.armor()) {
          throw entry.fail("armor", "Armor " + armor + " is lower than at level " + previous.level());
        }
        if (handLimit < previous.handLimit()) {
          throw entry.fail("handLimit", "Hand limit " + handLimit + " is lower than at level " + previous.level());
        }
        int tokens = previous.commandTokens() + (reward == LevelReward.COMMAND_TOKEN ? 1 : 0);
        if (commandTokens != tokens) {
          throw entry.fail("commandTokens", "expected " + tokens + " Command tokens at level " + level);
        }
      }
      previous = new LevelRow(level, fame, armor, handLimit, commandTokens, lastFame, reward);
      out.add(previous);
    }
    if (out.isEmpty()) {
      throw root.fail("levels", "no levels");
    }
    return Collections.unmodifiableList(out);
  }
}
