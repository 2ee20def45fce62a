package io.github.mkrules.api.state;

/**
 * A place on the tile lattice that can hold one map tile. The starting tile is slot (0,0); the centre hex
 * of slot (i,j) is (3i + j, -2i - 3j). Notation {@code i,j}.
 *
 * @param i the first lattice axis (towards slot E)
 * @param j the second lattice axis (towards slot NE)
 */
public record TileSlot(int i, int j) {
  private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}};

  /**
   * The centre hex of this slot.
   *
   * @return the centre hex
   */
  public HexCoord centre() {
    return new HexCoord(3 * i + j, -2 * i - 3 * j);
  }

  /**
   * The neighbouring slot in direction {@code d} (0 = E, 1 = NE, 2 = NW, 3 = W, 4 = SW, 5 = SE).
   *
   * @param d the direction index, 0 to 5
   * @return the neighbouring slot
   */
  public TileSlot neighbour(int d) {
    return new TileSlot(i + DIRECTIONS[d][0], j + DIRECTIONS[d][1]);
  }

  /**
   * The slot that holds a hex.
   *
   * @param hex any hex
   * @return the slot whose 7-hex tile contains it
   */
  public static TileSlot containing(HexCoord hex) {
    int k = Math.floorMod(3 * hex.q() + hex.r(), 7);
    // local offsets by k: C, SE, NE, E, W, SW, NW (a switch: this runs for every hex looked up)
    int cq = hex.q() - localQ(k);
    int cr = hex.r() - localR(k);
    int i = (3 * cq + cr) / 7;
    return new TileSlot(i, cq - 3 * i);
  }

  private static int localQ(int k) {
    switch (k) {
      case 2:
      case 3:
        return 1;
      case 4:
      case 5:
        return -1;
      default:
        return 0;
    }
  }

  private static int localR(int k) {
    switch (k) {
      case 1:
      case 5:
        return 1;
      case 2:
      case 6:
        return -1;
      default:
        return 0;
    }
  }

  @Override
  public String toString() {
    return i + "," + j;
  }

  /**
   * Parses the notation {@code i,j}.
   *
   * @param text for example {@code 1,0}
   * @return the slot
   * @throws IllegalArgumentException if the text is not two integers separated by a comma
   */
  public static TileSlot parse(String text) {
    HexCoord pair = HexCoord.parse(text);
    return new TileSlot(pair.q(), pair.r());
  }
}
