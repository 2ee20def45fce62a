package io.github.mkrules.core.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.content.Content;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** V-MAP-02: a turned tile's spaces, where each printed hex lies and what lies on each coordinate. */
class TurnedTilesTest {
  private static final Content CONTENT = Content.base();
  private static final TileSlot SLOT = new TileSlot(2, 1);

  /** Every turn puts each printed hex on one space of the slot, and reading that space gives the hex back. */
  @Test
  void aTurnedTileReadsBackItsHexes() {
    MapTile tile = CONTENT.tile("core-7");
    for (int turn = 0; turn < 6; turn++) {
      List<Marker> markers = turn == 0 ? List.of() : List.of(new Marker(Board.TURN + turn, SLOT.centre(), -1));
      assertEquals(turn, Board.turn(markers, SLOT));
      Set<HexCoord> spaces = new HashSet<>();
      for (int i = 0; i < tile.hexes().size(); i++) {
        HexCoord at = Board.coordinate(SLOT, i, turn);
        spaces.add(at);
        assertEquals(SLOT, TileSlot.containing(at));
        assertSame(tile.hexes().get(i), Board.hexAt(CONTENT, Map.of(SLOT, "core-7"), markers, at));
      }
      assertEquals(7, spaces.size());
    }
  }

  /** One sixth counter-clockwise: the printed E space lies to the NE, the NE one to the NW; the centre stays. */
  @Test
  void oneSixthTurnsEastToNorthEast() {
    assertEquals(SLOT.centre().neighbour(1), Board.coordinate(SLOT, 2, 1));
    assertEquals(SLOT.centre().neighbour(2), Board.coordinate(SLOT, 1, 1));
    assertEquals(SLOT.centre(), Board.coordinate(SLOT, 0, 3));
    assertEquals(SLOT.centre().neighbour(3), Board.coordinate(SLOT, 2, 3), "half a turn: E faces W");
  }
}
