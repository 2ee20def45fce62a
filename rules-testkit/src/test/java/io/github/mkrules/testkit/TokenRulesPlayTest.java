package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Arythea's Invocation and Polarization in random play (R-SKILLS-3; docs/decisions/heroes-skills-tactics.md,
 * "Rules that travel with a token"): she holds both from the start and uses them whenever they are offered. While
 * Invocation's token waits to be spent at once, the listed actions are exactly the accepted ones, something other
 * than Undo is always listed, views, saves and the bot encoding hold; every invariant holds after every action, and
 * no token that had to be spent at once outlives the action after the skill.
 */
class TokenRulesPlayTest {
  private static final Engine ENGINE = Engine.load();
  private static final String INVOCATION = "arythea-invocation";
  private static final String POLARIZATION = "arythea-polarization";
  private static final String SCENARIO = "solo-conquest";

  @Test
  void tokensSpentAtOnceConformInRandomPlay() {
    Conformance conformance = new Conformance(ENGINE);
    EncodingConformance encoding = GrantedSkills.encoding(ENGINE, SCENARIO);
    Invariants invariants = Invariants.base();
    List<Violation> violations = new ArrayList<>();
    int waits = 0;
    int spent = 0;
    for (long seed = 1; seed <= 6; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      GameState state = GrantedSkills.withSkills(GrantedSkills.firstTurn(ENGINE, SCENARIO, "arythea", seed),
          List.of(INVOCATION, POLARIZATION));
      for (int step = 0; step < 500 && state.phase() != Phase.GAME_OVER; step++) {
        List<Action> legal = ENGINE.legalActions(state);
        boolean waiting = waitsAtOnce(state);
        if (waiting) {
          waits++;
          GrantedSkills.check(conformance, encoding, state, random, violations);
          if (legal.stream().allMatch(a -> a instanceof Undo)) {
            violations.add(new Violation("R-SKILLS-3", "only Undo is listed while a token waits: " + state.turn()));
          }
        }
        Action action = choose(legal, random);
        Result.Applied applied = (Result.Applied) ENGINE.apply(state, action);
        violations.addAll(invariants.checkStep(state, applied.state(), applied.events()));
        if (waiting && !waitsAtOnce(applied.state())) {
          spent++;
        }
        state = applied.state();
      }
    }
    assertEquals(List.of(), violations.stream().limit(5).toList());
    assertTrue(waits > 0 && spent > 0, "Invocation's token waited and was spent in some game: " + waits + ", " + spent);
  }

  /** Whether a token gained with {@code at-once} waits in the turn (its rule is a turn modifier). */
  private static boolean waitsAtOnce(GameState state) {
    return state.phase() == Phase.PLAYER_TURNS
        && state.turn().modifiers().stream().anyMatch(m -> m.endsWith(" at-once"));
  }

  /** Invocation or Polarization whenever offered, else a random action other than Undo when there is one. */
  private static Action choose(List<Action> legal, SplittableRandom random) {
    List<Action> skills = legal.stream().filter(a -> a instanceof UseSkill
        && (((UseSkill) a).skill().equals(INVOCATION) || ((UseSkill) a).skill().equals(POLARIZATION))).toList();
    if (!skills.isEmpty()) {
      return skills.get(random.nextInt(skills.size()));
    }
    List<Action> moves = legal.stream().filter(a -> !(a instanceof Undo)).toList();
    List<Action> from = moves.isEmpty() ? legal : moves;
    return from.get(random.nextInt(from.size()));
  }
}
