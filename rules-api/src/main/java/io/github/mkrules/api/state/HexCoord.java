package io.github.mkrules.api.state;

/**
 * A hex in axial coordinates (pointy-top; E = (+1,0), NE = (+1,-1), NW = (0,-1)). The starting tile's
 * centre, the Portal, is (0,0). Notation {@code q,r}.
 *
 * @param q the column axis
 * @param r the row axis
 */
public record HexCoord(int q, int r) {
  /** The six neighbour offsets in the order E, NE, NW, W, SW, SE. */
  private static final int[][] DIRECTIONS = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

  /**
   * The neighbour in direction {@code d} (0 = E, 1 = NE, 2 = NW, 3 = W, 4 = SW, 5 = SE).
   *
   * @param d the direction index, 0 to 5
   * @return the adjacent hex
   */
  public HexCoord neighbour(int d) {
    return new HexCoord(q + DIRECTIONS[d][0], r + DIRECTIONS[d][1]);
  }

  /**
   * The hex distance to another hex.
   *
   * @param other the other hex
   * @return the number of steps between them
   */
  public int distance(HexCoord other) {
    int dq = q - other.q;
    int dr = r - other.r;
    return Math.max(Math.abs(dq), Math.max(Math.abs(dr), Math.abs(dq + dr)));
  }

  /**
   * Whether the other hex shares an edge with this one.
   *
   * @param other the other hex
   * @return true if adjacent
   */
  public boolean isAdjacent(HexCoord other) {
    return distance(other) == 1;
  }

  @Override
  public String toString() {
    return q + "," + r;
  }

  /**
   * Parses the notation {@code q,r}.
   *
   * @param text for example {@code 1,-1}
   * @return the hex
   * @throws IllegalArgumentException if the text is not two integers separated by a comma
   */
  public static HexCoord parse(String text) {
    int comma = text.indexOf(',');
    if (comma < 0) {
      throw new IllegalArgumentException("expected 'q,r' but got '" + text + "'");
    }
    try {
      return new HexCoord(
          Integer.parseInt(text.substring(0, comma).trim()),
          Integer.parseInt(text.substring(comma + 1).trim()));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("expected 'q,r' but got '" + text + "'", e);
    }
  }
}
