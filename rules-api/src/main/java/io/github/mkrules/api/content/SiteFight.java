package io.github.mkrules.api.content;

import java.util.List;

/**
 * How a site fights and rewards (R-COMBAT-START-1, R-COMBAT-OUTCOME, the site cards).
 *
 * @param draws the enemy colours drawn when a hero enters (or burns the site) and no token waits there
 * @param nightRules whether the fight uses Night rules whatever the time (Dungeon, Tomb)
 * @param noUnits whether units may not take part
 * @param again whether a conquered site may be entered again for a new fight, for its Fame only
 * @param undefeatedStay whether undefeated drawn enemies stay face up on the space for the next hero
 *     (otherwise they are discarded)
 * @param rewards the rewards of the first conquest, taken at the end of the turn (R-ENDTURN-5): {@code spell},
 *     {@code advanced-action}, {@code artifact}, {@code unit}, {@code crystal-<colour>}, {@code crystal-random},
 *     {@code fame-<n>}, {@code spell-or-artifact} (a die: gold or black gives a Spell)
 */
public record SiteFight(List<EnemyColor> draws, boolean nightRules, boolean noUnits, boolean again,
    boolean undefeatedStay, List<String> rewards) {
  /**
   * Copies the lists.
   *
   * @param draws draws
   * @param nightRules night rules
   * @param noUnits no units
   * @param again again
   * @param undefeatedStay undefeated stay
   * @param rewards rewards
   */
  public SiteFight {
    draws = List.copyOf(draws);
    rewards = List.copyOf(rewards);
  }
}
