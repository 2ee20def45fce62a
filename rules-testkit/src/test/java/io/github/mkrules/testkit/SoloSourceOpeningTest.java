package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.encoding.Encoding;
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
    EncodingConformance encoding = new EncodingConformance(ENGINE, Encoding.of(ENGINE, "solo-conquest"));
    Invariants invariants = Invariants.base();
    List<Violation> violations = new ArrayList<>();
    int takenBack = 0;
    for (long seed = 1; seed <= 4; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      GameState state = withSourceOpening(firstTurn(seed));
      for (int step = 0; step < 400 && state.phase() != Phase.GAME_OVER; step++) {
        List<Action> legal = ENGINE.legalActions(state);
        boolean waiting = state.player(0).skillsInCentre().contains(SKILL) && legal.contains(USE);
        if (waiting) {
          check(conformance, encoding, state, random, violations);
        }
        // the skill whenever it is offered (its use and its take-back), otherwise a random action
        Action action = legal.contains(USE) ? USE : legal.get(random.nextInt(legal.size()));
        Result.Applied applied = (Result.Applied) ENGINE.apply(state, action);
        violations.addAll(invariants.checkStep(state, applied.state(), applied.events()));
        if (waiting && action.equals(USE)) {
          takenBack++;
          violations.addAll(conformance.eventsExplainViews(state, action, applied));
          check(conformance, encoding, applied.state(), random, violations);
        }
        state = applied.state();
      }
    }
    assertEquals(List.of(), violations.stream().limit(5).toList());
    assertTrue(takenBack > 0, "the owner took his token back in some game");
  }

  /** A Solo Conquest game of Goldyx at the start of his first turn. */
  private static GameState firstTurn(long seed) {
    GameConfig config = GameConfig.builder().scenario("solo-conquest").seed(seed)
        .players(List.of(PlayerSetup.of("goldyx"))).build();
    GameState state = ENGINE.start(config);
    while (state.phase() != Phase.PLAYER_TURNS) {
      state = ((Result.Applied) ENGINE.apply(state, ENGINE.legalActions(state).get(0))).state();
    }
    return state;
  }

  /** Goldyx holds Source Opening face up, taken from his skill stack (R-SKILLS-2.1). */
  private static GameState withSourceOpening(GameState state) {
    PlayerState p = state.player(0);
    List<String> skills = new ArrayList<>(p.skills());
    skills.add(SKILL);
    List<String> stack = new ArrayList<>(p.skillStack());
    stack.remove(SKILL);
    List<PlayerState> players = new ArrayList<>(state.players());
    players.set(0, p.withSkills(skills, p.flippedSkills(), p.skillsInCentre()).withSkillStack(stack));
    return state.withPlayers(players);
  }

  private static void check(Conformance conformance, EncodingConformance encoding, GameState state,
      SplittableRandom random, List<Violation> out) {
    out.addAll(conformance.listedActionsApply(state));
    out.addAll(conformance.unlistedActionsRejected(state, random));
    out.addAll(conformance.viewRedaction(state, random));
    out.addAll(conformance.sampling(state, random));
    out.addAll(conformance.sameOptionsWhenSampled(state, random));
    out.addAll(conformance.saveRoundTrip(state));
    out.addAll(conformance.liveness(state));
    out.addAll(encoding.check(state, random));
  }
}
