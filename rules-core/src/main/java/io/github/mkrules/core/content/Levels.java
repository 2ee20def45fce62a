package io.github.mkrules.core.content;

import io.github.mkrules.api.content.LevelRow;
import java.util.List;

/**
 * The level table: which level a Fame total gives and what each level's Armor, Hand limit and Command
 * tokens are (R-PAREA-2, R-ENDTURN-6).
 */
public final class Levels {
  private final List<LevelRow> rows;

  /**
   * A table built from rows such as {@link LevelLoader#load} returns.
   *
   * @param rows the rows, level 1 first, levels consecutive, level 1 at Fame 0, thresholds increasing
   * @throws IllegalArgumentException if the rows are not such a table
   */
  public Levels(List<LevelRow> rows) {
    if (rows.isEmpty()) {
      throw new IllegalArgumentException("no levels");
    }
    for (int i = 0; i < rows.size(); i++) {
      LevelRow row = rows.get(i);
      if (row.level() != i + 1) {
        throw new IllegalArgumentException("row " + i + " is level " + row.level() + ", expected " + (i + 1));
      }
      if (i == 0 ? row.fame() != 0 : row.fame() <= rows.get(i - 1).fame()) {
        throw new IllegalArgumentException("level " + row.level() + " starts at Fame " + row.fame()
            + "; level 1 must start at 0 and each level higher than the last");
      }
    }
    this.rows = List.copyOf(rows);
  }

  /**
   * The bundled level table.
   *
   * @return the table of {@code levels.json}
   */
  public static Levels bundled() {
    return new Levels(LevelLoader.load(ContentFiles.read(LevelLoader.FILE)));
  }

  /**
   * All rows.
   *
   * @return the rows, level 1 first
   */
  public List<LevelRow> rows() {
    return rows;
  }

  /**
   * The highest level.
   *
   * @return the level of the last row (10 for the bundled table)
   */
  public int maxLevel() {
    return rows.size();
  }

  /**
   * The level a Fame total gives: the highest level whose threshold it reaches. Fame beyond the end of the
   * track stays at the highest level; Fame below 0, after a hero auction, is still level 1 (V-AUCTION-06).
   *
   * @param fame the Fame total
   * @return the level, 1 to {@link #maxLevel()}
   */
  public int levelForFame(int fame) {
    for (int i = rows.size() - 1; i > 0; i--) {
      if (fame >= rows.get(i).fame()) {
        return rows.get(i).level();
      }
    }
    return 1;
  }

  /**
   * The row of a level.
   *
   * @param level the level, 1 to {@link #maxLevel()}
   * @return its row
   * @throws IllegalArgumentException if there is no such level
   */
  public LevelRow row(int level) {
    if (level < 1 || level > rows.size()) {
      throw new IllegalArgumentException("no level " + level + " (levels are 1.." + rows.size() + ")");
    }
    return rows.get(level - 1);
  }
}
