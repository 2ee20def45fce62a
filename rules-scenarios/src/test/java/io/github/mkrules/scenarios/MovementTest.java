package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.assertRejected;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Movement and exploration on the First Reconnaissance map (R-MOVE-1 to R-MOVE-8, S-FIRST-RECON-01). The
 * starting tile A holds the Portal at 0,0 with forest NE (1,-1), plains E (1,0) and NW (0,-1), sea to the
 * west; countryside 1 lies in slot 1,0 (Marauding Orcs at 3,-3) and countryside 2 in slot 0,1 (orcs at
 * 1,-4, a green crystal mine at 0,-2).
 */
class MovementTest {
  private static final List<String> HAND = List.of("march", "rage", "stamina");


  @Test
  void enteringASpaceCostsItsTerrainByDayAndNight() {
    GameState day = inTurn(1, new HexCoord(0, 0), 5, HAND);
    assertEquals(2, play(day, "move 1,-1").turn().move(), "R-MOVE-3: forest costs 3 by Day");
    GameState night = States.withTurn(day.withRound(2).withTime(TimeOfDay.NIGHT).withFinalTurns(-1)
        .withGameEndTurns(-1).withEndReason("").withUndo(null), day.turn());
    assertEquals(0, play(night, "move 1,-1").turn().move(), "forest costs 5 at Night");
    assertRejected(inTurn(1, new HexCoord(0, 0), 2, HAND), "move 1,-1", RejectionCode.NOT_ENOUGH_MOVE, "R-MOVE-3");
  }

  @Test
  void inaccessibleAndDistantSpacesCannotBeEntered() {
    GameState s = inTurn(2, new HexCoord(0, 0), 9, HAND);
    assertRejected(s, "move -1,0", RejectionCode.IMPASSABLE, "R-MOVE-3.1");
    assertRejected(s, "move 2,0", RejectionCode.NOT_ADJACENT, "R-MOVE-3");
    assertRejected(inTurn(2, new HexCoord(3, -2), 9, HAND), "move 4,-3", RejectionCode.IMPASSABLE, "R-MOVE-3.1");
  }

  @Test
  void rampagingEnemiesBlockTheirSpaceAndAttackWhenProvoked() {
    GameState s = inTurn(3, new HexCoord(2, -2), 9, HAND);
    assertRejected(s, "move 3,-3", RejectionCode.SPACE_BLOCKED, "R-MOVE-4.2");
    io.github.mkrules.api.state.CombatState provoked = play(s, "move 3,-2").turn().combat().orElseThrow();
    assertEquals(io.github.mkrules.api.state.CombatKind.RAMPAGING, provoked.kind(), "R-MOVE-4.3: provoked, it attacks");
    assertTrue(provoked.enemies().stream().allMatch(e -> e.rampaging() && !e.siteDefender()));
    assertEquals(new HexCoord(2, -1), play(s, "move 2,-1").player(0).position().orElseThrow(),
        "leaving the enemy's neighbourhood does not provoke");
  }

  @Test
  void movingIsOnlyForTheMovementPartOfANormalTurn() {
    GameState rested = play(inTurn(4, new HexCoord(0, 0), 4, HAND), "rest rage");
    assertRejected(rested, "move 1,0", RejectionCode.NOT_MOVEMENT_PHASE, "R-TURN-6.4");
    assertRejected(rested, "explore 1,1", RejectionCode.NOT_MOVEMENT_PHASE, "R-MOVE-1");
  }

  @Test
  void exploringRevealsTheTopTileForTwoMoveAndGainsFame() {
    GameState s = inTurn(5, new HexCoord(2, -3), 2, HAND);
    String top = s.map().tileStack().get(0);
    GameState after = play(s, "explore 1,1");
    assertEquals(top, after.map().tiles().get(new TileSlot(1, 1)), "R-MOVE-5.3: the top tile of the stack");
    assertEquals(0, after.turn().move(), "R-MOVE-5.2: 2 Move points");
    assertEquals(1, after.player(0).fame(), "S-FIRST-RECON-01: +1 Fame per revealed tile");
    assertTrue(after.undo() == null, "R-UNDO-2: no undo past a revealed tile");
    assertRejected(inTurn(5, new HexCoord(2, -3), 1, HAND), "explore 1,1", RejectionCode.NOT_ENOUGH_MOVE, "R-MOVE-5.2");
  }

  @Test
  void tilesGoOnlyNextToTheHeroAndInsideTheCoastline() {
    assertRejected(inTurn(6, new HexCoord(1, -1), 4, HAND), "explore 1,1", RejectionCode.CANNOT_EXPLORE, "R-MOVE-5.1");
    assertRejected(inTurn(6, new HexCoord(0, -3), 4, HAND), "explore -1,1", RejectionCode.CANNOT_EXPLORE, "R-MOVE-5.1");
  }

  @Test
  void aCountrysideTileNeedsTwoNeighboursOrANeighbourWithTwo() {
    // slot 0,2 touches only slot 0,1, which touches two tiles: allowed by R-MOVE-5.5(i)
    GameState s = inTurn(7, new HexCoord(2, -4), 4, HAND); // the glade, NE hex of countryside 2
    GameState after = play(s, "explore 0,2");
    assertEquals(4, after.map().tiles().size());
  }
}
