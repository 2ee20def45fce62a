package io.github.mkrules.core.combat;

import io.github.mkrules.api.content.EnemyColor;
import java.util.List;
import java.util.Map;

/**
 * How each kind of site fights (R-COMBAT-START-1, R-COMBAT-OUTCOME, the site cards of FRAG-12): which tokens
 * are drawn when a hero enters, the limits of the fight, the reward of a first conquest, and what becomes of
 * undefeated enemies.
 *
 * @param draws the enemy colours drawn when a hero enters and no token waits on the space
 * @param nightRules whether the fight uses Night rules whatever the time (Dungeon, Tomb)
 * @param unitsAllowed whether units may take part
 * @param again whether a conquered site may be entered again for a new fight, for its Fame only
 * @param undefeatedStay whether undefeated drawn enemies stay face up on the space for the next hero
 *     (otherwise they are discarded, R-COMBAT-OUTCOME-3.2, R-COMBAT-OUTCOME-3.3)
 * @param rewards the rewards of the first conquest, taken at the end of the turn (R-ENDTURN-5)
 */
public record SiteCombat(List<EnemyColor> draws, boolean nightRules, boolean unitsAllowed, boolean again,
    boolean undefeatedStay, List<String> rewards) {
  /** The reward taken by a die roll: a Spell on gold or black, otherwise an Artifact (the Dungeon card). */
  public static final String SPELL_OR_ARTIFACT = "spell-or-artifact";
  /** A crystal of a colour rolled on a mana die (R-ENDTURN-5.1). */
  public static final String RANDOM_CRYSTAL = "crystal-random";

  private static final Map<String, SiteCombat> ADVENTURE = Map.of(
      "dungeon", new SiteCombat(List.of(EnemyColor.BROWN), true, false, true, false, List.of(SPELL_OR_ARTIFACT)),
      "tomb", new SiteCombat(List.of(EnemyColor.RED), true, false, true, false, List.of("spell", "artifact")),
      "monster-den", new SiteCombat(List.of(EnemyColor.BROWN), false, true, false, true,
          List.of(RANDOM_CRYSTAL, RANDOM_CRYSTAL)),
      "spawning-grounds", new SiteCombat(List.of(EnemyColor.BROWN, EnemyColor.BROWN), false, true, false, true,
          List.of("artifact", RANDOM_CRYSTAL, RANDOM_CRYSTAL, RANDOM_CRYSTAL)));

  /** Burning a Monastery: one violet token, no units; the reward is an Artifact (R-COMBAT-OUTCOME-2.4). */
  public static final SiteCombat MONASTERY =
      new SiteCombat(List.of(EnemyColor.VIOLET), false, false, false, false, List.of("artifact"));

  /**
   * The fight of an adventure site entered with {@code enter-site}.
   *
   * @param site the site id
   * @return its fight, or null if it is not such a site (Ancient Ruins take their enemies from the token)
   */
  public static SiteCombat adventure(String site) {
    return ADVENTURE.get(site);
  }

  /**
   * The reward of conquering a fortified site (R-COMBAT-OUTCOME-2.3): a Spell at a Mage Tower.
   *
   * @param site the site id
   * @return the rewards
   */
  public static List<String> conquestRewards(String site) {
    return site.equals("mage-tower") ? List.of("spell") : List.of();
  }
}
