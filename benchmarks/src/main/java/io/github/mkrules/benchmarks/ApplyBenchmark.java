package io.github.mkrules.benchmarks;

import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.testkit.PlayoutPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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

/**
 * {@code apply} of a random legal action on sampled mid-game states; the actions are chosen by the playout
 * policy ahead of time, so only {@code apply} is measured.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ApplyBenchmark {
  /** The number of players. */
  @Param({"1", "4"})
  public int players;

  private final List<GameState> states = new ArrayList<>();
  private final List<Action> actions = new ArrayList<>();
  private int next;

  /** Samples the states and picks one legal action for each, several per state. */
  @Setup(Level.Trial)
  public void setUp() {
    SplittableRandom random = new SplittableRandom(7);
    for (GameState state : States.sample(players)) {
      List<Action> legal = States.ENGINE.legalActions(state);
      for (int k = 0; k < 4; k++) {
        states.add(state);
        actions.add(PlayoutPolicy.choose(state, legal, random));
      }
    }
  }

  /**
   * Applies the next prepared action.
   *
   * @return the result, so the work is not eliminated
   */
  @Benchmark
  public Result apply() {
    int i = next;
    next = next + 1 == states.size() ? 0 : next + 1;
    return States.ENGINE.apply(states.get(i), actions.get(i));
  }
}
