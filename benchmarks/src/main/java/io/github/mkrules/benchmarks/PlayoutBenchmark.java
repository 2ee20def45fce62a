package io.github.mkrules.benchmarks;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.testkit.PlayoutPolicy;
import io.github.mkrules.testkit.Simulator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A full random playout of First Reconnaissance solo, from setup to game over: at every step the legal actions
 * are listed and one is applied. The primary score is games per second; the {@code actions} counter is the
 * figure the performance target is stated in (random legal actions per second on one thread).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PlayoutBenchmark {
  private long game;

  /** Counts the actions of the playouts; JMH reports it per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Counters {
    /** Actions applied (each after listing the legal actions). */
    public long actions;

    /** Resets the counter for each iteration. */
    @Setup(Level.Iteration)
    public void reset() {
      actions = 0;
    }
  }

  /**
   * Plays one seeded game to the end.
   *
   * @param counters the action counter
   * @return the final state, so the work is not eliminated
   */
  @Benchmark
  public GameState playout(Counters counters) {
    long seed = Simulator.gameSeed(2026, (int) (game++ & 0xFFFF));
    GameState state = States.ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, 1, seed));
    SplittableRandom random = new SplittableRandom(seed);
    while (state.phase() != Phase.GAME_OVER) {
      List<Action> legal = States.ENGINE.legalActions(state);
      state = ((Result.Applied) States.ENGINE.apply(state, PlayoutPolicy.choose(state, legal, random))).state();
      counters.actions++;
    }
    return state;
  }
}
