package io.github.mkrules.api.content;

import java.util.OptionalInt;

/**
 * The Move cost of one terrain by Day and by Night (R-SETUP-11.1, R-MOVE-2).
 *
 * @param terrain the terrain
 * @param day the cost by Day; empty if impassable
 * @param night the cost by Night; empty if impassable
 */
public record TerrainCost(Terrain terrain, OptionalInt day, OptionalInt night) {}
