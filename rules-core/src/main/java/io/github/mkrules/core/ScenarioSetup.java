package io.github.mkrules.core;

/**
 * A scenario's setup for one player count (scenario book, chapter III).
 *
 * @param players the number of players
 * @param mapShape the map shape id: {@code wedge}, {@code open-5}, {@code open-4}, {@code open-3}
 * @param coreOnCoastline whether core tiles may be placed on the coastline lanes (S-GENERAL-03)
 * @param countrysideTiles how many countryside tiles form the stack
 * @param coreCityTiles how many core city tiles
 * @param coreNonCityTiles how many core non-city tiles
 * @param countrysideInNumberOrder whether the countryside tiles are taken in number order instead of at
 *     random (S-FIRST-RECON)
 * @param rounds the maximum number of rounds
 * @param tactics how the tactics are chosen and put away: the base rules, the solo rules
 *     (S-SOLO-CONQUEST-01, S-SOLO-CONQUEST-02) or the cooperative rules (S-FULL-COOP-01, S-FULL-COOP-02)
 * @param dummy whether a Dummy player takes part (S-GENERAL-06)
 * @param cityLevels the level of each city in the order the cities are revealed (R-MOVE-5.7(ii)); empty to
 *     use the scenario's levels
 */
public record ScenarioSetup(
    int players,
    String mapShape,
    boolean coreOnCoastline,
    int countrysideTiles,
    int coreCityTiles,
    int coreNonCityTiles,
    boolean countrysideInNumberOrder,
    int rounds,
    TacticRule tactics,
    boolean dummy,
    java.util.List<Integer> cityLevels) {
  /**
   * Copies the list.
   *
   * @param players players
   * @param mapShape map shape
   * @param coreOnCoastline core tiles on the coastline
   * @param countrysideTiles countryside tiles
   * @param coreCityTiles core city tiles
   * @param coreNonCityTiles core non-city tiles
   * @param countrysideInNumberOrder countryside in number order
   * @param rounds rounds
   * @param tactics tactic rules
   * @param dummy a Dummy player
   * @param cityLevels city levels
   */
  public ScenarioSetup {
    cityLevels = java.util.List.copyOf(cityLevels);
  }

  /** How tactics are chosen and put away at the end of a round. */
  public enum TacticRule {
    /** The base rules (R-ROUND-3): lowest Fame first; every tactic comes back next time. */
    STANDARD,
    /**
     * Solo (S-SOLO-CONQUEST-01, S-SOLO-CONQUEST-02): the player chooses first, the Dummy takes one of the rest at
     * random; both leave the game at the end of the round.
     */
    SOLO,
    /**
     * Cooperative (S-FULL-COOP-01, S-FULL-COOP-02): the Dummy takes one at random first, then the players choose;
     * at the end of a round the players put one tactic they used out of the game.
     */
    COOPERATIVE
  }
}
