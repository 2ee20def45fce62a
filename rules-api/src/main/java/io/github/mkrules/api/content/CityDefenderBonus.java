package io.github.mkrules.api.content;

import java.util.List;
import java.util.Optional;

/**
 * One part of a city's defender bonus (R-COMBAT-CITY-1.1 to 1.4), applied to every defender of the city
 * that has an attack of one of the listed elements.
 *
 * @param attackElements the attack elements that qualify a defender ({@code physical}, {@code fire},
 *     {@code ice}, {@code cold-fire}); empty means every defender qualifies
 * @param armor the Armor added to a qualifying defender (0 if none)
 * @param attack the value added to a qualifying defender's attack (0 if none)
 * @param ability the enemy ability id a qualifying defender gains, for example {@code brutal}, if any
 */
public record CityDefenderBonus(
    List<String> attackElements, int armor, int attack, Optional<String> ability) {}
