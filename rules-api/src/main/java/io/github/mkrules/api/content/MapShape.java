package io.github.mkrules.api.content;

import io.github.mkrules.api.state.TileSlot;
import java.util.List;
import java.util.OptionalInt;

/**
 * A map shape of the scenario book (S-GENERAL-03 to -05; R-SETUP-15, R-MOVE-5.1(ii)): the starting tile side,
 * the slots revealed at setup and the slots that may hold a tile. The allowed slots are the lattice slots
 * {@code (i, j)} inside every bound that is present; an absent bound is unbounded. The coast is made of the
 * allowed slots that lie on a bounding line.
 *
 * @param id the stable id, for example {@code wedge} or {@code open-5}
 * @param name English and, where known, Czech names
 * @param startingTile the id of the starting tile side used, {@code starting-a} or {@code starting-b}
 * @param initialSlots the slots filled from the tile stack at setup, in the order the tiles are dealt
 * @param minI the smallest allowed {@code i}, if bounded
 * @param minJ the smallest allowed {@code j}, if bounded
 * @param maxJ the largest allowed {@code j}, if bounded
 * @param minIPlusJ the smallest allowed {@code i + j}, if bounded
 * @param coreOffCoast whether core (brown) tiles may not be placed on the coast (the wedge's extra rule)
 * @param text the shape in words
 */
public record MapShape(
    String id,
    LocalizedName name,
    String startingTile,
    List<TileSlot> initialSlots,
    OptionalInt minI,
    OptionalInt minJ,
    OptionalInt maxJ,
    OptionalInt minIPlusJ,
    boolean coreOffCoast,
    String text) {
  /**
   * Copies the list of initial slots.
   *
   * @param id id
   * @param name name
   * @param startingTile starting tile
   * @param initialSlots initial slots
   * @param minI smallest i
   * @param minJ smallest j
   * @param maxJ largest j
   * @param minIPlusJ smallest i + j
   * @param coreOffCoast core tiles banned from the coast
   * @param text text
   */
  public MapShape {
    initialSlots = List.copyOf(initialSlots);
  }

  /**
   * Whether a tile may be placed in the slot: it lies within every bound (inside the coastline).
   *
   * @param slot the slot
   * @return true if the shape allows a tile there
   */
  public boolean allows(TileSlot slot) {
    return (minI.isEmpty() || slot.i() >= minI.getAsInt())
        && (minJ.isEmpty() || slot.j() >= minJ.getAsInt())
        && (maxJ.isEmpty() || slot.j() <= maxJ.getAsInt())
        && (minIPlusJ.isEmpty() || slot.i() + slot.j() >= minIPlusJ.getAsInt());
  }

  /**
   * Whether an allowed slot lies on the coast: on one of the bounding lines.
   *
   * @param slot the slot
   * @return true if the slot is allowed and lies on a bounding line
   */
  public boolean onCoast(TileSlot slot) {
    return allows(slot)
        && ((minI.isPresent() && slot.i() == minI.getAsInt())
            || (minJ.isPresent() && slot.j() == minJ.getAsInt())
            || (maxJ.isPresent() && slot.j() == maxJ.getAsInt())
            || (minIPlusJ.isPresent() && slot.i() + slot.j() == minIPlusJ.getAsInt()));
  }

  /**
   * Whether a core (brown) tile may be placed in the slot as far as the shape is concerned (R-MOVE-5.5(ii)
   * adds the adjacency condition).
   *
   * @param slot the slot
   * @return true if the slot is allowed and, when core tiles are kept off the coast, not on the coast
   */
  public boolean coreAllowed(TileSlot slot) {
    return allows(slot) && !(coreOffCoast && onCoast(slot));
  }
}
