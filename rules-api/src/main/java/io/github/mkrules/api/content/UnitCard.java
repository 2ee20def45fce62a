package io.github.mkrules.api.content;

import java.util.List;
import java.util.Set;

/**
 * One unit card type (R-UNITS).
 *
 * @param id the stable id, for example {@code peasants}
 * @param name English and Czech names
 * @param elite true for gold-backed Elite units, false for silver-backed Regular units
 * @param level the unit's level
 * @param influenceCost the Influence needed to recruit it
 * @param armor its Armor
 * @param resistances resistance ids: {@code physical}, {@code fire}, {@code ice}
 * @param recruitSites site ids where it can be recruited, for example {@code village}
 * @param copies how many copies are in the base box
 * @param abilities its abilities in printed order
 */
public record UnitCard(
    String id,
    LocalizedName name,
    boolean elite,
    int level,
    int influenceCost,
    int armor,
    List<String> resistances,
    Set<String> recruitSites,
    int copies,
    List<UnitAbility> abilities) {}
