package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.assertRejected;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.withSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Effects that change the movement rules for the rest of the turn (R-MOVE-7): cost reductions in any order
 * and never below 0 (R-MOVE-7.1), entering inaccessible terrain and the forced withdrawal it risks (R-MOVE-7.2,
 * R-MOVE-7.4, R-ENDTURN-2), with Path Finding, Song of Wind and Frost Bridge (deed-cards §1.3).
 */
class MovementEffectsTest {
  private static final HexCoord PORTAL = new HexCoord(0, 0);
  private static final HexCoord VILLAGE = new HexCoord(4, -2); // countryside 1 E, plains; its NE is a lake

  private static GameState withDice(GameState s, ManaColor... colors) {
    List<ManaDie> dice = new java.util.ArrayList<>();
    for (ManaColor c : colors) {
      dice.add(new ManaDie(c, -1));
    }
    return withSource(s, dice);
  }

  @Test
  void pathFindingLowersCostsButNotBelowTwo() {
    GameState s = play(inTurn(101, PORTAL, 0, List.of("path-finding", "march")), "play path-finding basic");
    assertEquals(0, play(s, "move 1,-1").turn().move(), "forest 3 - 1 = 2: Move 2 pays it");
    GameState plains = play(inTurn(101, PORTAL, 0, List.of("path-finding", "march")), "play path-finding basic",
        "move 1,0");
    assertEquals(0, plains.turn().move(), "plains stay at 2: not below 2");
  }

  @Test
  void songOfWindCanMakeASpaceFreeAndReductionsCombineInTheBestOrder() {
    GameState s = withDice(inTurn(102, PORTAL, 0, List.of("song-of-wind", "path-finding")),
        ManaColor.WHITE, ManaColor.RED, ManaColor.RED);
    GameState powered = play(s, "play song-of-wind powered", "pick die:0", "move 1,0");
    assertEquals(2, powered.turn().move(), "R-MOVE-7.1: plains 2 - 2 = 0 is entered without paying");
    GameState both = play(s, "play path-finding basic", "play song-of-wind basic", "move 1,0");
    assertEquals(3, both.turn().move(), "R-MOVE-7.1: in the best order plains cost 1 (Song of Wind after Path Finding)");
  }

  @Test
  void frostBridgeOpensLakesButTheTurnMustNotEndThere() {
    GameState s = withDice(inTurn(103, VILLAGE, 0, List.of("frost-bridge", "march")),
        ManaColor.BLUE, ManaColor.RED, ManaColor.RED);
    assertRejected(play(s, "play frost-bridge basic"), "move 4,-3", RejectionCode.IMPASSABLE, "R-MOVE-3.1");
    GameState onLake = play(s, "play frost-bridge powered", "pick die:0", "move 4,-3");
    assertEquals(3, onLake.turn().move(), "R-MOVE-7.2: the lake costs 1 this turn");
    GameState ended = play(onLake, "end-turn");
    assertEquals(VILLAGE, ended.player(0).position().orElseThrow(),
        "R-MOVE-7.4, R-ENDTURN-2.1: a lake is no safe space, so the hero goes back one space");
    assertTrue(ended.player(0).hand().contains("wound"), "R-ENDTURN-2.2: with a Wound");
  }

  @Test
  void songOfWindCrossesLakesForOneBlueMana() {
    GameState s = inTurn(104, VILLAGE, 0, List.of("song-of-wind"));
    s = States.withPlayer(s, 0, p -> p.withCrystals(new io.github.mkrules.api.state.Crystals(0, 1, 0, 1)));
    GameState crossed = play(s, "play song-of-wind powered option:1", "pick crystal:white", "pick crystal:blue", "move 4,-3");
    assertEquals(2, crossed.turn().move(), "the lake costs 0 after the extra blue mana");
  }

  @Test
  void rulesApplyOnlyToMovementAfterTheEffect() {
    GameState s = inTurn(105, PORTAL, 3, List.of("path-finding"));
    GameState moved = play(s, "move 1,-1");
    assertEquals(0, moved.turn().move(), "before the card the forest costs 3");
    assertEquals(2, play(moved, "play path-finding basic").turn().move(), "R-MOVE-7: later moves are cheaper, not past ones");
  }
}
