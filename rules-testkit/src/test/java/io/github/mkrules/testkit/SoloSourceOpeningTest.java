package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Goldyx's Source Opening in a solo game (R-SKILLS-4.2, R-PAREA-9; MKDts' solo note, {@code hand-back solo-owner}):
 * in random Solo Conquest play where Goldyx holds the token from the start, whenever the token waits in the centre
 * for him the listed actions are exactly the accepted ones, the views hide what they must, saves round trip and the
 * bot encodings hold; every invariant (the skills' usage limits too) holds after every action, and he does take it
 * back.
 */
class SoloSourceOpeningTest {
  private static final Engine ENGINE = Engine.load();
  private static final String SKILL = "goldyx-source-opening";
  private static final UseSkill USE = new UseSkill(SKILL, 0);

  @Test
  void theTokenWaitingForItsOwnerConformsInRandomSoloPlay() {
    Conformance conformance = new Conformance(ENGINE);
    EncodingConformance encoding = GrantedSkills.encoding(ENGINE, "solo-conquest");
    Invariants invariants = Invariants.base();
    List<Violation> violations = new ArrayList<>();
    int takenBack = 0;
    for (long seed = 1; seed <= 4; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      GameState state = GrantedSkills.withSkills(GrantedSkills.firstTurn(ENGINE, "solo-conquest", "goldyx", seed),
          List.of(SKILL));
      for (int step = 0; step < 400 && state.phase() != Phase.GAME_OVER; step++) {
        List<Action> legal = ENGINE.legalActions(state);
        boolean waiting = state.player(0).skillsInCentre().contains(SKILL) && legal.contains(USE);
        if (waiting) {
          GrantedSkills.check(conformance, encoding, state, random, violations);
        }
        // the skill whenever it is offered (its use and its take-back), otherwise a random action
        Action action = legal.contains(USE) ? USE : legal.get(random.nextInt(legal.size()));
        Result.Applied applied = (Result.Applied) ENGINE.apply(state, action);
        violations.addAll(invariants.checkStep(state, applied.state(), applied.events()));
        if (waiting && action.equals(USE)) {
          takenBack++;
          violations.addAll(conformance.eventsExplainViews(state, action, applied));
          GrantedSkills.check(conformance, encoding, applied.state(), random, violations);
        }
        state = applied.state();
      }
    }
    assertEquals(List.of(), violations.stream().limit(5).toList());
    assertTrue(takenBack > 0, "the owner took his token back in some game");
  }
}
