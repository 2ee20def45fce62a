package io.github.mkrules.api.content;

import java.util.Optional;

/**
 * One hex of a map tile.
 *
 * @param position the local position: {@code C}, {@code NE}, {@code E}, {@code SE}, {@code SW}, {@code W},
 *     {@code NW}
 * @param terrain the terrain
 * @param site the site id on this hex, if any, for example {@code village}
 * @param siteColor the colour detail of the site, if any (a crystal mine's mana colour, a city's colour)
 */
public record TileHex(String position, Terrain terrain, Optional<String> site, Optional<String> siteColor) {}
