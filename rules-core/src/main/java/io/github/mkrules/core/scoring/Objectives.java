package io.github.mkrules.core.scoring;

import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Cities;
import io.github.mkrules.core.scoring.FinalScoring.Sheet;
import java.util.List;

/**
 * The objective and time points of Solo Conquest and the cooperative scenarios, the back of the Achievements
 * card (S-SOLO-CONQUEST-06, S-FULL-COOP-07).
 */
final class Objectives {
  private Objectives() {}

  /**
   * Adds the objective and time points to the only sheet.
   *
   * @param d the draft, at the end of the game
   * @param sheets the one side's sheet
   * @param cooperative whether the every-player-leads bonus applies (S-FULL-COOP-07)
   */
  static void score(Draft d, List<Sheet> sheets, boolean cooperative) {
    Sheet sheet = sheets.get(0);
    List<HexCoord> cities = Cities.revealed(d);
    int conquered = 0;
    for (HexCoord city : cities) {
      conquered += Cities.conquered(d, city) ? 1 : 0;
    }
    sheet.add("conquered-cities", 10 * conquered);
    if (cooperative) {
      boolean everyLeads = true;
      for (int p : sheet.members) {
        boolean leads = false;
        for (HexCoord city : cities) {
          leads |= Cities.leader(d, city) == p;
        }
        everyLeads &= leads;
      }
      sheet.add("every-player-leads", everyLeads ? 10 : 0);
    }
    boolean all = Cities.allConquered(d);
    sheet.add("all-cities", all ? 15 : 0);
    sheet.add("rounds-early", 30 * Math.max(0, d.setup.rounds() - d.round));
    sheet.add("dummy-deck", d.dummy.map(dummy -> dummy.deck().size()).orElse(0));
    sheet.add("round-not-announced", d.finalTurns < 0 ? 5 : 0);
  }
}
