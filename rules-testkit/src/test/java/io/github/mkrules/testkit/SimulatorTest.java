package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.EndTurn;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The simulator: configurations, seeds, thread-independent totals, and how it counts finished games, errors
 * and stuck games (R-FLOW-4: every game ends).
 */
class SimulatorTest {
  private static final String SCENARIO = GameConfig.FIRST_RECONNAISSANCE;

  /** Players take arythea, goldyx, norowas and tovak in order, with the given seed (R-FLOW-2). */
  @Test
  void configurationsUseTheHeroesInOrder() {
    GameConfig config = Simulator.config(SCENARIO, 3, 42);
    assertEquals(List.of(PlayerSetup.of("arythea"), PlayerSetup.of("goldyx"), PlayerSetup.of("norowas")),
        config.players());
    assertEquals(42, config.seed());
    assertEquals(SCENARIO, config.scenario());
    assertThrows(IllegalArgumentException.class, () -> Simulator.config(SCENARIO, 5, 1));
  }

  /** Game seeds depend only on the run seed and the game index. */
  @Test
  void gameSeedsAreFixedAndDistinct() {
    assertEquals(Simulator.gameSeed(7, 3), Simulator.gameSeed(7, 3));
    assertNotEquals(Simulator.gameSeed(7, 3), Simulator.gameSeed(7, 4));
    assertNotEquals(Simulator.gameSeed(7, 3), Simulator.gameSeed(8, 3));
  }

  /** The totals of a run are the same on 1, 2 and 3 threads, and every game of First Reconnaissance ends (R-FLOW-4). */
  @Test
  void totalsDoNotDependOnThreads() {
    Simulator simulator = new Simulator(Engine.load());
    Simulator.Report one = simulator.run(SCENARIO, 2, 9, 5, 1, null);
    for (int threads : new int[] {2, 3}) {
      Simulator.Report many = simulator.run(SCENARIO, 2, 9, 5, threads, null);
      assertEquals(List.of(one.games(), one.finished(), one.errors(), one.stuck(), one.actions()),
          List.of(many.games(), many.finished(), many.errors(), many.stuck(), many.actions()));
    }
    assertEquals(9, one.finished());
    assertTrue(one.actions() > 9, "games take actions");
  }

  /** Progress is reported once per game. */
  @Test
  void progressCountsEveryGame() {
    AtomicInteger calls = new AtomicInteger();
    new Simulator(Engine.load()).run(SCENARIO, 1, 4, 1, 2, done -> calls.incrementAndGet());
    assertEquals(4, calls.get());
  }

  /** A game past the action bound is stuck, and its last actions are kept for reproduction. */
  @Test
  void theActionBoundMakesGamesStuck() {
    Simulator.Report report = new Simulator(Engine.load()).withMaxActions(3).run(SCENARIO, 1, 2, 1, 1, null);
    assertEquals(2, report.stuck());
    assertEquals(6, report.actions());
    Simulator.GameOutcome first = report.failures().get(0);
    assertEquals(Simulator.GameOutcome.Kind.STUCK, first.kind());
    assertEquals(3, first.lastActions().size());
    assertEquals(Simulator.gameSeed(1, 0), first.seed());
  }

  /** An engine that rejects an action it listed, or throws, gives errors. */
  @Test
  void rejectedAndThrowingEnginesGiveErrors() {
    BrokenEngine rejecting = new BrokenEngine();
    rejecting.apply((state, action) -> action instanceof EndTurn
        ? new Result.Rejected(Rejection.of(RejectionCode.CANNOT_END_TURN, "R-" + "TURN-8", "broken"))
        : rejecting.real().apply(state, action));
    Simulator.Report report = new Simulator(rejecting).run(SCENARIO, 1, 3, 1, 1, null);
    assertEquals(3, report.errors());
    assertTrue(report.failures().get(0).detail().contains("listed action rejected"));

    BrokenEngine throwing = new BrokenEngine().legal(state -> {
      throw new IllegalStateException("boom");
    });
    assertEquals(2, new Simulator(throwing).run(SCENARIO, 1, 2, 1, 1, null).errors());
  }

  /** A running game without legal actions is stuck (R-FLOW-4). */
  @Test
  void noLegalActionIsStuck() {
    BrokenEngine empty = new BrokenEngine().legal(state -> List.of());
    Simulator.Report report = new Simulator(empty).run(SCENARIO, 2, 2, 1, 1, null);
    assertEquals(2, report.stuck());
    assertEquals(0, report.actions());
  }

  /** Sampled states are taken from player turns, as many per game as asked. */
  @Test
  void sampledStatesComeFromTurns() {
    List<io.github.mkrules.api.state.GameState> states =
        new Simulator(Engine.load()).sampleStates(SCENARIO, 2, 3, 4, 9);
    assertEquals(12, states.size());
    states.forEach(s -> assertEquals(io.github.mkrules.api.state.Phase.PLAYER_TURNS, s.phase()));
  }

  /**
   * Issue 14: the report keeps the longest legal-action list and the mean list length; with an engine whose
   * lists are all of one length both are that length. The table counts the same lists by decision kind.
   */
  @Test
  void legalListLengthsAreMeasured() {
    BrokenEngine padded = new BrokenEngine();
    padded.legal(state -> {
      List<io.github.mkrules.api.action.Action> legal = padded.real().legalActions(state);
      return legal.isEmpty() ? legal : List.of(legal.get(0));
    });
    Simulator.Report single = new Simulator(padded).withMaxActions(50).run(SCENARIO, 1, 2, 1, 1, null);
    assertEquals(1, single.maxLegal());
    assertEquals(1.0, single.meanLegal());
    LegalListTable table = new LegalListTable();
    Simulator.Report real = new Simulator(Engine.load()).withLegalListTable(table).run(SCENARIO, 2, 4, 1, 2, null);
    assertEquals(real.maxLegal(), table.largest(), "the table meets the same lists");
    assertTrue(real.meanLegal() > 1 && real.meanLegal() <= real.maxLegal(), String.valueOf(real.meanLegal()));
    assertTrue(real.legalTotal() >= real.actions(), "every action is chosen from a list of at least one");
    String markdown = table.markdown();
    assertTrue(markdown.startsWith("| decision | largest list | mean | lists | the largest list held |\n"), markdown);
    assertTrue(markdown.contains("\n| SELECT_TACTIC | "), markdown);
    assertTrue(markdown.contains("\n| `pick` | "), markdown);
  }

  /**
   * Issue 14, bound: no legal-action list of First Reconnaissance with 1 to 4 players is longer than 64 (the
   * full measure is {@code legal-lists}, docs/notation.md; this is a small sample of it).
   */
  @Test
  void legalListsStayWithinTheBound() {
    Simulator simulator = new Simulator(Engine.load());
    for (int players = 1; players <= 4; players++) {
      Simulator.Report report = simulator.run(SCENARIO, players, 12, 3, 2, null);
      assertTrue(report.clean());
      assertTrue(report.maxLegal() <= 64, players + " players: a list of " + report.maxLegal());
    }
  }
}
