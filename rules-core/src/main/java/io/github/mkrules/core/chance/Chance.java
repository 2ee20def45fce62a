package io.github.mkrules.core.chance;

import java.util.ArrayList;
import java.util.List;

/**
 * The game's single source of chance (architecture brief: chance is explicit and seeded). A SplitMix64
 * generator whose whole state is one {@code long} kept in the game state; an instance lives only inside
 * one {@code apply} call and its final {@link #state()} is written back into the next game state.
 */
public final class Chance {
  private long state;

  /**
   * Continues from a saved state.
   *
   * @param state the saved state (the game state's {@code rng})
   */
  public Chance(long state) {
    this.state = state;
  }

  /**
   * The state to save after use.
   *
   * @return the current generator state
   */
  public long state() {
    return state;
  }

  /**
   * The next 64 random bits.
   *
   * @return random bits
   */
  public long nextLong() {
    state += 0x9E3779B97F4A7C15L;
    long z = state;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * A uniform integer in {@code [0, bound)}.
   *
   * @param bound the exclusive upper bound, positive
   * @return the integer
   */
  public int nextInt(int bound) {
    if (bound <= 0) {
      throw new IllegalArgumentException("bound must be positive: " + bound);
    }
    // Lemire's multiply-shift with rejection: unbiased
    long r = (nextLong() >>> 32) * bound;
    long low = r & 0xFFFFFFFFL;
    if (low < bound) {
      long threshold = (0x100000000L - bound) % bound;
      while (low < threshold) {
        r = (nextLong() >>> 32) * bound;
        low = r & 0xFFFFFFFFL;
      }
    }
    return (int) (r >>> 32);
  }

  /**
   * A shuffled copy (Fisher–Yates).
   *
   * @param items the items
   * @param <T> the item type
   * @return a new list in random order
   */
  public <T> List<T> shuffled(List<T> items) {
    List<T> out = new ArrayList<>(items);
    for (int i = out.size() - 1; i > 0; i--) {
      int j = nextInt(i + 1);
      T tmp = out.get(i);
      out.set(i, out.get(j));
      out.set(j, tmp);
    }
    return out;
  }

  /**
   * The initial generator state for a configuration seed, so that seeds 0, 1, 2 … start far apart.
   *
   * @param seed the configuration seed
   * @return the generator state
   */
  public static long fromSeed(long seed) {
    Chance mixer = new Chance(seed ^ 0x6A09E667F3BCC909L);
    return mixer.nextLong();
  }
}
