package io.github.mkrules.api.state;

/** Rounds alternate between Day and Night (R-ROUND-1); the first round is Day (R-SETUP-11). */
public enum TimeOfDay {
  /** Day: gold mana usable, black not (R-MANA-2). */
  DAY,
  /** Night: black mana usable, gold not (R-MANA-2). */
  NIGHT;

  /**
   * The other time of day, as when the Day/Night board is flipped (R-ROUND-2.1).
   *
   * @return Night for Day, Day for Night
   */
  public TimeOfDay flip() {
    return this == DAY ? NIGHT : DAY;
  }
}
