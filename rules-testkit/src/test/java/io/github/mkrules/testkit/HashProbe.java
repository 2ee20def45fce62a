package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.core.save.Saves;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Prints the state hashes of a few random states, some with many configuration options (a map whose order of
 * iteration changes from one JVM run to the next); {@code SavesTest} compares them with its own JVM's.
 */
public final class HashProbe {
  private HashProbe() {}

  /** @return the hashes, one per line */
  static String hashes() {
    Engine engine = Engine.load();
    StringBuilder out = new StringBuilder();
    for (int players = 1; players <= 4; players++) {
      GameState state = engine.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, players, players * 7L));
      SplittableRandom random = new SplittableRandom(players);
      for (int i = 0; i < 40; i++) {
        state = engine.apply(state, PlayoutPolicy.choose(engine.legalActions(state), random)).orThrow();
      }
      Map<String, String> options = new HashMap<>();
      for (int i = 0; i < 20; i++) {
        options.put("option-" + i, List.of("a", "b", "c").get(i % 3));
      }
      out.append(Saves.hash(state)).append(' ')
          .append(Saves.hash(state.withConfig(state.config().withOptions(Map.copyOf(options))))).append('\n');
    }
    return out.toString().strip();
  }

  /**
   * Prints the hashes.
   *
   * @param args none
   */
  public static void main(String[] args) {
    System.out.println(hashes());
  }
}
