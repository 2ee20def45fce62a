package io.github.mkrules.core.encoding;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.MapShape;
import io.github.mkrules.api.content.ScenarioInfo;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every tile slot and hex where a tile of a scenario can ever lie, numbered from 0: the slots the scenario's map
 * shapes allow within reach of its starting tiles, reach being the number of tiles left in the stack at the start
 * of its largest setup (a tile is always placed next to a placed one, R-MOVE-5). Slots are ordered by {@code i}
 * then {@code j}; hex {@code 7s + p} is position {@code p} (C, NE, E, SE, SW, W, NW, the order of a tile's hexes
 * in the content) of slot {@code s}. The action space and the observation tensor share this numbering.
 */
public final class MapDomain {
  /** The positions of a tile's hexes, in the order of the content files. */
  public static final List<String> POSITIONS = List.of("C", "NE", "E", "SE", "SW", "W", "NW");

  /** The offset of each position from the tile's centre, axial {@code (q, r)}. */
  private static final int[][] LOCAL = {{0, 0}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}};

  private final List<TileSlot> slots;
  private final Map<TileSlot, Integer> slotIndex = new HashMap<>();
  private final List<HexCoord> hexes;
  private final Map<HexCoord, Integer> hexIndex = new HashMap<>();

  private MapDomain(List<TileSlot> slots) {
    this.slots = List.copyOf(slots);
    List<HexCoord> all = new ArrayList<>();
    for (int s = 0; s < slots.size(); s++) {
      slotIndex.put(slots.get(s), s);
      for (int p = 0; p < POSITIONS.size(); p++) {
        HexCoord hex = coordinate(slots.get(s), p);
        hexIndex.put(hex, all.size());
        all.add(hex);
      }
    }
    this.hexes = List.copyOf(all);
  }

  /**
   * The map domain of a scenario: starts one game of each of its setups (the first heroes of the catalogue, seed
   * 0, no options) to learn the starting tiles and the size of the tile stack.
   *
   * @param engine the engine
   * @param scenario the scenario id
   * @return the domain
   * @throws IllegalArgumentException if the engine does not know the scenario
   */
  public static MapDomain of(Engine engine, String scenario) {
    Catalogue catalogue = engine.catalogue();
    ScenarioInfo info = catalogue.scenario(scenario)
        .orElseThrow(() -> new IllegalArgumentException("unknown scenario '" + scenario + "'"));
    Set<TileSlot> reachable = new HashSet<>();
    for (ScenarioInfo.Setup setup : info.setups()) {
      MapShape shape = catalogue.mapShapes().stream().filter(m -> m.id().equals(setup.mapShape())).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("unknown map shape '" + setup.mapShape() + "'"));
      GameState start = engine.start(probe(catalogue, scenario, setup.players()));
      reachable.addAll(reach(start.map().tiles().keySet(), shape, start.map().tileStack().size()));
    }
    List<TileSlot> sorted = new ArrayList<>(reachable);
    sorted.sort(Comparator.comparingInt(TileSlot::i).thenComparingInt(TileSlot::j));
    return new MapDomain(sorted);
  }

  /** A configuration of the scenario with the first heroes of the catalogue. */
  private static GameConfig probe(Catalogue catalogue, String scenario, int players) {
    List<PlayerSetup> setups = new ArrayList<>();
    for (Hero hero : catalogue.heroes().subList(0, Math.min(players, catalogue.heroes().size()))) {
      setups.add(PlayerSetup.of(hero.id()));
    }
    return GameConfig.builder().scenario(scenario).players(setups).seed(0).build();
  }

  /** The placed slots and every slot the shape allows within {@code tiles} steps of them. */
  private static Set<TileSlot> reach(Set<TileSlot> placed, MapShape shape, int tiles) {
    Set<TileSlot> seen = new HashSet<>(placed);
    List<TileSlot> frontier = new ArrayList<>(placed);
    for (int step = 0; step < tiles; step++) {
      List<TileSlot> next = new ArrayList<>();
      for (TileSlot slot : frontier) {
        for (int d = 0; d < 6; d++) {
          TileSlot neighbour = slot.neighbour(d);
          if (shape.allows(neighbour) && seen.add(neighbour)) {
            next.add(neighbour);
          }
        }
      }
      frontier = next;
    }
    return seen;
  }

  /**
   * The coordinate of a hex of a tile.
   *
   * @param slot the tile's slot
   * @param position the hex's position, an index into {@link #POSITIONS}
   * @return the axial coordinate
   */
  public static HexCoord coordinate(TileSlot slot, int position) {
    HexCoord centre = slot.centre();
    return new HexCoord(centre.q() + LOCAL[position][0], centre.r() + LOCAL[position][1]);
  }

  /** @return the slots, in index order */
  public List<TileSlot> slots() {
    return slots;
  }

  /** @return the hexes, in index order (7 per slot) */
  public List<HexCoord> hexes() {
    return hexes;
  }

  /** @return how many hexes */
  public int hexCount() {
    return hexes.size();
  }

  /**
   * The index of a slot.
   *
   * @param slot the slot
   * @return its index, or -1 outside the domain
   */
  public int slotIndex(TileSlot slot) {
    Integer index = slotIndex.get(slot);
    return index == null ? -1 : index;
  }

  /**
   * The index of a hex.
   *
   * @param hex the hex
   * @return its index, or -1 outside the domain
   */
  public int hexIndex(HexCoord hex) {
    Integer index = hexIndex.get(hex);
    return index == null ? -1 : index;
  }
}
