package io.github.mkrules.testkit;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import java.util.ArrayList;
import java.util.List;

/**
 * How much combat games saw, counted from the engine's events only, so the totals mean the same for any
 * engine: combats started ({@link Event.CombatStarted}), enemies defeated ({@link Event.EnemyDefeated}), sites
 * conquered ({@link Event.ShieldPlaced}: the spaces that receive a Shield in one action, so a City's several
 * Shields of one assault count once, R-COMBAT-OUTCOME-1.1) and Fame gained ({@link Event.FameAndReputation}).
 *
 * <p>Totals of one game count that game in {@code gamesWithCombat} and {@code gamesWithDefeat} once it has
 * started a combat or defeated an enemy (0 or 1); the totals of a run add those of its games.
 *
 * @param gamesWithCombat games in which at least one combat started
 * @param gamesWithDefeat games in which at least one enemy was defeated
 * @param combats combats started
 * @param enemiesDefeated enemies defeated
 * @param sitesConquered sites that received Shields
 * @param fame Fame gained by all players
 */
public record CombatTotals(long gamesWithCombat, long gamesWithDefeat, long combats, long enemiesDefeated,
    long sitesConquered, long fame) {
  /** Nothing counted yet. */
  public static final CombatTotals NONE = new CombatTotals(0, 0, 0, 0, 0, 0);

  /**
   * The totals of one game with the events of one more applied action added.
   *
   * @param events the action's events
   * @return the new totals; this instance when the events change nothing
   */
  public CombatTotals plus(List<Event> events) {
    long started = 0;
    long defeated = 0;
    long gained = 0;
    List<HexCoord> shielded = null;
    for (Event event : events) {
      if (event instanceof Event.CombatStarted) {
        started++;
      } else if (event instanceof Event.EnemyDefeated) {
        defeated++;
      } else if (event instanceof Event.FameAndReputation) {
        gained += ((Event.FameAndReputation) event).fame();
      } else if (event instanceof Event.ShieldPlaced) {
        HexCoord hex = ((Event.ShieldPlaced) event).hex();
        if (shielded == null) {
          shielded = new ArrayList<>(2);
        }
        if (!shielded.contains(hex)) {
          shielded.add(hex);
        }
      }
    }
    int conquered = shielded == null ? 0 : shielded.size();
    if (started == 0 && defeated == 0 && gained == 0 && conquered == 0) {
      return this;
    }
    long combatsNow = combats + started;
    long defeatedNow = enemiesDefeated + defeated;
    return new CombatTotals(combatsNow > 0 ? 1 : 0, defeatedNow > 0 ? 1 : 0, combatsNow, defeatedNow,
        sitesConquered + conquered, fame + gained);
  }

  /** The combat totals of one game, kept through undos. */
  static final class Tracker extends TotalsTracker<CombatTotals> {
    /** A tracker of a new game. */
    Tracker() {
      super(NONE, CombatTotals::plus);
    }
  }

  /**
   * The sum of two totals, for adding games together.
   *
   * @param other other totals
   * @return the sum
   */
  public CombatTotals plus(CombatTotals other) {
    return new CombatTotals(gamesWithCombat + other.gamesWithCombat, gamesWithDefeat + other.gamesWithDefeat,
        combats + other.combats,
        enemiesDefeated + other.enemiesDefeated, sitesConquered + other.sitesConquered, fame + other.fame);
  }
}
