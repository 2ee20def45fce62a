package io.github.mkrules.testkit;

/**
 * The size of property runs: modest in CI, larger with {@code -Dmkrules.soak=true} (see docs/testkit.md).
 */
final class Soak {
  private Soak() {}

  /** @return whether a soak run was asked for */
  static boolean on() {
    return Boolean.getBoolean("mkrules.soak");
  }

  /**
   * How many times to repeat the body of a property.
   *
   * @param ci the count in an ordinary run
   * @param soak the count in a soak run
   * @return the count for this run
   */
  static int repeat(int ci, int soak) {
    return on() ? soak : ci;
  }
}
