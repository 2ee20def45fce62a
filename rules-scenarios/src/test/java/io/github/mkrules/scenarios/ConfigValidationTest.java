package io.github.mkrules.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.InvalidConfigException.Problem;
import io.github.mkrules.api.PlayerSetup;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Bad configurations are refused before any state exists, with the problem named (R-FLOW-2: each player
 * chooses an available hero; the scenario book gives each scenario's player counts).
 */
class ConfigValidationTest {
  private final Engine engine = Engine.load();

  private InvalidConfigException refused(GameConfig config, Problem problem, String mentioned) {
    InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> engine.start(config));
    assertEquals(problem, e.problem());
    assertTrue(e.getMessage().contains(mentioned), e.getMessage());
    return e;
  }

  @Test
  void unknownHero() {
    refused(GameConfig.of(1, "arythea", "wolfhawk-x"), Problem.UNKNOWN_HERO, "wolfhawk-x");
  }

  @Test
  void twoPlayersWithTheSameHero() {
    refused(GameConfig.of(1, "tovak", "tovak"), Problem.DUPLICATE_HERO, "tovak");
  }

  @Test
  void unknownScenario() {
    refused(GameConfig.builder().scenario("second-reconnaissance").players(List.of(PlayerSetup.of("tovak"))).build(),
        Problem.UNKNOWN_SCENARIO, "second-reconnaissance");
  }

  @Test
  void playerCountTheScenarioDoesNotAllow() {
    refused(GameConfig.of(1, "arythea", "goldyx", "norowas", "tovak", "arythea"), Problem.PLAYER_COUNT, "5");
    refused(GameConfig.builder().build(), Problem.PLAYER_COUNT, "0");
  }

  @Test
  void unknownOption() {
    refused(GameConfig.builder().players(List.of(PlayerSetup.of("goldyx"))).options(Map.of("mega-city", "yes")).build(),
        Problem.UNKNOWN_OPTION, "mega-city");
    refused(GameConfig.builder().players(List.of(PlayerSetup.of("goldyx"))).options(Map.of("dummy", "maybe")).build(),
        Problem.OPTION_VALUE, "maybe");
    refused(GameConfig.builder().scenario("solo-conquest").players(List.of(PlayerSetup.of("goldyx")))
        .options(Map.of("teams", "1,1,2,2")).build(), Problem.UNKNOWN_OPTION, "teams");
  }

  /** S-GENERAL-24: teams of two need 4 players. */
  @Test
  void aTeamSetupThatDoesNotFit() {
    refused(GameConfig.builder().scenario("conquer-and-hold").players(List.of(PlayerSetup.of("goldyx"),
        PlayerSetup.of("tovak"))).options(Map.of("teams", "1,2,1,2")).build(), Problem.TEAMS, "teams");
  }
}
