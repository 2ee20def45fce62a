package io.github.mkrules.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a game is started from: the scenario, the players in hero-choice order (R-FLOW-2), options and the
 * seed that drives every shuffle, die roll and draw. Two games with equal configurations and equal action
 * sequences reach equal states.
 *
 * @param scenario the scenario id, in kebab-case, for example {@code first-reconnaissance}
 * @param players the players in the order in which they chose their heroes (R-FLOW-2.1); index 0 chose first
 * @param options scenario and variant options by name; unknown names are rejected when the game starts
 * @param seed the seed of the game's single source of chance
 */
public record GameConfig(String scenario, List<PlayerSetup> players, Map<String, String> options, long seed) {
  /** The id of the default scenario, First Reconnaissance (S-FIRST-RECON). */
  public static final String FIRST_RECONNAISSANCE = "first-reconnaissance";

  /**
   * Checks and copies the fields.
   *
   * @param scenario the scenario id
   * @param players the players
   * @param options the options
   * @param seed the seed
   */
  public GameConfig {
    Objects.requireNonNull(scenario, "scenario");
    players = List.copyOf(players);
    options = Map.copyOf(options);
  }

  /**
   * A new builder.
   *
   * @return a builder with the default scenario, no players, no options and seed 0
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A configuration of the default scenario with one player per hero id, in the given order.
   *
   * @param seed the seed
   * @param heroes the hero ids, for example {@code arythea}
   * @return the configuration
   */
  public static GameConfig of(long seed, String... heroes) {
    Builder builder = builder().seed(seed);
    for (String hero : heroes) {
      builder.addPlayers(PlayerSetup.of(hero));
    }
    return builder.build();
  }

  /** Builds a {@link GameConfig}. */
  public static final class Builder {
    private String scenario = FIRST_RECONNAISSANCE;
    private final List<PlayerSetup> players = new ArrayList<>();
    private final Map<String, String> options = new LinkedHashMap<>();
    private long seed;

    private Builder() {}

    /**
     * Sets the scenario.
     *
     * @param scenario the scenario id
     * @return this builder
     */
    public Builder scenario(String scenario) {
      this.scenario = scenario;
      return this;
    }

    /**
     * Adds players after those already added.
     *
     * @param players the players, in hero-choice order
     * @return this builder
     */
    public Builder addPlayers(PlayerSetup... players) {
      this.players.addAll(List.of(players));
      return this;
    }

    /**
     * Sets an option.
     *
     * @param name the option name
     * @param value its value
     * @return this builder
     */
    public Builder putOptions(String name, String value) {
      options.put(name, value);
      return this;
    }

    /**
     * Sets the seed.
     *
     * @param seed the seed
     * @return this builder
     */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Builds the configuration.
     *
     * @return the configuration
     */
    public GameConfig build() {
      return new GameConfig(scenario, players, options, seed);
    }
  }
}
