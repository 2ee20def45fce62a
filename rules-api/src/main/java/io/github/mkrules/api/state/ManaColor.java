package io.github.mkrules.api.state;

import java.util.Locale;

/** The six mana colours: four basic colours plus gold and black (R-MANA). */
public enum ManaColor {
  /** Red, a basic colour. */
  RED,
  /** Blue, a basic colour. */
  BLUE,
  /** Green, a basic colour. */
  GREEN,
  /** White, a basic colour. */
  WHITE,
  /** Gold: any basic colour by Day, unusable by Night. */
  GOLD,
  /** Black: usable by Night only, to power spells. */
  BLACK;

  private static final ManaColor[] BASIC = {RED, BLUE, GREEN, WHITE};

  /**
   * Whether this is one of the four basic colours (red, blue, green, white).
   *
   * @return true for a basic colour
   */
  public boolean isBasic() {
    return ordinal() < 4;
  }

  /**
   * The four basic colours in a fixed order.
   *
   * @return red, blue, green, white
   */
  public static ManaColor[] basicColors() {
    return BASIC.clone();
  }

  /**
   * The kebab-case id used in data files and the text notation.
   *
   * @return for example {@code red}
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The colour with the given id.
   *
   * @param id for example {@code red}
   * @return the colour
   * @throws IllegalArgumentException if the id is not a colour
   */
  public static ManaColor fromId(String id) {
    for (ManaColor color : values()) {
      if (color.id().equals(id)) {
        return color;
      }
    }
    throw new IllegalArgumentException("unknown mana colour '" + id + "'");
  }
}
