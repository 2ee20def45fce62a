package io.github.mkrules.core.scenario;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.engine.Draft;
import java.util.ArrayList;
import java.util.List;

/**
 * S-BLITZ-CONQUEST-01, S-BLITZ-COOP-01: each time a player moves onto the next row of the Fame track, they gain
 * 1 Fame more. Given at the end of the player's turn, before any level-up, for every new row reached; the extra
 * Fame may itself reach another row, which gives one more (C-08, docs/decisions/scenarios.md).
 */
public final class FameRows {
  private FameRows() {}

  /**
   * Rewards the rows a player reached since the last reward.
   *
   * @param d the draft
   * @param p the player
   */
  public static void reward(Draft d, int p) {
    List<Integer> rows = d.scenarioState.fameRows();
    if (rows.isEmpty()) {
      return;
    }
    PlayerState player = d.players[p];
    int rewarded = rows.get(p);
    int fame = player.fame();
    int bonus = 0;
    while (d.content.levels().levelForFame(fame) > rewarded) {
      rewarded++;
      fame++;
      bonus++;
    }
    if (bonus == 0) {
      return;
    }
    d.players[p] = player.withFameAndReputation(fame, player.reputation());
    List<Integer> next = new ArrayList<>(rows);
    next.set(p, rewarded);
    d.scenarioState = d.scenarioState.withFameRows(next);
    d.emit(new Event.FameAndReputation(p, bonus, 0));
  }
}
