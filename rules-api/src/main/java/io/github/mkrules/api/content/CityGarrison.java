package io.github.mkrules.api.content;

import java.util.List;

/**
 * The defenders a city draws at a given city level.
 *
 * @param city the city colour id: {@code green}, {@code blue}, {@code white}, {@code red}
 * @param level the city level, 1 to 11
 * @param tokens the piles of the tokens drawn, face down onto the city card
 */
public record CityGarrison(String city, int level, List<EnemyColor> tokens) {}
