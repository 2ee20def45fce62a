package io.github.mkrules.testkit;

import io.github.mkrules.api.event.Event;
import java.util.List;

/**
 * How far heroes grew in games, counted from the engine's events only: units recruited
 * ({@link Event.UnitRecruited}, R-INTERACT), interactions begun ({@link Event.InteractionStarted}), the highest
 * level reached ({@link Event.LevelGained}, R-ENDTURN-6; 1 when nobody levelled up) and skills used
 * ({@link Event.SkillUsed}, R-SKILLS-4).
 *
 * @param unitsRecruited units recruited
 * @param interactions interactions begun
 * @param maxLevel the highest level any hero reached
 * @param skillsUsed skill uses
 */
public record ProgressTotals(long unitsRecruited, long interactions, int maxLevel, long skillsUsed) {
  /** Nothing counted yet: every hero starts at level 1 (R-PAREA-2). */
  public static final ProgressTotals NONE = new ProgressTotals(0, 0, 1, 0);

  /**
   * These totals with the events of one more applied action added.
   *
   * @param events the action's events
   * @return the new totals; this instance when the events change nothing
   */
  public ProgressTotals plus(List<Event> events) {
    ProgressTotals out = this;
    for (Event event : events) {
      if (event instanceof Event.UnitRecruited) {
        out = new ProgressTotals(out.unitsRecruited + 1, out.interactions, out.maxLevel, out.skillsUsed);
      } else if (event instanceof Event.InteractionStarted) {
        out = new ProgressTotals(out.unitsRecruited, out.interactions + 1, out.maxLevel, out.skillsUsed);
      } else if (event instanceof Event.LevelGained) {
        out = new ProgressTotals(out.unitsRecruited, out.interactions,
            Math.max(out.maxLevel, ((Event.LevelGained) event).level()), out.skillsUsed);
      } else if (event instanceof Event.SkillUsed) {
        out = new ProgressTotals(out.unitsRecruited, out.interactions, out.maxLevel, out.skillsUsed + 1);
      }
    }
    return out;
  }

  /**
   * The totals of two runs or games together: counts add up, the highest level is the larger one.
   *
   * @param other other totals
   * @return the sum
   */
  public ProgressTotals plus(ProgressTotals other) {
    return new ProgressTotals(unitsRecruited + other.unitsRecruited, interactions + other.interactions,
        Math.max(maxLevel, other.maxLevel), skillsUsed + other.skillsUsed);
  }

  /**
   * The summary-line keys of these totals.
   *
   * @return {@code " units_recruited=… interactions=… max_level=… skills_used=…"}, with a leading space
   */
  public String summary() {
    return " units_recruited=" + unitsRecruited + " interactions=" + interactions + " max_level=" + maxLevel
        + " skills_used=" + skillsUsed;
  }

  /** @return a tracker of one game's totals, kept through undos */
  static TotalsTracker<ProgressTotals> tracker() {
    return new TotalsTracker<>(NONE, ProgressTotals::plus);
  }
}
