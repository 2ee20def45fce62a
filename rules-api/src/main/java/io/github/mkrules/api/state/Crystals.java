package io.github.mkrules.api.state;

/**
 * The crystals in a hero's Inventory: at most 3 of each basic colour (R-MANA-1.2).
 *
 * @param red red crystals
 * @param blue blue crystals
 * @param green green crystals
 * @param white white crystals
 */
public record Crystals(int red, int blue, int green, int white) {
  /** No crystals. */
  public static final Crystals NONE = new Crystals(0, 0, 0, 0);

  /** The most crystals of one colour an Inventory holds (R-MANA-1.2). */
  public static final int MAX_PER_COLOR = 3;

  /**
   * The count of one colour.
   *
   * @param color a basic colour (gold and black crystals do not exist, R-MANA-2)
   * @return how many crystals of it
   */
  public int get(ManaColor color) {
    switch (color) {
      case RED:
        return red;
      case BLUE:
        return blue;
      case GREEN:
        return green;
      case WHITE:
        return white;
      default:
        return 0;
    }
  }

  /**
   * The inventory with one colour changed by {@code delta}.
   *
   * @param color a basic colour
   * @param delta the change
   * @return the new inventory
   */
  public Crystals plus(ManaColor color, int delta) {
    switch (color) {
      case RED:
        return new Crystals(red + delta, blue, green, white);
      case BLUE:
        return new Crystals(red, blue + delta, green, white);
      case GREEN:
        return new Crystals(red, blue, green + delta, white);
      case WHITE:
        return new Crystals(red, blue, green, white + delta);
      default:
        throw new IllegalArgumentException("no " + color + " crystals exist (R-MANA-2)");
    }
  }

  /**
   * All crystals together.
   *
   * @return the total
   */
  public int total() {
    return red + blue + green + white;
  }
}
