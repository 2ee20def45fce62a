package io.github.mkrules.core.setup;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.InvalidConfigException.Problem;
import io.github.mkrules.api.state.ScenarioState;
import io.github.mkrules.core.ScenarioDefinition;
import io.github.mkrules.core.chance.Chance;
import io.github.mkrules.core.content.Content;
import java.util.ArrayList;
import java.util.List;

/** What a scenario adds to the state at setup: teams, the cards out of the game, the Fame rows rewarded. */
final class ScenarioStart {
  /** The option that forms teams (S-GENERAL-24). */
  static final String TEAMS = "teams";
  /** The Spells that affect other players, cards 109 to 112 (V-FRIENDLY-01, S-SOLO-CONQUEST). */
  static final List<String> INTERACTIVE_SPELLS = List.of("mana-meltdown", "mana-claim", "mind-read", "energy-flow");
  /** Team games are for exactly 4 players, two teams of two (S-GENERAL-24). */
  private static final int TEAM_PLAYERS = 4;

  private ScenarioStart() {}

  /**
   * The scenario's part of the state at setup.
   *
   * @param config a validated configuration
   * @param content the content
   * @param scenario the scenario
   * @param chance the game's chance (used only to form random teams)
   * @return the scenario state
   */
  static ScenarioState state(GameConfig config, Content content, ScenarioDefinition scenario, Chance chance) {
    int n = config.players().size();
    List<Integer> rows = new ArrayList<>();
    if (scenario.start().fameRowBonus()) {
      for (int p = 0; p < n; p++) {
        rows.add(content.levels().levelForFame(scenario.start().fame())); // S-BLITZ-CONQUEST-01
      }
    }
    List<String> out = new ArrayList<>(scenario.removedCards());
    if (Variants.is(config, Variants.NO_INTERACTIVE_SPELLS, "yes")) {
      for (String spell : INTERACTIVE_SPELLS) { // V-FRIENDLY-01: cards 109 to 112
        if (!out.contains(spell)) {
          out.add(spell);
        }
      }
    }
    return ScenarioState.NONE.withTeams(teams(config, scenario, chance)).withOutOfGame(out).withFameRows(rows);
  }

  /**
   * The team of each player: one team of everybody in a cooperative game (S-FULL-COOP-03); two teams of two as
   * the {@code teams} option says, at random or by the players' agreement (S-GENERAL-24).
   */
  private static List<Integer> teams(GameConfig config, ScenarioDefinition scenario, Chance chance) {
    int n = config.players().size();
    List<Integer> out = new ArrayList<>();
    if (scenario.cooperative()) {
      for (int p = 0; p < n; p++) {
        out.add(1);
      }
      return out;
    }
    String value = n == TEAM_PLAYERS ? GameOptions.value(config, scenario, TEAMS) : null;
    if (value == null || value.equals("off")) {
      return out;
    }
    if (value.equals("random")) {
      List<Integer> teams = chance.shuffled(List.of(1, 1, 2, 2));
      return new ArrayList<>(teams);
    }
    for (String team : value.split(",")) {
      out.add(Integer.parseInt(team));
    }
    return out;
  }

  /**
   * Checks the team option: teams are formed only with 4 players (S-GENERAL-24).
   *
   * @param config the configuration
   * @param scenario the scenario
   * @throws InvalidConfigException naming the problem
   */
  static void validateTeams(GameConfig config, ScenarioDefinition scenario) {
    if (config.options().containsKey(TEAMS) && config.players().size() != TEAM_PLAYERS
        && !"off".equals(config.options().get(TEAMS))) {
      throw new InvalidConfigException(Problem.TEAMS, "teams are two teams of two players (S-GENERAL-24); scenario '"
          + scenario.id() + "' is set up for " + config.players().size() + " player(s)");
    }
    if (io.github.mkrules.core.map.Megapolis.two(config.options())
        && "off".equals(config.options().getOrDefault(TEAMS, "off"))) {
      throw new InvalidConfigException(Problem.TEAMS,
          "two Megapolises are a variant of the team game (S-FULL-CONQUEST-08, V-MEGAPOLIS-09): set 'teams'");
    }
  }
}
