package io.github.mkrules.core.scenario;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.ScenarioSetup.TacticRule;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.round.RoundCycle;
import java.util.ArrayList;
import java.util.List;

/**
 * S-FULL-COOP-02, S-BLITZ-COOP-05: at the end of every Day and every Night the players put one tactic that a
 * player (not the Dummy) used out of the game; not at the end of the last Day and the last Night, when that
 * set of tactics is not used again. The first player of the Round Order picks it for the team.
 */
public final class CooperativeTactics {
  private CooperativeTactics() {}

  /**
   * Asks for the tactic to remove, if the rule applies at the end of this round.
   *
   * @param d the draft, at the end of a round that is not the last
   * @return true if a choice now waits and round preparation follows it
   */
  public static boolean ask(Draft d) {
    if (d.setup.tactics() != TacticRule.COOPERATIVE || d.round + 2 > d.setup.rounds()) {
      return false;
    }
    List<String> used = new ArrayList<>();
    for (PlayerState p : d.players) {
      p.tactic().ifPresent(used::add);
    }
    if (used.isEmpty()) {
      return false;
    }
    used.sort(null);
    Choices.ask(d, Choices.of(d.turnOrder.get(0), DecisionKind.REMOVE_TACTIC, "S-FULL-COOP-02", used, 1, 1)
        .build());
    return true;
  }

  /**
   * Puts the picked tactic out of the game, then prepares the next round.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    String tactic = choice.picked().get(0);
    d.removedTactics = Lists.with(d.removedTactics, tactic);
    d.emit(new Event.TacticRemoved(tactic));
    RoundCycle.prepareRound(d);
  }
}
