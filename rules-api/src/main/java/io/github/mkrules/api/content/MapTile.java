package io.github.mkrules.api.content;

import java.util.List;

/**
 * One map tile: seven hexes.
 *
 * @param id the stable id, for example {@code countryside-3} or {@code starting-a}
 * @param kind the kind of tile
 * @param number the printed number within its kind (0 for the starting tile)
 * @param hexes the seven hexes, centre first, then NE, E, SE, SW, W, NW
 */
public record MapTile(String id, TileKind kind, int number, List<TileHex> hexes) {}
