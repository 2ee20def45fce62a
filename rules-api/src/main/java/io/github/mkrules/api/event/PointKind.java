package io.github.mkrules.api.event;

/** The kinds of points an effect gives for the rest of the turn ({@link Event.PointsGained}). */
public enum PointKind {
  /** Move points (R-MOVE-2). */
  MOVE,
  /** Influence points (R-INTERACT). */
  INFLUENCE,
  /** Attack (R-COMBAT-ATTACK). */
  ATTACK,
  /** Block (R-COMBAT-BLOCK). */
  BLOCK,
  /** Healing points (R-WOUND). */
  HEAL
}
