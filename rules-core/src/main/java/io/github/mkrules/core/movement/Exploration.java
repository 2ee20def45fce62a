package io.github.mkrules.core.movement;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.content.MapShape;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.TileReveal;
import java.util.ArrayList;
import java.util.List;

/** Revealing new map tiles while moving (R-MOVE-5). */
public final class Exploration {
  /** Revealing a tile costs 2 Move points (R-MOVE-5.2). */
  public static final int COST = 2;

  private Exploration() {}

  /** Where the next tile comes from and what it needs. */
  private record NextTile(String tile, boolean fromBox) {}

  /**
   * Checks an exploration.
   *
   * @param d the draft
   * @param explore the exploration
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, Explore explore) {
    if (!Movement.movementAllowed(d.turn)) {
      return Rejection.of(RejectionCode.NOT_MOVEMENT_PHASE, "R-MOVE-1", "exploring is only possible while moving in a normal turn");
    }
    HexCoord at = d.active().position().orElseThrow();
    TileSlot slot = explore.slot();
    if (d.tiles.containsKey(slot) || !touches(at, slot, Spaces.reach(d))) {
      return Rejection.of(RejectionCode.CANNOT_EXPLORE, "R-MOVE-5.1", "slot " + slot + " is not an empty position next to " + at);
    }
    MapShape shape = d.content.mapShape(d.setup.mapShape());
    if (!shape.allows(slot)) {
      return Rejection.of(RejectionCode.CANNOT_EXPLORE, "R-MOVE-5.1", "slot " + slot + " lies beyond the coastline");
    }
    if (d.turn.move() < COST) {
      return Rejection.of(RejectionCode.NOT_ENOUGH_MOVE, "R-MOVE-5.2", "exploring costs 2 Move but only " + d.turn.move() + " is left");
    }
    NextTile next = nextTile(d, slot);
    if (next == null) {
      return Rejection.of(RejectionCode.CANNOT_EXPLORE, "R-MOVE-5.5", "no tile can be placed in slot " + slot);
    }
    return null;
  }

  /**
   * A hex touches the slots its neighbours lie in (map-and-sites §1.4); with a reach above 1 (Space Bending) the
   * slots of every space within that reach.
   */
  private static boolean touches(HexCoord at, TileSlot slot, int reach) {
    for (HexCoord hex : Spaces.reachable(at, reach)) {
      if (TileSlot.containing(hex).equals(slot)) {
        return true;
      }
    }
    return false;
  }

  /** The tile that would be revealed into the slot, or null if none may go there (R-MOVE-5.5). */
  private static NextTile nextTile(Draft d, TileSlot slot) {
    int neighbours = Board.placedNeighbours(d.tiles, slot);
    if (!d.tileStack.isEmpty()) {
      String tile = d.tileStack.get(0);
      TileKind kind = d.content.tile(tile).kind();
      if (kind == TileKind.COUNTRYSIDE) {
        // (i) two neighbours, or a neighbour that itself has two
        return neighbours >= 2 || neighbourWithTwo(d, slot) ? new NextTile(tile, false) : null;
      }
      // (ii) core tiles need two neighbours; S-GENERAL-03 keeps them off the coastline where the scenario says so
      boolean coast = !d.setup.coreOnCoastline() && !d.content.mapShape(d.setup.mapShape()).coreAllowed(slot);
      return neighbours >= 2 && !coast ? new NextTile(tile, false) : null;
    }
    // (iii) empty stack: unused countryside tiles, then unused non-city core tiles, only into gaps of 3
    if (neighbours < 3) {
      return null;
    }
    if (!d.unusedCountryside.isEmpty()) {
      return new NextTile(null, true);
    }
    if (!d.unusedCore.isEmpty()) {
      return new NextTile(null, true);
    }
    return null;
  }

  private static boolean neighbourWithTwo(Draft d, TileSlot slot) {
    for (int dir = 0; dir < 6; dir++) {
      TileSlot n = slot.neighbour(dir);
      if (d.tiles.containsKey(n) && Board.placedNeighbours(d.tiles, n) >= 2) {
        return true;
      }
    }
    return false;
  }

  /**
   * Applies a checked exploration: pays 2 Move, reveals the tile with its on-reveal effects, and gains the
   * scenario's Fame for it (S-FIRST-RECON-01).
   *
   * @param d the draft
   * @param explore the exploration
   */
  public static void apply(Draft d, Explore explore) {
    NextTile next = nextTile(d, explore.slot());
    String tile;
    if (!next.fromBox()) {
      tile = next.tile();
      d.tileStack = d.tileStack.subList(1, d.tileStack.size());
    } else if (!d.unusedCountryside.isEmpty()) {
      tile = d.unusedCountryside.get(d.chance.nextInt(d.unusedCountryside.size()));
      d.unusedCountryside = Lists.without(d.unusedCountryside, tile);
    } else {
      tile = d.unusedCore.get(d.chance.nextInt(d.unusedCore.size()));
      d.unusedCore = Lists.without(d.unusedCore, tile);
    }
    TurnState t = d.turn;
    d.turn = t.withStage(TurnStage.MOVEMENT).withPoints(t.move() - COST, t.influence(), t.heal());
    TileReveal.place(d, tile, explore.slot());
    int fame = d.scenario.fameForRevealingTile();
    if (fame > 0) {
      PlayerState player = d.active();
      d.setActive(player.withFameAndReputation(player.fame() + fame, player.reputation()));
      d.emit(new Event.FameAndReputation(t.player(), fame, 0));
    }
    // S-FIRST-RECON-07: "as soon as a player reveals a city tile" every player gets one last turn
    io.github.mkrules.core.scenario.EndConditions.check(d);
    io.github.mkrules.core.scenario.SecretSites.afterReveal(d, explore.slot()); // S-DUNGEON-LORDS-01, 03
  }

  /**
   * The legal explorations from the hero's space.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legalExplorations(Draft d, List<Action> out) {
    if (!Movement.movementAllowed(d.turn) || d.turn.move() < COST) {
      return;
    }
    HexCoord at = d.active().position().orElseThrow();
    List<TileSlot> seen = new ArrayList<>(2);
    for (HexCoord hex : Spaces.reachable(at, Spaces.reach(d))) {
      TileSlot slot = TileSlot.containing(hex);
      if (!seen.contains(slot) && !d.tiles.containsKey(slot)) {
        seen.add(slot);
        Explore explore = new Explore(slot);
        if (check(d, explore) == null) {
          out.add(explore);
        }
      }
    }
  }
}
