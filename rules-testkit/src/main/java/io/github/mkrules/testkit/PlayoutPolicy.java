package io.github.mkrules.testkit;

import io.github.mkrules.api.action.Action;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The random policy of playouts: pick a kind of action uniformly (play, move, explore, rest, end the turn …),
 * then one action of that kind uniformly. Picking the kind first keeps the many end-of-turn discard choices
 * from crowding out moving and exploring, so random games reach deeper into the scenario.
 */
public final class PlayoutPolicy {
  private PlayoutPolicy() {}

  /**
   * Chooses one action.
   *
   * @param legal the legal actions, not empty
   * @param random the random source
   * @return the chosen action
   */
  public static Action choose(List<Action> legal, SplittableRandom random) {
    Map<Class<?>, List<Action>> byKind = new LinkedHashMap<>();
    for (Action action : legal) {
      byKind.computeIfAbsent(action.getClass(), k -> new ArrayList<>()).add(action);
    }
    List<List<Action>> kinds = new ArrayList<>(byKind.values());
    List<Action> kind = kinds.get(random.nextInt(kinds.size()));
    return kind.get(random.nextInt(kind.size()));
  }
}
