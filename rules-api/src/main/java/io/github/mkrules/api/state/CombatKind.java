package io.github.mkrules.api.state;

/** How a combat with enemies started (R-COMBAT-START-1). */
public enum CombatKind {
  /** Assaulting a fortified site: a Keep, a Mage Tower or a City (R-COMBAT-START-1.1). */
  ASSAULT,
  /** Entering an adventure site (R-COMBAT-START-1.2). */
  ADVENTURE_SITE,
  /** Burning a Monastery (R-COMBAT-START-1.3). */
  BURN_MONASTERY,
  /** Challenging or provoking rampaging enemies only (R-COMBAT-START-1.4, R-COMBAT-START-1.5). */
  RAMPAGING,
  /** Monsters summoned through the Magical Glades (S-DRUID-NIGHTS-02, S-DRUID-NIGHTS-04). */
  SUMMONING
}
