package io.github.mkrules.api.state;

/** What became of one attack of an enemy in a combat (R-ABIL-19: each attack is resolved separately). */
public enum AttackStatus {
  /** Neither blocked nor dealt yet. */
  OPEN,
  /** Blocked: it deals no damage (R-COMBAT-BLOCK-7). */
  BLOCKED,
  /** Unblocked and its damage assigned (R-COMBAT-DMG). */
  DAMAGE_DEALT
}
