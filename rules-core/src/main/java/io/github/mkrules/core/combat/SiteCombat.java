package io.github.mkrules.core.combat;

import io.github.mkrules.api.content.SiteFight;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.scenario.GuardedMines;
import java.util.List;

/**
 * How each kind of site fights (the {@code fight} entries of sites.json): which tokens are drawn when a hero
 * enters, the limits of the fight, the reward of a first conquest, and what becomes of undefeated enemies
 * (R-COMBAT-START-1, R-COMBAT-OUTCOME).
 */
final class SiteCombat {
  private SiteCombat() {}

  /**
   * The fight of a site.
   *
   * @param d the draft
   * @param site the site id
   * @return its fight, or null if it has none
   */
  static SiteFight of(Draft d, String site) {
    if (GuardedMines.applies(d, d.content.site(site))) {
      return GuardedMines.fight(); // S-MINES-LIBERATION-02
    }
    return d.content.site(site).fight().orElse(null);
  }

  /**
   * The rewards of conquering a site for the first time.
   *
   * @param d the draft
   * @param site the site id
   * @return the rewards
   */
  static List<String> rewards(Draft d, String site) {
    if (site.equals("mage-tower") && d.scenario.has(io.github.mkrules.core.ScenarioDefinition.SpecialRule.TOWERS_AS_KEEPS)) {
      return List.of(); // S-CONQUER-AND-HOLD-04: conquering a Mage Tower gives no Spell
    }
    SiteFight fight = of(d, site);
    return fight == null ? List.of() : fight.rewards();
  }
}
