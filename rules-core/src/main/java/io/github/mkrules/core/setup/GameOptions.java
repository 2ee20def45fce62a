package io.github.mkrules.core.setup;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.InvalidConfigException.Problem;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.ScenarioSetup;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.dummy.DummyPlayer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The options of a {@link GameConfig}: the scenario's own options (scenarios.json) and the options every game
 * with a Dummy player accepts, checked before a game starts (V-GENERAL-03: agreed before hero selection).
 */
public final class GameOptions {
  /** S-FIRST-RECON-10: {@code off} plays the solo game without the Dummy player. */
  public static final String DUMMY = "dummy";
  /** S-FIRST-RECON-04: {@code yes} for a first game, whose Units offer holds a Village unit. */
  public static final String FIRST_GAME = "first-game";
  /** S-GENERAL-07: the hero the Dummy player takes, one nobody chose. */
  public static final String DUMMY_HERO = "dummy-hero";

  private GameOptions() {}

  /**
   * Checks every option's name and value.
   *
   * @param config the configuration
   * @param content the content
   * @param scenario the scenario
   * @throws InvalidConfigException naming the option
   */
  static void validate(GameConfig config, Content content, ScenarioDefinition scenario) {
    ScenarioSetup setup = scenario.setup(config.players().size());
    for (Map.Entry<String, String> option : config.options().entrySet()) {
      String name = option.getKey();
      String value = option.getValue();
      if (name.equals(DUMMY_HERO)) {
        checkDummyHero(config, content, setup, value);
        continue;
      }
      if (Variants.known(name)) {
        continue;
      }
      List<String> values = scenario.options().get(name);
      if (values == null) {
        throw new InvalidConfigException(Problem.UNKNOWN_OPTION,
            "scenario '" + scenario.id() + "' has no option '" + name + "'; its options: "
                + new java.util.TreeSet<>(scenario.options().keySet()));
      }
      if (!values.contains(value)) {
        throw new InvalidConfigException(Problem.OPTION_VALUE,
            "option '" + name + "' of scenario '" + scenario.id() + "' cannot be '" + value + "'; allowed: " + values);
      }
      String reason = scenario.unsupported().get(name + "=" + value);
      if (reason != null) {
        throw new InvalidConfigException(Problem.NOT_SUPPORTED, name + "=" + value + ": " + reason);
      }
    }
    ScenarioStart.validateTeams(config, scenario);
    Variants.validate(config, content, scenario);
  }

  private static void checkDummyHero(GameConfig config, Content content, ScenarioSetup setup, String hero) {
    if (!setup.dummy() || "off".equals(config.options().get(DUMMY))) {
      throw new InvalidConfigException(Problem.UNKNOWN_OPTION,
          "option '" + DUMMY_HERO + "' needs a game with a Dummy player (S-GENERAL-06)");
    }
    if (content.heroOrNull(hero) == null || heroes(config).contains(hero)) {
      throw new InvalidConfigException(Problem.OPTION_VALUE,
          "the Dummy player takes a hero nobody chose (S-GENERAL-07), not '" + hero + "'");
    }
  }

  /**
   * The option's value, or the scenario's default (its first value).
   *
   * @param config the configuration
   * @param scenario the scenario
   * @param name the option
   * @return the value, or null if the scenario has no such option
   */
  public static String value(GameConfig config, ScenarioDefinition scenario, String name) {
    List<String> values = scenario.options().get(name);
    return config.options().getOrDefault(name, values == null ? null : values.get(0));
  }

  /**
   * The Dummy player's hero, if the game has a Dummy (S-GENERAL-07): the one the options name, or else the
   * first hero nobody chose.
   *
   * @param config the configuration
   * @param content the content
   * @param setup the scenario's setup for the player count
   * @return the hero id, or null without a Dummy
   */
  static String dummyHero(GameConfig config, Content content, ScenarioSetup setup) {
    if (!setup.dummy() || "off".equals(config.options().get(DUMMY))) {
      return null;
    }
    String chosen = config.options().get(DUMMY_HERO);
    return chosen != null ? chosen : DummyPlayer.defaultHero(content, heroes(config));
  }

  private static List<String> heroes(GameConfig config) {
    List<String> out = new ArrayList<>();
    for (PlayerSetup p : config.players()) {
      out.add(p.hero());
    }
    return out;
  }
}
