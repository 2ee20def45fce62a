package io.github.mkrules.benchmarks;

import io.github.mkrules.api.state.GameState;
import io.github.mkrules.core.save.Saves;
import java.util.ArrayList;
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

/**
 * Saves (docs/saves.md) of the sampled mid-game states: writing one, reading one back, and the state hash. The
 * states keep their undo chains, as a save does.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SaveBenchmark {
  /** The number of players. */
  @Param({"1", "4"})
  public int players;

  private List<GameState> states;
  private final List<String> saves = new ArrayList<>();
  private int next;

  /** Samples the states and writes their saves once, for the reading benchmark. */
  @Setup(Level.Trial)
  public void setUp() {
    states = States.sample(players);
    for (GameState state : states) {
      saves.add(Saves.write(state));
    }
  }

  private int next() {
    int i = next;
    next = next + 1 == states.size() ? 0 : next + 1;
    return i;
  }

  /**
   * Writes the save of the next state.
   *
   * @return the JSON text
   */
  @Benchmark
  public String write() {
    return Saves.write(states.get(next()));
  }

  /**
   * Reads the next save back.
   *
   * @return the state
   */
  @Benchmark
  public GameState read() {
    return Saves.read(saves.get(next()));
  }

  /**
   * The state hash of the next state.
   *
   * @return the hash
   */
  @Benchmark
  public String hash() {
    return Saves.hash(states.get(next()));
  }
}
