package io.github.mkrules.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The bot options of simulate (issue 15, docs/bots.md): {@code --check-encoding} prints the sizes of the encodings
 * and the states whose encoding broke a property (API-ACTION-SPACE, API-OBSERVATION); {@code --policy} chooses who
 * plays, and the search bot reports its speed.
 */
class SimulateBotsTest {
  /** {@code --check-encoding} is a flag: one line with the sizes and encoding_errors=0, exit 0. */
  @Test
  void checkEncodingPrintsTheSizesAndNoErrors() {
    Cli.Run r = Cli.run("simulate", "--check-encoding", "--players", "3", "--games", "2", "--seed", "9");
    assertEquals(0, r.code(), r.err());
    assertEquals(1, r.lines().size(), r.out());
    assertTrue(r.lastLine().matches("scenario=first-reconnaissance players=3 games=2 finished=2 states=\\d+"
        + " action_space=\\d+ observation_size=\\d+ player_features=\\d+ seats=4 encoding_errors=0"
        + " seconds=\\d+\\.\\d"), r.lastLine());
  }

  /** {@code --policy mcts} plays with the search bot and prints its iterations and speed. */
  @Test
  void theSearchBotPlaysAndReportsItsSpeed() {
    Cli.Run r = Cli.run("simulate", "--policy", "mcts", "--iterations", "2", "--games", "1", "--seed", "3");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("finished=1 errors=0 stuck=0"), r.out());
    assertTrue(r.lastLine().matches("bot: policy=mcts iterations=2 searches=\\d+ iterations_run=\\d+"
        + " seconds_searching=\\d+\\.\\d iterations_per_s_per_thread=\\d+"), r.lastLine());
  }

  /** {@code --policy random} plays uniform random games to their end. */
  @Test
  void randomPlayFinishes() {
    Cli.Run r = Cli.run("simulate", "--policy", "random", "--games", "2", "--players", "2");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("finished=2 errors=0 stuck=0"), r.out());
  }

  /** An unknown policy or a bad budget is a usage error. */
  @Test
  void badBotOptionsExitTwo() {
    assertEquals(2, Cli.run("simulate", "--policy", "clever").code());
    assertEquals(2, Cli.run("simulate", "--policy", "mcts", "--iterations", "0").code());
  }
}
