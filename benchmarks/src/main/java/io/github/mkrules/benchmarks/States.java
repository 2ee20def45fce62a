package io.github.mkrules.benchmarks;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.testkit.Simulator;
import java.util.List;

/** The mid-game states the benchmarks run on: sampled from seeded random playouts, the same in every run. */
final class States {
  /** The engine under test. */
  static final Engine ENGINE = Engine.load();

  /** How many random games the states are sampled from. */
  static final int GAMES = 32;

  /** How many states are kept per game. */
  static final int PER_GAME = 4;

  private States() {}

  /**
   * Turn states of First Reconnaissance.
   *
   * @param players the number of players
   * @return {@value #GAMES} x {@value #PER_GAME} states from run seed 2026
   */
  static List<GameState> sample(int players) {
    return new Simulator(ENGINE).sampleStates(GameConfig.FIRST_RECONNAISSANCE, players, GAMES, PER_GAME, 2026);
  }
}
