package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * jqwik properties that drive {@link Invariants} and {@link Conformance} over random seeds and 1 to 4 players
 * of First Reconnaissance. Tries are modest so the testkit's tests stay fast; {@code -Dmkrules.soak=true}
 * repeats each body many times (docs/testkit.md).
 */
class ConformancePropertiesTest {
  private static final Engine ENGINE = Engine.load();
  private static final Conformance CONFORMANCE = new Conformance(ENGINE);
  private static final String SCENARIO = GameConfig.FIRST_RECONNAISSANCE;

  private static List<GameState> sampled(long seed, int players, int perGame) {
    return new Simulator(ENGINE).sampleStates(SCENARIO, players, 1, perGame, seed);
  }

  /**
   * States in which a combat runs, from random games: up to {@code perGame} drawn at random from each game of
   * a run, until {@code games} games with a combat have been played (at most 10 times as many games in all).
   * Random games reach combat (the policy seeks it), so the list is never empty.
   */
  private static List<GameState> combatStates(long seed, int players, int games, int perGame) {
    List<GameState> out = new ArrayList<>();
    int fought = 0;
    for (int g = 0; fought < games && g < 10 * games; g++) {
      long gameSeed = Simulator.gameSeed(seed, g);
      GameState state = ENGINE.start(Simulator.config(SCENARIO, players, gameSeed));
      SplittableRandom random = new SplittableRandom(gameSeed);
      List<GameState> seen = new ArrayList<>();
      for (int n = 0; n < Simulator.DEFAULT_MAX_ACTIONS && state.phase() != Phase.GAME_OVER; n++) {
        if (state.turn().combat().isPresent()) {
          seen.add(state);
        }
        state = ((Result.Applied) ENGINE.apply(state, PlayoutPolicy.choose(state, ENGINE.legalActions(state), random)))
            .state();
      }
      fought += seen.isEmpty() ? 0 : 1;
      for (int k = 0; k < perGame && !seen.isEmpty(); k++) {
        out.add(seen.remove(random.nextInt(seen.size())));
      }
    }
    assertFalse(out.isEmpty(), "random games reach combat");
    return out;
  }

  /**
   * Every state of random games keeps the invariants: deed cards, Wounds (R-SETUP-4), enemy and ruins tokens
   * (R-SETUP-2), crystals (R-MANA-1.2), units and command (R-PAREA-3), levels (R-PAREA-2), Source dice
   * (R-SETUP-11.2, R-MANA-3.1), rounds (R-FLOW-4, S-FIRST-RECON-09), the deciding player (R-ROUND-4), tactics
   * (R-ROUND-3.1) and revealed tiles (R-MOVE-5).
   *
   * @param seed the run seed
   * @param players the number of players
   */
  @Property(tries = 30)
  void invariantsHoldInRandomGames(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    Simulator.Report report = new Simulator(ENGINE).withInvariants()
        .run(SCENARIO, players, Soak.repeat(2, 50), seed, 1, null);
    assertEquals(List.of(), report.failures(), "failed games");
    assertEquals(report.games(), report.finished());
  }

  /**
   * Every listed action of sampled states applies, its notation round-trips, and an undo right after it
   * restores the state exactly (R-UNDO-1).
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 40)
  void listedActionsApplyAndUndoRestores(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    for (GameState state : sampled(seed, players, Soak.repeat(4, 40))) {
      Invariants.assertNone(CONFORMANCE.listedActionsApply(state));
    }
  }

  /**
   * Actions the engine does not list are rejected with a rule ID and leave the state unchanged (R-CARDS-2,
   * R-MANA-3, R-MOVE-3, R-MOVE-5.1, R-TURN-7.1, R-ENDTURN-7.1, R-ROUND-3.1, R-UNDO-2).
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 40)
  void unlistedActionsAreRejected(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    SplittableRandom random = new SplittableRandom(seed);
    for (GameState state : sampled(seed, players, Soak.repeat(3, 30))) {
      Invariants.assertNone(CONFORMANCE.unlistedActionsRejected(state, random));
    }
  }

  /**
   * API-NOTATION (issue 7): in random games the notation of every legal action is one line of single-spaced
   * words that parses back to an equal action, so every action a player can take can be written down.
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 30)
  void everyLegalActionsNotationParsesBack(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    for (GameState state : sampled(seed, players, Soak.repeat(6, 40))) {
      Invariants.assertNone(CONFORMANCE.notationRoundTrips(state));
    }
  }

  /**
   * API-EDGE (issue 7): in random states a null state or action and a player index outside the game are
   * refused with an exception naming the argument.
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 10)
  void badArgumentsAreRefused(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    for (GameState state : sampled(seed, players, Soak.repeat(2, 20))) {
      Invariants.assertNone(CONFORMANCE.badArgumentsRefused(state));
    }
  }

  /**
   * Actions at the limits of the records (the largest option, die index and skill option) are rejected without
   * an exception (R-EFFECTS-1, R-MANA-3).
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 20)
  void malformedActionsAreRejected(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    for (GameState state : sampled(seed, players, Soak.repeat(4, 40))) {
      List<Violation> violations = new ArrayList<>(CONFORMANCE.malformedActionsRejected(state));
      Invariants.assertNone(violations);
    }
  }

  /**
   * Views of sampled states do not change with hidden information (R-PAREA-4 deck order, R-SETUP-14.3 tile
   * stack, R-SETUP-2 face-down tokens).
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 40)
  void viewsHideHiddenInformation(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    SplittableRandom random = new SplittableRandom(seed);
    for (GameState state : sampled(seed, players, Soak.repeat(4, 40))) {
      Invariants.assertNone(CONFORMANCE.viewRedaction(state, random));
    }
  }

  /**
   * The deciding player has the same legal actions, in the same order, in every state sampled for them: the
   * order never shows a deck (Preparation once listed the deck from the top), and a sample keeps the undo the
   * player may use (R-UNDO-1, R-ROUND-3.1).
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 20)
  void legalActionsDoNotDependOnHiddenInformation(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    GameState state = ENGINE.start(Simulator.config(SCENARIO, players, seed));
    SplittableRandom random = new SplittableRandom(seed);
    for (int n = 0; n < Soak.repeat(150, 1500) && state.phase() != Phase.GAME_OVER; n++) {
      Invariants.assertNone(CONFORMANCE.sameOptionsWhenSampled(state, random));
      state = ((Result.Applied) ENGINE.apply(state, PlayoutPolicy.choose(state, ENGINE.legalActions(state), random))).state();
    }
  }

  /**
   * Every visible change of an action is explained by its events: Wounds taken (R-ENDTURN-2.2), cards drawn,
   * discarded, gained or thrown away (R-DISCARD-2.2, R-GAIN-3), Fame and Reputation, crystals (R-MANA-1.2),
   * the hero's position (R-PAREA-7) and the offers (R-ROUND-2.3 to 2.5).
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 20)
  void eventsExplainEveryVisibleChange(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    GameState state = ENGINE.start(Simulator.config(SCENARIO, players, seed));
    SplittableRandom random = new SplittableRandom(seed);
    for (int n = 0; n < Soak.repeat(400, 4000) && state.phase() != Phase.GAME_OVER; n++) {
      Action action = PlayoutPolicy.choose(state, ENGINE.legalActions(state), random);
      Result.Applied applied = (Result.Applied) ENGINE.apply(state, action);
      Invariants.assertNone(CONFORMANCE.eventsExplainViews(state, action, applied));
      state = applied.state();
    }
  }

  /**
   * In combat states of random games every listed action applies and undoes, its notation round-trips, the
   * combat candidates the engine does not list (challenges, targets, strikes, blocks, damage to the hero and to
   * unit 0, the next phase, picks) are rejected with a rule ID, views hide hidden information, and samples keep
   * the view, the invariants and the mover's options (R-COMBAT-START-3, R-COMBAT-RANGED-2, R-COMBAT-BLOCK-3,
   * R-COMBAT-DMG-1, R-COMBAT-DMG-3, R-UNDO-1).
   *
   * @param seed the run seed
   * @param players the number of players
   */
  @Property(tries = 12)
  void combatStatesConform(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    SplittableRandom random = new SplittableRandom(seed);
    List<GameState> states = combatStates(seed, players, Soak.repeat(2, 20), 3);
    for (GameState state : states) {
      List<Violation> violations = new ArrayList<>();
      violations.addAll(CONFORMANCE.listedActionsApply(state));
      violations.addAll(CONFORMANCE.notationRoundTrips(state));
      violations.addAll(CONFORMANCE.unlistedActionsRejected(state, random));
      violations.addAll(CONFORMANCE.malformedActionsRejected(state));
      violations.addAll(CONFORMANCE.viewRedaction(state, random));
      violations.addAll(CONFORMANCE.sampling(state, random));
      violations.addAll(Invariants.base().check(state));
      Invariants.assertNone(violations);
    }
  }

  /**
   * In combat states of random games the events of every listed action explain every visible change: enemies
   * defeated and their Fame and Reputation (R-COMBAT-RANGED-5.2, R-COMBAT-OUTCOME-2.1), Wounds taken
   * (R-COMBAT-DMG-5, R-COMBAT-DMG-6.1), cards discarded when knocked out (R-COMBAT-DMG-5.3), the hero's
   * withdrawal (R-COMBAT-OUTCOME-3.4), Shields (R-COMBAT-OUTCOME-2); and the Fame of each step is the Fame its
   * events announce.
   *
   * @param seed the run seed
   * @param players the number of players
   */
  @Property(tries = 12)
  void eventsExplainEveryCombatStep(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    for (GameState state : combatStates(seed, players, Soak.repeat(2, 20), 4)) {
      for (Action action : ENGINE.legalActions(state)) {
        Result.Applied applied = (Result.Applied) ENGINE.apply(state, action);
        List<Violation> violations = new ArrayList<>(CONFORMANCE.eventsExplainViews(state, action, applied));
        violations.addAll(Invariants.fameAnnounced(state, applied.state(), applied.events()));
        Invariants.assertNone(violations);
      }
    }
  }

  /**
   * A whole random game replays to equal states from its configuration and actions, and ends (R-FLOW-4).
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 20)
  void gamesAreDeterministicAndEnd(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    GameConfig config = Simulator.config(SCENARIO, players, seed);
    GameState state = ENGINE.start(config);
    SplittableRandom random = new SplittableRandom(seed);
    List<Action> actions = new ArrayList<>();
    while (state.phase() != Phase.GAME_OVER && actions.size() < Simulator.DEFAULT_MAX_ACTIONS) {
      Invariants.assertNone(CONFORMANCE.liveness(state));
      Action action = PlayoutPolicy.choose(state, ENGINE.legalActions(state), random);
      actions.add(action);
      state = ((Result.Applied) ENGINE.apply(state, action)).state();
    }
    assertEquals(Phase.GAME_OVER, state.phase(), "the game ends within the bound");
    Invariants.assertNone(CONFORMANCE.liveness(state));
    Invariants.assertNone(CONFORMANCE.deterministic(config, actions));
  }

  /**
   * One random game checked at every step with all conformance properties together (R-FLOW-4, R-UNDO-1).
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 10)
  void wholeGamesConform(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    for (int g = 0; g < Soak.repeat(1, 10); g++) {
      GameConfig config = Simulator.config(SCENARIO, players, Simulator.gameSeed(seed, g));
      Invariants.assertNone(CONFORMANCE.playAndCheck(config, seed + g, Simulator.DEFAULT_MAX_ACTIONS, 0.05));
    }
  }
}
