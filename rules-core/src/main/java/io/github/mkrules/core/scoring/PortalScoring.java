package io.github.mkrules.core.scoring;

import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.scoring.FinalScoring.Sheet;
import io.github.mkrules.core.turn.TurnFlow;
import java.util.List;

/**
 * One to Return (S-ONE-TO-RETURN-04): no scoring, Fame does not count; the player standing on the Portal at the
 * end of the second Night wins, nobody if it is empty. A figure taken off the map on the Portal (CTX-14) stands
 * on it (C-14).
 */
final class PortalScoring {
  private PortalScoring() {}

  /**
   * Gives 1 point to the side of the player on the Portal, 0 to everybody else.
   *
   * @param d the draft
   * @param sheets the sides' sheets
   */
  static void score(Draft d, List<Sheet> sheets) {
    for (Sheet sheet : sheets) {
      boolean there = false;
      for (int p : sheet.members) {
        there |= onPortal(d, p);
      }
      sheet.add("on-portal", there ? 1 : 0);
    }
  }

  /**
   * Whether a player stands on the Portal: on its space, or off the map after ending a turn there (C-14).
   *
   * @param d the draft
   * @param p the player
   * @return true if the player returns home
   */
  static boolean onPortal(Draft d, int p) {
    if (d.scenarioState.eliminated().contains(p)) {
      return false;
    }
    return d.players[p].position().map(TurnFlow.PORTAL::equals).orElse(true);
  }
}
