package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Levelling up at the end of the turn (R-ENDTURN-6): the level tokens, skills and Advanced Actions. */
class LevelUpTest {
  /** Arythea ending her turn with the given Fame, a March played so that no discard is needed. */
  private static GameState ending(int fame) {
    GameState s = withPlayer(inTurn(11, new HexCoord(0, 0), 0, List.of("march", "rage")), 0, p -> p.withFame(fame));
    return play(s, "play march basic", "end-turn");
  }

  /**
   * R-ENDTURN-6.2(i), (iii), R-ENDTURN-7.1: at level 2 the top two skill tokens turn over; keeping one puts the
   * other in the Common Skill offer, then any Advanced Action from the offer goes on top of the deed deck; the
   * discards before drawing come after.
   */
  @Test
  void anEvenLevelGivesASkillAndAnAdvancedAction() {
    GameState before = withPlayer(inTurn(11, new HexCoord(0, 0), 0, List.of("march", "rage")), 0, p -> p.withFame(3));
    List<String> stack = before.player(0).skillStack();
    GameState s = ending(3);
    assertEquals(2, s.player(0).level());
    assertEquals(new Status.Decision(0, DecisionKind.LEVEL_UP_SKILL), ENGINE.status(s));
    s = play(s, "pick " + stack.get(0));
    assertEquals(List.of(stack.get(0)), s.player(0).skills());
    assertEquals(List.of(stack.get(1)), s.supply().commonSkillOffer(), "the other token goes to the common offer");
    assertEquals(new Status.Decision(0, DecisionKind.LEVEL_UP_ADVANCED_ACTION), ENGINE.status(s));
    String card = s.supply().advancedActionOffer().get(1);
    s = play(s, "pick " + card);
    assertEquals(card, s.player(0).deck().get(0), "on top of the deed deck");
    assertEquals(new Status.Decision(0, DecisionKind.END_TURN_DISCARD), ENGINE.status(s),
        "R-ENDTURN-7.1: the discards before drawing come after levelling up");
    s = play(s, "done");
    assertTrue(s.player(0).hand().contains(card), "drawn with the new hand");
    assertTrue(!s.supply().advancedActionOffer().contains(card) && s.supply().advancedActionOffer().size() == 3,
        "the offer slides down and refills");
  }

  /**
   * R-ENDTURN-6.2(ii): taking a skill from the Common Skill offer puts both revealed tokens there and gives the
   * Advanced Action in the lowest position of the offer.
   */
  @Test
  void aCommonSkillGivesTheLowestAdvancedAction() {
    GameState start = withPlayer(inTurn(12, new HexCoord(0, 0), 0, List.of("march", "rage")), 0, p -> p.withFame(3));
    start = start.withSupply(start.supply().withCommonSkillOffer(List.of("tovak-double-time")));
    List<String> stack = start.player(0).skillStack();
    String lowest = start.supply().advancedActionOffer().get(2);
    GameState s = play(start, "play march basic", "end-turn", "pick tovak-double-time");
    assertEquals(List.of("tovak-double-time"), s.player(0).skills());
    assertTrue(s.supply().commonSkillOffer().containsAll(stack.subList(0, 2)));
    assertTrue(s.player(0).hand().contains(lowest) || s.player(0).deck().get(0).equals(lowest));
  }

  /** R-ENDTURN-6, R-ENDTURN-6.1: several rows in one turn give several levels; level 3 raises Armour and Command. */
  @Test
  void severalLevelsInOneTurn() {
    GameState s = ending(8);
    assertEquals(2, s.player(0).level(), "level 2 first, with its choice");
    s = play(s, "pick " + s.choices().get(0).options().get(0));
    if (!s.choices().isEmpty()) {
      s = play(s, "pick " + s.choices().get(0).options().get(0));
    }
    assertEquals(3, s.player(0).level());
    assertEquals(3, ENGINE.content().levels().row(3).armor());
    assertEquals(new Status.Decision(0, DecisionKind.END_TURN_DISCARD), ENGINE.status(s),
        "level 3 brings no choice: the discards before drawing come next (R-ENDTURN-7.1)");
  }
}
