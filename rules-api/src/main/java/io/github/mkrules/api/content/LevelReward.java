package io.github.mkrules.api.content;

/** What a hero gets on reaching a level (R-ENDTURN-6). */
public enum LevelReward {
  /** Nothing: the starting level. */
  NONE,
  /**
   * Odd levels from 3: the top level token is removed, showing the new Armor and Hand limit, and becomes a
   * Command token (R-ENDTURN-6.1, R-PAREA-3).
   */
  COMMAND_TOKEN,
  /** Even levels: one skill token and one Advanced Action (R-ENDTURN-6.2, R-SKILLS-2). */
  SKILL_AND_ADVANCED_ACTION
}
