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
 * @param soloTactics whether the solo tactic rule applies: used tactics leave the game at the end of each
 *     round (S-SOLO-CONQUEST-02)
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
    boolean soloTactics) {}
