package io.github.mkrules.api.content;

import java.util.List;
import java.util.Optional;

/**
 * One kind of site printed on map tiles (R-INTRO-2, site description cards).
 *
 * @param id the stable id, for example {@code keep}
 * @param name English and Czech names
 * @param category {@code fortified}, {@code adventure}, {@code inhabited}, {@code resource},
 *     {@code rampaging} or {@code special}
 * @param onReveal the enemy tokens placed on the site when its tile is revealed
 * @param advancedActionToUnitOffer whether revealing it puts an Advanced Action into the Units offer
 * @param text the site's rules in words
 * @param hasColor whether every hex carrying this site names a colour ({@code red}, {@code blue},
 *     {@code green} or {@code white}): a crystal mine's crystal colour, a city's colour
 * @param cityGarrison whether revealing it draws a city garrison face down onto the city card, by the city's
 *     colour and the scenario's city level (R-MOVE-5.7; see {@link CityGarrison})
 * @param ruinsToken the yellow ruins token drawn when it is revealed, if any (Ancient Ruins)
 * @param revealAdjacentByDay whether its face-down defenders turn face up when a hero stands adjacent by Day
 * @param revealAdjacentByNight whether its face-down defenders turn face up when a hero stands adjacent by
 *     Night
 * @param fight how it fights and rewards, for sites that do (adventure sites, a Mage Tower's reward, burning
 *     a Monastery)
 * @param benefits what it gives a hero who starts or ends a turn on it (Magical Glade, Crystal Mine)
 */
public record SiteType(
    String id,
    LocalizedName name,
    String category,
    List<EnemyDraw> onReveal,
    boolean advancedActionToUnitOffer,
    String text,
    boolean hasColor,
    boolean cityGarrison,
    Optional<RuinsDraw> ruinsToken,
    boolean revealAdjacentByDay,
    boolean revealAdjacentByNight,
    Optional<SiteFight> fight,
    Optional<SiteBenefits> benefits) {
  /**
   * Whether an unconquered site of this kind is fortified (keep, mage tower, city).
   *
   * @return true for fortified sites
   */
  public boolean fortified() {
    return "fortified".equals(category);
  }
}
