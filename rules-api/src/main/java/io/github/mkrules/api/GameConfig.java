package io.github.mkrules.api;

import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.immutables.value.Value;

/**
 * What a game is started from: the scenario, the players in hero-choice order (R-FLOW-2), options and the
 * seed that drives every shuffle, die roll and draw. Two games with equal configurations and equal action
 * sequences reach equal states. {@link #builder()} starts a generated {@link GameConfigBuilder}, and the
 * generated {@code with…} methods copy a configuration with one component changed.
 *
 * @param scenario the scenario id, in kebab-case, for example {@code first-reconnaissance}
 * @param players the players in the order in which they chose their heroes (R-FLOW-2.1); index 0 chose first
 * @param options scenario and variant options by name; unknown names are rejected when the game starts
 * @param seed the seed of the game's single source of chance
 */
@ValueStyle
@Value.Builder
public record GameConfig(String scenario, List<PlayerSetup> players, Map<String, String> options, long seed)
    implements WithGameConfig {
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
   * A new builder, set to the default scenario, no players, no options and seed 0.
   *
   * @return the builder
   */
  public static GameConfigBuilder builder() {
    return new GameConfigBuilder().scenario(FIRST_RECONNAISSANCE).players(List.of()).options(Map.of()).seed(0);
  }

  /**
   * A configuration of the default scenario with one player per hero id, in the given order.
   *
   * @param seed the seed
   * @param heroes the hero ids, for example {@code arythea}
   * @return the configuration
   */
  public static GameConfig of(long seed, String... heroes) {
    return builder().seed(seed).players(Stream.of(heroes).map(PlayerSetup::of).toList()).build();
  }
}
