package io.github.mkrules.api;

/**
 * A configuration that cannot start a game: an unknown hero, scenario or option, a player count the
 * scenario does not allow, two players with the same hero, variants that conflict, a team setup that does not
 * fit. Thrown before any state exists.
 */
public final class InvalidConfigException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** What is wrong with the configuration. */
  public enum Problem {
    /** The scenario id is not known. */
    UNKNOWN_SCENARIO,
    /** A hero id is not known. */
    UNKNOWN_HERO,
    /** Two players chose the same hero (R-FLOW-2). */
    DUPLICATE_HERO,
    /** The scenario does not allow this number of players. */
    PLAYER_COUNT,
    /** An option name is not known to the scenario. */
    UNKNOWN_OPTION,
    /** An option has a value the scenario does not accept. */
    OPTION_VALUE,
    /** Options that the scenario book forbids together (V-GENERAL-04, V-MEGAPOLIS-01). */
    CONFLICTING_OPTIONS,
    /** A team setup that does not fit the scenario or the players (S-GENERAL-24). */
    TEAMS,
    /** An option the engine does not support yet (it depends on rules a later version adds). */
    NOT_SUPPORTED
  }

  /** What is wrong with the configuration. */
  private final Problem problem;

  /**
   * A new exception.
   *
   * @param problem what is wrong
   * @param message a sentence naming the offending value
   */
  public InvalidConfigException(Problem problem, String message) {
    super(message);
    this.problem = problem;
  }

  /**
   * What is wrong with the configuration.
   *
   * @return the problem
   */
  public Problem problem() {
    return problem;
  }
}
