package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Strike;
import io.github.mkrules.api.action.Target;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.GameState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The simulator's combat totals: random play reaches combat and defeats enemies (R-COMBAT-START-1.4,
 * R-COMBAT-RANGED-5), the totals come from events and do not depend on threads, and an undone action's events
 * no longer count (R-UNDO-1).
 */
class SimulatorCombatTest {
  /** Solo games start combats, defeat enemies and gain Fame, with the same totals on 1 and 2 threads. */
  @Test
  void runsReachCombatWhateverTheThreads() {
    Simulator simulator = new Simulator(CombatPositions.ENGINE);
    Simulator.Report one = simulator.run(GameConfig.FIRST_RECONNAISSANCE, 1, 24, 3, 1, null);
    Simulator.Report two = simulator.run(GameConfig.FIRST_RECONNAISSANCE, 1, 24, 3, 2, null);
    assertEquals(one.combat(), two.combat());
    CombatTotals c = one.combat();
    assertTrue(c.gamesWithCombat() >= 12, "at least half of the games fight: " + c);
    assertTrue(c.gamesWithDefeat() > 0 && c.enemiesDefeated() >= c.gamesWithDefeat(), c.toString());
    assertTrue(c.combats() >= c.gamesWithCombat() && c.fame() >= c.enemiesDefeated(), c.toString());
    assertEquals(24, one.finished());
  }

  /** A strike's defeat and Fame count once applied and no longer once undone. */
  @Test
  void undoneActionsNoLongerCount() {
    GameState state = CombatPositions.inCombat(CombatPositions.combat(CombatPhase.RANGED_SIEGE,
        List.of(CombatPositions.enemy("prowlers", false))).withRanged(new CombatPoints(3, 0, 0, 0)), 1, 5, 0);
    CombatTotals.Tracker tracker = new CombatTotals.Tracker();
    for (Action action : List.of(new Target(0), new Strike())) {
      Result.Applied applied = (Result.Applied) CombatPositions.ENGINE.apply(state, action);
      tracker.step(action, applied.state(), applied.events());
      state = applied.state();
    }
    assertEquals(new CombatTotals(0, 1, 0, 1, 0, 2), tracker.totals(), "Prowlers give 2 Fame");
    assertNotNull(state.undo(), "the strike revealed nothing");
    Result.Applied undone = (Result.Applied) CombatPositions.ENGINE.apply(state, new Undo());
    tracker.step(new Undo(), undone.state(), undone.events());
    assertEquals(CombatTotals.NONE, tracker.totals());
  }
}
