package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.assertRejected;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.start;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.AnnounceEndOfRound;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.api.state.TimeOfDay;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The shape of rounds and turns: Day and Night alternate (R-ROUND-1), a face-down Round Order token skips a
 * turn (R-TURN-2, R-TURN-2.4), moving comes before the action and special effects may be played while moving
 * (R-TURN-6.1, R-MOVE-2.4), fortified sites start an assault (R-MOVE-4.1) while adventure sites can be
 * passed (R-MOVE-4.4), and the setup follows the scenario (R-FLOW-3).
 */
class TurnStructureTest {
  @Test
  void dayAndNightAlternate() {
    GameState s = play(start(91, "arythea"), "tactic early-bird");
    for (int round = 1; round <= 3; round++) {
      assertEquals(round % 2 == 1 ? TimeOfDay.DAY : TimeOfDay.NIGHT, s.time(), "R-ROUND-1");
      GameState t = withPlayer(s, 0, p -> {
        List<String> discard = new ArrayList<>(p.discard());
        discard.addAll(p.deck());
        discard.addAll(p.hand());
        return p.withCards(List.of(), List.of(), discard, p.playArea());
      });
      s = play(States.withTurn(t, t.turn().withStartConditions(true, true)), "end-round");
      s = States.takeTactic(s, s.tactics().get(0));
    }
  }

  @Test
  void aFaceDownRoundOrderTokenIsTurnedAndTheTurnSkipped() {
    GameState s = play(start(92, "arythea", "goldyx"), "tactic early-bird", "tactic planning");
    int first = s.turn().player();
    int second = 1 - first;
    s = withPlayer(s, second, p -> p.withRoundOrderFaceDown(true));
    GameState after = play(s, "sideways " + s.player(first).hand().get(0) + " move", "end-turn", "done");
    assertEquals(first, after.turn().player(), "R-TURN-2: the second player's turn is skipped");
    assertFalse(after.player(second).roundOrderFaceDown(), "and the token is face up again");
    assertFalse(ENGINE.legalActions(after).contains(new AnnounceEndOfRound()) && after.turn().player() == second,
        "R-TURN-2.4: no announcement in the skipped turn");
  }

  @Test
  void specialEffectsMayBePlayedWhileMoving() {
    GameState s = inTurn(93, new HexCoord(0, 0), 2, List.of("march", "crystallize"));
    s = withPlayer(s, 0, p -> p.withCrystals(new io.github.mkrules.api.state.Crystals(0, 1, 0, 0)));
    s = play(s, "move 1,0"); // R-TURN-6.1: first the movement
    s = play(s, "play crystallize powered", "pick crystal:blue", "play march basic", "move 2,-1");
    assertEquals(1, s.player(0).crystals().red(), "R-MOVE-2.4: a special effect in the middle of moving");
  }

  /** R-MOVE-4.1, R-COMBAT-START-1.1: entering an unconquered Keep is an assault on its fortified defender. */
  @Test
  void aFortifiedSiteStartsAnAssault() {
    GameState s = revealedKeep();
    GameState assault = play(s, "move 5,-6");
    io.github.mkrules.api.state.CombatState combat = assault.turn().combat().orElseThrow();
    assertEquals(io.github.mkrules.api.state.CombatKind.ASSAULT, combat.kind());
    assertEquals(s.player(0).reputation() - 1, assault.player(0).reputation(), "every assault costs 1 Reputation");
    assertTrue(combat.enemies().stream().allMatch(e -> e.siteDefender()), "the Keep's defender is fortified");
    assertEquals(io.github.mkrules.api.state.TurnState.TurnStage.AFTER_ACTION, assault.turn().stage(),
        "R-TURN-6: the combat is the turn's action");
  }

  @Test
  void anAdventureSiteCanBePassedThrough() {
    GameState s = inTurn(94, new HexCoord(2, -3), 20, List.of("march"));
    List<String> stack = new ArrayList<>(s.map().tileStack());
    stack.remove("countryside-8");
    stack.add(0, "countryside-8");
    s = withMap(s, stack);
    s = play(s, "explore 1,1");
    // a constructed position without rampaging enemies, which would stop the walk (R-MOVE-4.3)
    s = withMap(s, s.map().tileStack(), List.of());
    HexCoord ruins = new HexCoord(5, -6); // countryside 8 NE: Ancient Ruins (map-and-sites §4.1)
    assertEquals("ancient-ruins", ENGINE.content().tile("countryside-8").hexes().get(1).site().orElseThrow());
    s = play(s, "move 2,-4", "move 3,-5", "move 4,-6", "move 5,-6");
    assertEquals(ruins, s.player(0).position().orElseThrow());
    assertTrue(s.turn().move() > 0 && ENGINE.legalActions(s).stream().anyMatch(a -> a.notation().startsWith("move ")),
        "R-MOVE-4.4: entering the site's space does not end the movement");
  }

  private static GameState revealedKeep() {
    GameState s = inTurn(95, new HexCoord(2, -3), 20, List.of("march"));
    List<String> stack = new ArrayList<>(s.map().tileStack());
    stack.remove("countryside-3");
    stack.add(0, "countryside-3");
    s = play(withMap(s, stack), "explore 1,1");
    return withPlayer(s, 0, p -> p.withPosition(Optional.of(new HexCoord(4, -5))));
  }

  private static GameState withMap(GameState s, List<String> stack) {
    return withMap(s, stack, s.map().enemies());
  }

  private static GameState withMap(GameState s, List<String> stack, List<io.github.mkrules.api.state.MapEnemy> enemies) {
    MapState map = s.map().withTileStack(stack).withEnemies(enemies);
    return s.withMap(map).withUndo(null);
  }
}
