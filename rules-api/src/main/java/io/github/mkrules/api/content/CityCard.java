package io.github.mkrules.api.content;

import java.util.List;

/**
 * One city card: the bonus it gives its defenders (R-COMBAT-CITY-1) and its interaction offer
 * (R-INTERACT-4.5). The defenders drawn per city level are the {@link CityGarrison} rows of the same city.
 *
 * @param id the city colour id: {@code green}, {@code blue}, {@code white} or {@code red}
 * @param name English and Czech names, for example White City / Bílé město
 * @param defenderBonuses the bonuses every matching defender gets while the city is assaulted
 * @param defenderBonusText the defender bonus in words (top of the card)
 * @param interactionText the interaction offer in words (bottom of the card)
 */
public record CityCard(
    String id,
    LocalizedName name,
    List<CityDefenderBonus> defenderBonuses,
    String defenderBonusText,
    String interactionText) {}
