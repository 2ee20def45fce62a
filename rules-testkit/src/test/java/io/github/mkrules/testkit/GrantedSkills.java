package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.encoding.Encoding;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random play of one hero who holds some skills from the start, for the tests of skills that random games
 * rarely reach (a hero gains skills from level 2, R-ENDTURN-6.2): the game at its first turn, the skills granted,
 * and the conformance checks of a state.
 */
final class GrantedSkills {
  private GrantedSkills() {}

  /**
   * A one-player game at the start of its first turn, the tactic taken by the first legal action.
   *
   * @param engine the engine
   * @param scenario the scenario id
   * @param hero the hero id
   * @param seed the seed
   * @return the state
   */
  static GameState firstTurn(Engine engine, String scenario, String hero, long seed) {
    GameConfig config = GameConfig.builder().scenario(scenario).seed(seed).players(List.of(PlayerSetup.of(hero)))
        .build();
    GameState state = engine.start(config);
    while (state.phase() != Phase.PLAYER_TURNS) {
      state = ((Result.Applied) engine.apply(state, engine.legalActions(state).get(0))).state();
    }
    return state;
  }

  /**
   * The first player holds the skills face up, taken from his skill stack (R-SKILLS-2.1).
   *
   * @param state the state
   * @param granted the skill ids
   * @return the state with the skills
   */
  static GameState withSkills(GameState state, List<String> granted) {
    PlayerState p = state.player(0);
    List<String> skills = new ArrayList<>(p.skills());
    List<String> stack = new ArrayList<>(p.skillStack());
    for (String skill : granted) {
      skills.add(skill);
      stack.remove(skill);
    }
    List<PlayerState> players = new ArrayList<>(state.players());
    players.set(0, p.withSkills(skills, p.flippedSkills(), p.skillsInCentre()).withSkillStack(stack));
    return state.withPlayers(players);
  }

  /**
   * Every conformance check of one state: listed actions apply, unlisted ones are refused, views, sampling,
   * saves, liveness and the bot encoding.
   *
   * @param conformance the checks of the engine
   * @param encoding the encoding checks of the scenario
   * @param state the state
   * @param random the random source of the checks
   * @param out where the violations go
   */
  static void check(Conformance conformance, EncodingConformance encoding, GameState state, SplittableRandom random,
      List<Violation> out) {
    out.addAll(conformance.listedActionsApply(state));
    out.addAll(conformance.unlistedActionsRejected(state, random));
    out.addAll(conformance.viewRedaction(state, random));
    out.addAll(conformance.sampling(state, random));
    out.addAll(conformance.sameOptionsWhenSampled(state, random));
    out.addAll(conformance.saveRoundTrip(state));
    out.addAll(conformance.liveness(state));
    out.addAll(encoding.check(state, random));
  }

  /**
   * The encoding checks of a scenario.
   *
   * @param engine the engine
   * @param scenario the scenario id
   * @return the checks
   */
  static EncodingConformance encoding(Engine engine, String scenario) {
    return new EncodingConformance(engine, Encoding.of(engine, scenario));
  }
}
