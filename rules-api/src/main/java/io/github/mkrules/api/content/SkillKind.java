package io.github.mkrules.api.content;

/** How a skill token is used (R-SKILLS). */
public enum SkillKind {
  /** Usable once per turn. */
  ONCE_PER_TURN,
  /** Usable once per round: flipped face down until the next round. */
  ONCE_PER_ROUND,
  /** Always in effect. */
  PASSIVE,
  /** Interactive, for competitive games only (removed in cooperative and solo games, R-PAREA-9). */
  INTERACTIVE_COMPETITIVE,
  /** Interactive, for cooperative games only (removed in competitive games, R-PAREA-9). */
  INTERACTIVE_COOPERATIVE
}
