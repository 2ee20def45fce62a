package io.github.mkrules.api;

import java.util.Objects;

/**
 * One player of a configuration: the hero the player chose (R-FLOW-2).
 *
 * @param hero the hero id, in kebab-case: {@code arythea}, {@code goldyx}, {@code norowas} or {@code tovak}
 */
public record PlayerSetup(String hero) {
  /**
   * Checks the hero id is present.
   *
   * @param hero the hero id
   */
  public PlayerSetup {
    Objects.requireNonNull(hero, "hero");
  }

  /**
   * A player playing the given hero.
   *
   * @param hero the hero id
   * @return the player setup
   */
  public static PlayerSetup of(String hero) {
    return new PlayerSetup(hero);
  }
}
