package io.github.mkrules.testkit;

import io.github.mkrules.api.action.Action;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The random policy of playouts: pick a kind of action uniformly (play, move, explore, rest, end the turn …),
 * then one action of that kind uniformly. Picking the kind first keeps the many end-of-turn discard choices
 * from crowding out moving and exploring, so random games reach deeper into the scenario. Kinds are ordered by
 * their first appearance in the list, so the choice is deterministic for a given list and random source.
 */
public final class PlayoutPolicy {
  private static final int MAX_KINDS = 16;

  private PlayoutPolicy() {}

  /**
   * Chooses one action.
   *
   * @param legal the legal actions, not empty
   * @param random the random source
   * @return the chosen action
   */
  public static Action choose(List<Action> legal, SplittableRandom random) {
    Class<?>[] kinds = new Class<?>[MAX_KINDS];
    int[] counts = new int[MAX_KINDS];
    int n = 0;
    for (Action action : legal) {
      Class<?> kind = action.getClass();
      int k = 0;
      while (k < n && kinds[k] != kind) {
        k++;
      }
      if (k == n) {
        kinds[n++] = kind;
      }
      counts[k]++;
    }
    int k = random.nextInt(n);
    int target = random.nextInt(counts[k]);
    for (Action action : legal) {
      if (action.getClass() == kinds[k] && target-- == 0) {
        return action;
      }
    }
    throw new IllegalStateException("unreachable");
  }
}
