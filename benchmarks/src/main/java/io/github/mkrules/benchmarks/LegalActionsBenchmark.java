package io.github.mkrules.benchmarks;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Legal-action generation on sampled mid-game states, one state per operation in turn. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class LegalActionsBenchmark {
  /** The number of players. */
  @Param({"1", "4"})
  public int players;

  private List<GameState> states;
  private int next;

  /** Samples the states. */
  @Setup(Level.Trial)
  public void setUp() {
    states = States.sample(players);
  }

  /**
   * Lists the legal actions of the next state.
   *
   * @return the actions, so the work is not eliminated
   */
  @Benchmark
  public List<Action> legalActions() {
    GameState state = states.get(next);
    next = next + 1 == states.size() ? 0 : next + 1;
    return States.ENGINE.legalActions(state);
  }
}
