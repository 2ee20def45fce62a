package io.github.mkrules.api;

import org.immutables.value.Value;

/** One player of a configuration: the hero the player chose (R-FLOW-2). */
@ApiStyle
@Value.Immutable
public abstract class PlayerSetup {
  PlayerSetup() {}

  /**
   * The hero id, in kebab-case: {@code arythea}, {@code goldyx}, {@code norowas} or {@code tovak}.
   *
   * @return the hero id
   */
  @Value.Parameter
  public abstract String hero();

  /**
   * A player playing the given hero.
   *
   * @param hero the hero id
   * @return the player setup
   */
  public static PlayerSetup of(String hero) {
    return ImmutablePlayerSetup.of(hero);
  }
}
