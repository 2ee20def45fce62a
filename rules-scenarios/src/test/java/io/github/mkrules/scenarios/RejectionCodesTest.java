package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.rejected;
import static io.github.mkrules.scenarios.States.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every rejection code is produced by some illegal action, with its rule ID and a message key, and the state
 * stays unchanged (architecture brief: rejections explain themselves; issue: tests cover each code).
 */
class RejectionCodesTest {
  @Test
  void everyCodeHasAnExample() {
    GameState selection = start(71, "arythea", "goldyx");
    GameState turn = inTurn(71, new HexCoord(0, 0), 0, List.of("march", "rage", "wound"));
    GameState moving = inTurn(71, new HexCoord(0, 0), 9, List.of("march", "rage"));
    Map<RejectionCode, Rejection> seen = new EnumMap<>(RejectionCode.class);
    for (Rejection r : List.of(
        rejected(selection, "move 1,0"),
        rejected(play(selection, "tactic early-bird"), "tactic early-bird"),
        rejected(turn, "play promise basic"),
        rejected(turn, "sideways wound move"),
        rejected(turn, "play rage basic"),
        rejected(States.withSource(turn, List.of(new io.github.mkrules.api.state.ManaDie(
            io.github.mkrules.api.state.ManaColor.GREEN, 0))), "play march powered"),
        rejected(play(turn, "rest rage", "done"), "move 1,0"),
        rejected(moving, "move 3,0"),
        rejected(turn, "move 1,0"),
        rejected(moving, "move -1,0"),
        rejected(inTurn(71, new HexCoord(2, -2), 9, List.of("march")), "move 3,-3"),
        rejected(moving, "explore 1,1"),
        rejected(turn, "rest wound"),
        rejected(States.withTurn(States.withPlayer(turn, 0, p -> p.withCards(List.of(), List.of(), p.hand(),
            p.playArea())), turn.turn().withStartConditions(true, true)), "end-turn"),
        rejected(turn, "end-round"),
        rejected(turn, "undo"),
        // R-SKILLS-3: Invocation's green token must be spent at once (on March's stronger effect), not kept
        rejected(play(States.withPlayer(turn, 0, p -> p.withSkills(List.of("arythea-invocation"), List.of(),
            List.of())), "skill arythea-invocation option:3", "pick rage"), "end-turn"))) {
      seen.put(r.code(), r);
      assertFalse(r.ruleId().isEmpty());
      assertEquals("rejection." + r.code().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'), r.messageKey());
    }
    GameState over = play(start(72, "arythea"), "tactic early-bird");
    for (int round = 1; round <= 4; round++) {
      over = play(States.withTurn(States.withPlayer(over, 0, p -> p.withCards(List.of(), List.of(),
          concat(p.discard(), p.deck(), p.hand()), p.playArea())), over.turn().withStartConditions(true, true)),
          "end-round");
      if (round < 4) {
        over = States.takeTactic(over, over.tactics().get(0));
      }
    }
    Rejection r = rejected(over, "end-turn");
    seen.put(r.code(), r);
    List<Rejection> examples = new java.util.ArrayList<>(CombatTest.rejectionExamples());
    examples.addAll(UnitsTest.rejectionExamples());
    examples.addAll(InteractionTest.rejectionExamples());
    for (Rejection combat : examples) {
      seen.put(combat.code(), combat);
      assertFalse(combat.ruleId().isEmpty());
    }
    for (RejectionCode code : RejectionCode.values()) {
      if (code != RejectionCode.DIE_LIMIT) {
        assertEquals(code, seen.containsKey(code) ? code : null, "an example of " + code);
      }
    }
    // DIE_LIMIT: a second Source die in one turn (R-MANA-3)
    GameState twoDice = States.withSource(inTurn(73, new HexCoord(0, 0), 0, List.of("march", "march")), List.of(
        new io.github.mkrules.api.state.ManaDie(io.github.mkrules.api.state.ManaColor.GREEN, -1),
        new io.github.mkrules.api.state.ManaDie(io.github.mkrules.api.state.ManaColor.GREEN, -1)));
    assertEquals(RejectionCode.DIE_LIMIT,
        rejected(play(twoDice, "play march powered", "pick die:0"), "play march powered").code());
  }

  private static List<String> concat(List<String> a, List<String> b, List<String> c) {
    List<String> out = new java.util.ArrayList<>(a);
    out.addAll(b);
    out.addAll(c);
    return out;
  }
}
