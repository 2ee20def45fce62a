package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.api.state.PendingChoiceBuilder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 9, part 7: a pending decision may belong to a player whose turn it is not (R-TURN-1, choices forced by
 * another player's effect); the status, the legal actions, the views and the liveness check all name that player.
 */
class OtherPlayersDecisionTest {
  private static final Engine ENGINE = Engine.load();

  /** Player 1 must pick which of their Spent units is readied while player 0's turn waits. */
  private static GameState choiceOfPlayerOneInTurnOfPlayerZero() {
    GameState s = ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, 2, 5));
    while (s.phase() != io.github.mkrules.api.state.Phase.PLAYER_TURNS) {
      s = ((Result.Applied) ENGINE.apply(s, ENGINE.legalActions(s).get(0))).state();
    }
    int other = 1 - s.turn().player();
    List<PlayerState> players = new ArrayList<>(s.players());
    players.set(other, players.get(other).withLevelAndUnits(3,
        List.of(UnitState.recruited("peasants").withReady(false), UnitState.recruited("herbalists").withReady(false))));
    PendingChoice choice = new PendingChoiceBuilder().player(other).kind(DecisionKind.CHOOSE_UNIT).rule("R-UNITS-6")
        .options(List.of("0", "1")).picked(List.of()).min(1).max(1).context(List.of("ready")).secret(false).build();
    return s.withPlayers(players).withChoices(List.of(choice));
  }

  @Test
  void statusLegalActionsAndViewsNameTheChooser() {
    GameState s = choiceOfPlayerOneInTurnOfPlayerZero();
    int active = s.turn().player();
    int other = 1 - active;
    assertEquals(new Status.Decision(other, DecisionKind.CHOOSE_UNIT), ENGINE.status(s));
    List<Action> legal = ENGINE.legalActions(s);
    assertTrue(legal.stream().allMatch(a -> a instanceof Pick), legal.toString());
    assertEquals(2, legal.size(), legal.toString());
    assertEquals(List.of(), new Conformance(ENGINE).liveness(s));
    assertEquals(other, ENGINE.view(s, active).choices().get(0).player(), "the active player sees who decides");
  }

  @Test
  void theChoiceActsOnItsOwnersUnitsAndTheTurnGoesOn() {
    GameState s = choiceOfPlayerOneInTurnOfPlayerZero();
    int active = s.turn().player();
    int other = 1 - active;
    Result.Applied applied = (Result.Applied) ENGINE.apply(s, ENGINE.legalActions(s).get(1));
    GameState after = applied.state();
    assertTrue(after.player(other).units().get(1).ready(), "the owner's unit 1 is readied");
    assertFalse(after.player(other).units().get(0).ready());
    assertTrue(applied.events().contains(new Event.UnitReadied(other, 1)), applied.events().toString());
    assertEquals(active, ((Status.Decision) ENGINE.status(after)).player(), "then the turn's player acts again");
  }

  /** The liveness check catches a status that names someone else than the owner of the pending decision. */
  @Test
  void livenessCatchesTheWrongChooser() {
    GameState s = choiceOfPlayerOneInTurnOfPlayerZero();
    Engine lying = new BrokenEngine().status(state -> new Status.Decision(state.turn().player(), DecisionKind.TURN));
    assertFalse(new Conformance(lying).liveness(s).isEmpty());
  }
}
