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
  /** A hex's offset from its tile's centre by {@code (3q + r) mod 7}: C, SE, NE, E, W, SW, NW. */
  private static final java.util.List<HexCoord> LOCAL_BY_K = java.util.List.of(new HexCoord(0, 0), new HexCoord(0, 1),
      new HexCoord(1, -1), new HexCoord(1, 0), new HexCoord(-1, 0), new HexCoord(-1, 1), new HexCoord(0, -1));

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
    HexCoord local = LOCAL_BY_K.get(k); // built once: this runs for every hex looked up
    int cq = hex.q() - local.q();
    int cr = hex.r() - local.r();
    int i = (3 * cq + cr) / 7;
    return new TileSlot(i, cq - 3 * i);
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
