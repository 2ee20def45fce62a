package io.github.mkrules.api.content;

import java.util.Locale;

/** The token backs of enemies, one draw pile each (R-SETUP-2). */
public enum EnemyColor {
  /** Green: marauding orcs. */
  GREEN,
  /** Grey: keep garrisons. */
  GREY,
  /** Violet: mage tower defenders. */
  VIOLET,
  /** Brown: dungeon and tomb monsters. */
  BROWN,
  /** Red: Draconum. */
  RED,
  /** White: city garrisons. */
  WHITE;

  /**
   * The kebab-case id used in data files.
   *
   * @return for example {@code grey}
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The colour with the given id.
   *
   * @param id for example {@code grey}
   * @return the colour
   * @throws IllegalArgumentException if the id is unknown
   */
  public static EnemyColor fromId(String id) {
    for (EnemyColor color : values()) {
      if (color.id().equals(id)) {
        return color;
      }
    }
    throw new IllegalArgumentException("unknown enemy colour '" + id + "'");
  }
}
