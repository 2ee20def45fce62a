package io.github.mkrules.api.state;

/** The phases of a combat with enemies, in order (R-COMBAT-START-3). */
public enum CombatPhase {
  /**
   * Before the first phase, after a move started the combat: more adjacent rampaging enemies may be challenged
   * to join it (R-COMBAT-START-2.3).
   */
  CHALLENGE,
  /** Ranged and Siege Attacks (R-COMBAT-RANGED). */
  RANGED_SIEGE,
  /** Block (R-COMBAT-BLOCK). */
  BLOCK,
  /** Assign Damage (R-COMBAT-DMG). */
  ASSIGN_DAMAGE,
  /** Attack (R-COMBAT-ATTACK). */
  ATTACK
}
