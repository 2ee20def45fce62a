package io.github.mkrules.api;

import java.util.List;
import java.util.Map;
import org.immutables.value.Value;

/**
 * What a game is started from: the scenario, the players in hero-choice order (R-FLOW-2), options and the
 * seed that drives every shuffle, die roll and draw. Two games with equal configurations and equal action
 * sequences reach equal states.
 */
@ApiStyle
@Value.Immutable
public abstract class GameConfig {
  GameConfig() {}

  /** The id of the default scenario, First Reconnaissance (S-FIRST-RECON). */
  public static final String FIRST_RECONNAISSANCE = "first-reconnaissance";

  /**
   * The scenario id, in kebab-case, for example {@code first-reconnaissance}.
   *
   * @return the scenario id
   */
  @Value.Default
  public String scenario() {
    return FIRST_RECONNAISSANCE;
  }

  /**
   * The players in the order in which they chose their heroes (R-FLOW-2.1); index 0 chose first.
   *
   * @return the players, at least one
   */
  public abstract List<PlayerSetup> players();

  /**
   * Scenario and variant options by name, for example {@code dummy-player=false}. Unknown names are rejected
   * when the game starts.
   *
   * @return the options
   */
  public abstract Map<String, String> options();

  /**
   * The seed of the game's single source of chance.
   *
   * @return the seed
   */
  @Value.Default
  public long seed() {
    return 0L;
  }

  /**
   * A new builder.
   *
   * @return a builder with the default scenario and seed 0
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
  public static final class Builder extends ImmutableGameConfig.Builder {
    Builder() {}
  }
}
