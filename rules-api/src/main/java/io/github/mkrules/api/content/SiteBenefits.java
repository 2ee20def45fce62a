package io.github.mkrules.api.content;

import java.util.Optional;

/**
 * What a site gives the hero who starts or ends a turn on it (R-ENDTURN-4, the site cards of FRAG-12).
 *
 * @param startTokenByDay the mana token gained when a turn starts here by Day, as a colour id (Magical Glade: gold)
 * @param startTokenByNight the mana token gained when a turn starts here at Night (Magical Glade: black)
 * @param endThrowAwayWound whether the player may throw away one Wound from hand or discard pile when ending a turn
 *     here (Magical Glade, R-ENDTURN-4.1); this is not healing
 * @param endCrystal whether the player gains a crystal of the site's colour when ending a turn here, unless they
 *     hold 3 of it (Crystal Mine, R-ENDTURN-4.2)
 */
public record SiteBenefits(
    Optional<String> startTokenByDay,
    Optional<String> startTokenByNight,
    boolean endThrowAwayWound,
    boolean endCrystal) {}
