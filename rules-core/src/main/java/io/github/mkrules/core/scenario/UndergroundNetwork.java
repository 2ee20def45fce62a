package io.github.mkrules.core.scenario;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.ScenarioDefinition.SpecialRule;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Sites;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Dungeon Lords' underground network (S-DUNGEON-LORDS-06): a hero on a conquered Dungeon or Tomb, secret ones
 * included, may move to any other conquered one for 2 Move points plus 1 per space of distance, along a route
 * of revealed spaces without lakes and swamps (C-20: the shortest such route).
 */
public final class UndergroundNetwork {
  /** The Move points of entering the network. */
  private static final int ENTRY = 2;

  private UndergroundNetwork() {}

  /**
   * Whether the scenario links its Dungeons and Tombs.
   *
   * @param d the draft
   * @return true in Dungeon Lords
   */
  public static boolean applies(Draft d) {
    return d.scenario.has(SpecialRule.UNDERGROUND_NETWORK);
  }

  /** Whether a space holds a conquered Dungeon or Tomb. */
  private static boolean station(Draft d, HexCoord hex) {
    SiteType site = Sites.site(d, hex);
    return site != null && (site.id().equals("dungeon") || site.id().equals("tomb")) && Sites.conquered(d, hex);
  }

  /**
   * The spaces the network leads to from a space, with their Move cost.
   *
   * @param d the draft
   * @param from the hero's space
   * @return cost by destination; empty if the hero is not on a conquered Dungeon or Tomb
   */
  public static Map<HexCoord, Integer> destinations(Draft d, HexCoord from) {
    Map<HexCoord, Integer> out = new HashMap<>();
    if (!applies(d) || !station(d, from)) {
      return out;
    }
    Map<HexCoord, Integer> distance = distances(d, from);
    for (HexCoord hex : stations(d)) {
      if (!hex.equals(from) && distance.containsKey(hex)) {
        out.put(hex, ENTRY + distance.get(hex));
      }
    }
    return out;
  }

  private static List<HexCoord> stations(Draft d) {
    List<HexCoord> out = new ArrayList<>();
    for (Map.Entry<TileSlot, String> placed : d.tiles.entrySet()) {
      for (int i = 0; i < d.content.tile(placed.getValue()).hexes().size(); i++) {
        HexCoord hex = Board.coordinate(d, placed.getKey(), i);
        if (station(d, hex)) {
          out.add(hex);
        }
      }
    }
    for (Marker m : d.scenarioState.markers()) {
      if (station(d, m.hex()) && !out.contains(m.hex())) {
        out.add(m.hex());
      }
    }
    return out;
  }

  /** Shortest routes over revealed spaces that are not lakes, swamps or the sea (C-20). */
  private static Map<HexCoord, Integer> distances(Draft d, HexCoord from) {
    Map<HexCoord, Integer> seen = new HashMap<>();
    Deque<HexCoord> queue = new ArrayDeque<>();
    seen.put(from, 0);
    queue.add(from);
    while (!queue.isEmpty()) {
      HexCoord at = queue.poll();
      for (int dir = 0; dir < 6; dir++) {
        HexCoord next = at.neighbour(dir);
        TileHex hex = Board.hexAt(d, next);
        if (hex != null && !seen.containsKey(next) && passable(hex.terrain())) {
          seen.put(next, seen.get(at) + 1);
          queue.add(next);
        }
      }
    }
    return seen;
  }

  private static boolean passable(Terrain terrain) {
    return terrain != Terrain.LAKE && terrain != Terrain.SWAMP && terrain != Terrain.SEA;
  }

  /**
   * Checks a move through the network.
   *
   * @param d the draft
   * @param from the hero's space
   * @param to the destination
   * @return a rejection, or null if the move is legal
   */
  public static Rejection check(Draft d, HexCoord from, HexCoord to) {
    Integer cost = destinations(d, from).get(to);
    if (cost == null) {
      return Rejection.of(RejectionCode.NOT_ADJACENT, "S-DUNGEON-LORDS-06",
          to + " is neither adjacent nor a conquered Dungeon or Tomb the network reaches from " + from);
    }
    if (cost > d.turn.move()) {
      return Rejection.of(RejectionCode.NOT_ENOUGH_MOVE, "S-DUNGEON-LORDS-06",
          "the way underground to " + to + " costs " + cost + " Move but only " + d.turn.move() + " is left");
    }
    return null;
  }
}
