package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.Book.inTurns;
import static io.github.mkrules.scenarios.States.ENGINE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cooperative scenarios' tactics (S-FULL-COOP-01, S-FULL-COOP-02, S-BLITZ-COOP-05): the Dummy first, then
 * the players; at the end of a round the players put away one tactic a player used, except after the last Day
 * and the last Night.
 */
class CooperationTest {
  private static GameState endOfRound(GameState s) {
    int round = s.round();
    while (s.round() == round && !ENGINE.status(s).equals(new Status.Decision(s.turnOrder().get(0),
        DecisionKind.REMOVE_TACTIC)) && s.phase() != Phase.GAME_OVER) {
      List<io.github.mkrules.api.action.Action> legal = ENGINE.legalActions(s);
      s = Book.apply(s, legal.stream().filter(a -> a.notation().startsWith("end-round")).findFirst()
          .or(() -> legal.stream().filter(a -> a.notation().equals("end-turn") || a.notation().equals("done"))
              .findFirst())
          .orElse(legal.get(0)));
    }
    return s;
  }

  /**
   * S-FULL-COOP-02: at the end of the round the first player of the Round Order picks, for the team, one of the
   * tactics the players used; it leaves the game, the Dummy's does not; then the next round is prepared.
   */
  @Test
  void theTeamPutsAUsedTacticAway() {
    GameState s = inTurns(Book.start("full-cooperation", 41, "arythea", "goldyx"));
    List<String> used = s.players().stream().map(p -> p.tactic().orElseThrow()).sorted().toList();
    String dummys = s.dummy().orElseThrow().tactic().orElseThrow();
    GameState choosing = endOfRound(s);
    assertEquals(1, choosing.round());
    assertEquals(new Status.Decision(s.turnOrder().get(0), DecisionKind.REMOVE_TACTIC), ENGINE.status(choosing));
    assertEquals(used, choosing.choices().get(0).options(), "only tactics a player used");
    assertFalse(choosing.choices().get(0).options().contains(dummys));
    Result.Applied picked = (Result.Applied) ENGINE.apply(choosing, ActionNotation.parse("pick " + used.get(0)));
    assertTrue(picked.events().contains(new Event.TacticRemoved(used.get(0))));
    GameState night = picked.state();
    assertEquals(2, night.round());
    assertEquals(Phase.TACTIC_SELECTION, night.phase());
    assertEquals(List.of(used.get(0)), night.supply().removedTactics());
    GameState day = Book.apply(endOfRound(inTurns(night)), ENGINE.legalActions(endOfRound(inTurns(night))).get(0));
    assertEquals(3, day.round());
    assertFalse(day.tactics().contains(used.get(0)), "the Day tactic is out of the game");
    assertFalse(day.dummy().orElseThrow().tactic().map(used.get(0)::equals).orElse(false));
  }

  /** S-FULL-COOP-02: no tactic is put away at the end of the last Day and the last Night. */
  @Test
  void notAfterTheLastDayAndNight() {
    GameState s = inTurns(Book.start("blitz-cooperation", 42, "arythea", "goldyx"));
    GameState lastDay = endOfRound(s.withRound(3).withUndo(null));
    assertTrue(lastDay.choices().isEmpty(), "round 3 is the last Day of 4 rounds");
    assertEquals(4, lastDay.round());
    for (PlayerState p : lastDay.players()) {
      assertTrue(p.tactic().isEmpty());
    }
  }
}
