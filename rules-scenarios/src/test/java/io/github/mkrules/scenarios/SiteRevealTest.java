package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.MapRuins;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.api.state.TimeOfDay;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The "on reveal" part of site cards when a tile is explored (R-MOVE-5.6, R-MOVE-5.6(i), map-and-sites §4.1),
 * into slot 1,1 (centre hex 4,-5) from hex 2,-3.
 */
class SiteRevealTest {
  private static final Map<String, int[]> OFFSETS = Map.of("C", new int[] {0, 0}, "NE", new int[] {1, -1},
      "E", new int[] {1, 0}, "SE", new int[] {0, 1}, "SW", new int[] {-1, 1}, "W", new int[] {-1, 0},
      "NW", new int[] {0, -1});

  /** The hex of slot 1,1 holding the given site on the given tile. */
  private static HexCoord siteHex(String tile, String site) {
    for (TileHex hex : ENGINE.content().tile(tile).hexes()) {
      if (hex.site().filter(site::equals).isPresent()) {
        int[] o = OFFSETS.get(hex.position());
        return new HexCoord(4 + o[0], -5 + o[1]);
      }
    }
    throw new AssertionError(tile + " has no " + site);
  }

  private static GameState reveal(String tile, TimeOfDay time) {
    GameState s = inTurn(61, new HexCoord(2, -3), 2, List.of("march", "rage"));
    List<String> stack = new ArrayList<>(s.map().tileStack());
    stack.remove(tile);
    stack.add(0, tile);
    MapState map = s.map().withTileStack(stack);
    s = s.withTime(time).withMap(map).withFinalTurns(-1).withGameEndTurns(-1).withEndReason("").withUndo(null);
    return play(s, "explore 1,1");
  }

  @Test
  void ancientRuinsGetARuinsTokenFaceUpByDayFaceDownByNight() {
    GameState day = reveal("countryside-8", TimeOfDay.DAY);
    HexCoord ruins = siteHex("countryside-8", "ancient-ruins");
    assertEquals(1, day.map().ruins().size());
    MapRuins token = day.map().ruins().get(0);
    assertEquals(ruins, token.hex());
    assertTrue(token.faceUp());
    assertEquals(11, day.supply().ruinsPile().size(), "drawn from the ruins pile");
    GameState night = reveal("countryside-8", TimeOfDay.NIGHT);
    assertFalse(night.map().ruins().get(0).faceUp());
    assertTrue(ENGINE.view(night, 0).ruins().get(0).token().isEmpty(), "a face-down token is hidden in views");
  }

  @Test
  void aKeepGetsAFaceDownGreyTokenThatTurnsWhenAHeroComesNextToItByDay() {
    GameState s = reveal("countryside-3", TimeOfDay.DAY);
    HexCoord keep = siteHex("countryside-3", "keep");
    MapEnemy grey = s.map().enemies().stream().filter(e -> e.hex().equals(keep)).findFirst().orElseThrow();
    assertEquals(EnemyColor.GREY, grey.color());
    assertFalse(grey.faceUp(), "face down when revealed");
    assertTrue(ENGINE.view(s, 0).enemies().stream().filter(e -> e.hex().equals(keep)).findFirst().orElseThrow()
        .enemy().isEmpty(), "its identity is hidden in views");
  }

  @Test
  void aMonasteryPutsAnAdvancedActionIntoTheUnitsOffer() {
    GameState s = reveal("countryside-5", TimeOfDay.DAY);
    assertEquals(1, s.supply().unitOfferAdvancedActions().size(), "R-MOVE-5.6(i)");
  }

  @Test
  void maraudingOrcsAreFaceUpByDayAndNight() {
    for (TimeOfDay time : TimeOfDay.values()) {
      GameState s = reveal("countryside-8", time);
      HexCoord orcs = siteHex("countryside-8", "marauding-orcs");
      MapEnemy green = s.map().enemies().stream().filter(e -> e.hex().equals(orcs)).findFirst().orElseThrow();
      assertEquals(EnemyColor.GREEN, green.color());
      assertTrue(green.faceUp(), time.toString());
    }
  }
}
