package io.github.mkrules.api.content;

import java.util.List;

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
 */
public record SiteType(
    String id,
    LocalizedName name,
    String category,
    List<EnemyDraw> onReveal,
    boolean advancedActionToUnitOffer,
    String text) {
  /**
   * Whether an unconquered site of this kind is fortified (keep, mage tower, city).
   *
   * @return true for fortified sites
   */
  public boolean fortified() {
    return "fortified".equals(category);
  }
}
