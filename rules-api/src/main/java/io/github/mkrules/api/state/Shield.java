package io.github.mkrules.api.state;

/**
 * A player's Shield token on a map space: a conquered Keep or Mage Tower, a conquered adventure site, a burnt
 * Monastery, or one defeated defender of a City (R-COMBAT-OUTCOME). Shields are kept in the order they were
 * placed, which settles a City's leader (R-COMBAT-CITY-2.1).
 *
 * @param hex the space
 * @param player the player index
 */
public record Shield(HexCoord hex, int player) {}
