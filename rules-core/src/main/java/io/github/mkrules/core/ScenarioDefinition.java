package io.github.mkrules.core;

import java.util.Map;
import java.util.Set;

/**
 * What the engine needs to know of a scenario (S-…): who may play, the map, the tile stack, the rounds, and
 * the special rules the engine supports as switches. The scenario book module reads these from data.
 *
 * @param id the scenario id, for example {@code first-reconnaissance}
 * @param name the English name
 * @param byPlayers the setup for each allowed player count
 * @param competitive whether the game is competitive (decides which interactive skill is removed, R-PAREA-9);
 *     a solo game is never competitive
 * @param eliteUnits whether Elite units are used (S-FIRST-RECON-05 says no)
 * @param fameForRevealingTile Fame gained for each revealed map tile (S-FIRST-RECON-01)
 * @param citiesEnterable whether cities may be entered (S-FIRST-RECON-03 says no)
 * @param endOnCityRevealed whether revealing a city tile gives every player one last turn and ends the game
 *     (S-FIRST-RECON-07)
 * @param options the option names this scenario accepts
 * @param cityLevels the level of each city in the order the cities are revealed (R-MOVE-5.7(ii)); empty
 *     when the scenario gives none, and then a revealed city draws no garrison (S-FIRST-RECON)
 */
public record ScenarioDefinition(
    String id,
    String name,
    Map<Integer, ScenarioSetup> byPlayers,
    boolean competitive,
    boolean eliteUnits,
    int fameForRevealingTile,
    boolean citiesEnterable,
    boolean endOnCityRevealed,
    Set<String> options,
    java.util.List<Integer> cityLevels) {
  /**
   * Copies the collections.
   *
   * @param id id
   * @param name name
   * @param byPlayers setups by player count
   * @param competitive competitive
   * @param eliteUnits elite units used
   * @param fameForRevealingTile fame per revealed tile
   * @param citiesEnterable cities enterable
   * @param endOnCityRevealed end on city revealed
   * @param options options
   * @param cityLevels city levels in reveal order
   */
  public ScenarioDefinition {
    byPlayers = Map.copyOf(byPlayers);
    options = Set.copyOf(options);
    cityLevels = java.util.List.copyOf(cityLevels);
  }

  /**
   * The setup for a player count.
   *
   * @param players the number of players
   * @return the setup, or null if the count is not allowed
   */
  public ScenarioSetup setup(int players) {
    return byPlayers.get(players);
  }
}
