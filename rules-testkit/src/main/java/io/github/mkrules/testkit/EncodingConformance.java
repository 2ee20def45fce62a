package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.core.encoding.ActionSpace;
import io.github.mkrules.core.encoding.Encoding;
import io.github.mkrules.core.encoding.EncodingException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

/**
 * Checks the bot encodings of a scenario ({@link Encoding}, docs/bots.md) against an engine, state by state. The
 * checks carry pseudo rule IDs:
 * <ul>
 *   <li><b>API-ACTION-SPACE</b>: every legal action has an index in {@code [0, N)}; no two legal actions share
 *       one; the index of each action leads back to it, with and without the state; the indices do not change
 *       when the legal list is shuffled; the mask is true exactly at the legal indices; a state sampled for the
 *       player to move ({@link Engine#sample}) has the same mask (it depends on nothing that player cannot
 *       see);</li>
 *   <li><b>API-OBSERVATION</b>: for every player, the observation tensor and the players' matrix have their
 *       documented lengths, and a state sampled for that player gives the same numbers as the true state (no
 *       hidden information leaks into them).</li>
 * </ul>
 * Plain Java: a test framework of any kind can drive it; the module's own jqwik property and
 * {@code simulate --check-encoding} do.
 */
public final class EncodingConformance {
  /** The pseudo rule ID of the action-space checks. */
  public static final String ACTION_SPACE = "API-ACTION-SPACE";

  /** The pseudo rule ID of the observation checks. */
  public static final String OBSERVATION = "API-OBSERVATION";

  private final Engine engine;
  private final Encoding encoding;

  /**
   * A checker of one scenario's encodings.
   *
   * @param engine the engine
   * @param encoding the encodings of the scenario the checked states play
   */
  public EncodingConformance(Engine engine, Encoding encoding) {
    this.engine = Objects.requireNonNull(engine, "engine");
    this.encoding = Objects.requireNonNull(encoding, "encoding");
  }

  /**
   * Checks the action space and the observations of one state.
   *
   * @param state a state of the encoding's scenario
   * @param random the source of the shuffles and the sampling seeds
   * @return the violations, empty when the state encodes correctly
   */
  public List<Violation> check(GameState state, SplittableRandom random) {
    List<Violation> out = new ArrayList<>();
    try {
      actionSpace(state, random, out);
      observations(state, random, out);
    } catch (EncodingException e) {
      out.add(new Violation(ACTION_SPACE, "cannot encode: " + e.getMessage()));
    }
    return out;
  }

  private void actionSpace(GameState state, SplittableRandom random, List<Violation> out) {
    ActionSpace space = encoding.actions();
    List<Action> legal = engine.legalActions(state);
    int[] indices = space.indices(legal);
    Map<Integer, Action> seen = new HashMap<>();
    for (int i = 0; i < legal.size(); i++) {
      Action action = legal.get(i);
      int index = indices[i];
      if (index < 0 || index >= space.size()) {
        out.add(new Violation(ACTION_SPACE, "'" + action.notation() + "' has the index " + index + " outside [0, "
            + space.size() + ")"));
        continue;
      }
      Action other = seen.put(index, action);
      if (other != null) {
        out.add(new Violation(ACTION_SPACE, "'" + action.notation() + "' and '" + other.notation()
            + "' share the index " + index));
      }
      Optional<Action> back = space.action(index);
      if (!back.equals(Optional.of(action)) || !space.action(legal, index).equals(back)) {
        out.add(new Violation(ACTION_SPACE, "the index " + index + " of '" + action.notation() + "' leads back to "
            + back.map(Action::notation).orElse("no action")));
      }
    }
    List<Action> shuffled = new ArrayList<>(legal);
    Collections.shuffle(shuffled, new Random(random.nextLong()));
    int[] again = space.indices(shuffled);
    for (int i = 0; i < shuffled.size(); i++) {
      if (!Objects.equals(seen.get(again[i]), shuffled.get(i))) {
        out.add(new Violation(ACTION_SPACE, "'" + shuffled.get(i).notation() + "' has the index " + again[i]
            + " in a shuffled list"));
      }
    }
    boolean[] mask = space.mask(legal);
    int set = 0;
    for (boolean flag : mask) {
      set += flag ? 1 : 0;
    }
    if (mask.length != space.size() || set != legal.size() || !allSet(mask, indices)) {
      out.add(new Violation(ACTION_SPACE, "the mask has " + set + " of " + mask.length + " flags set for "
          + legal.size() + " legal actions"));
    }
    Status status = engine.status(state);
    if (status instanceof Status.Decision) {
      int mover = ((Status.Decision) status).player();
      GameState sample = engine.sample(state, mover, random.nextLong());
      if (!Arrays.equals(mask, space.mask(engine.legalActions(sample)))) {
        out.add(new Violation(ACTION_SPACE, "a state sampled for player " + mover + ", who is to move, has another"
            + " legal mask (" + engine.legalActions(sample).size() + " actions instead of " + legal.size() + ")"));
      }
    }
  }

  private static boolean allSet(boolean[] mask, int[] indices) {
    for (int index : indices) {
      if (index < 0 || index >= mask.length || !mask[index]) {
        return false;
      }
    }
    return true;
  }

  private void observations(GameState state, SplittableRandom random, List<Violation> out) {
    for (int p = 0; p < state.players().size(); p++) {
      float[] tensor = encoding.observe(state, p);
      float[] players = encoding.players(state, p);
      if (tensor.length != encoding.observations().size()) {
        out.add(new Violation(OBSERVATION, "player " + p + ": the tensor has " + tensor.length + " numbers, not "
            + encoding.observations().size()));
      }
      int playersLength = encoding.observations().seats() * encoding.observations().playerFeatures();
      if (players.length != playersLength) {
        out.add(new Violation(OBSERVATION, "player " + p + ": the players' matrix has " + players.length
            + " numbers, not " + playersLength));
      }
      GameState sampled = engine.sample(state, p, random.nextLong());
      if (!Arrays.equals(tensor, encoding.observe(sampled, p))
          || !Arrays.equals(players, encoding.players(sampled, p))) {
        out.add(new Violation(OBSERVATION, "player " + p + ": a state sampled for the player encodes differently"
            + " from the true state (hidden information leaks)"));
      }
    }
  }

  /**
   * How a checked game went.
   *
   * @param states the states checked
   * @param violations the violations found, at most {@code keep} of them
   * @param errors how many states had a violation
   * @param finished whether the game reached its end within the bound
   */
  public record GameCheck(int states, List<Violation> violations, int errors, boolean finished) {
    /**
     * Copies the list.
     *
     * @param states states
     * @param violations violations
     * @param errors errors
     * @param finished finished
     */
    public GameCheck {
      violations = List.copyOf(violations);
    }
  }

  /**
   * Plays a game with the {@link PlayoutPolicy} from a configuration and checks every state.
   *
   * @param start the first state
   * @param seed the seed of the policy and the checks
   * @param maxActions the most actions played
   * @param keep how many violations to keep in detail
   * @return what the checks found
   */
  public GameCheck playAndCheck(GameState start, long seed, int maxActions, int keep) {
    SplittableRandom random = new SplittableRandom(seed);
    SplittableRandom checks = random.split();
    List<Violation> violations = new ArrayList<>();
    int errors = 0;
    int states = 0;
    GameState state = start;
    for (int n = 0; n <= maxActions; n++) {
      List<Violation> found = check(state, checks);
      states++;
      if (!found.isEmpty()) {
        errors++;
        violations.addAll(found.subList(0, Math.min(found.size(), Math.max(0, keep - violations.size()))));
      }
      if (state.phase() == Phase.GAME_OVER) {
        return new GameCheck(states, violations, errors, true);
      }
      List<Action> legal = engine.legalActions(state);
      state = ((Result.Applied) engine.apply(state, PlayoutPolicy.choose(state, legal, random))).state();
    }
    return new GameCheck(states, violations, errors, false);
  }

  /**
   * What a checked run of games found.
   *
   * @param games games played
   * @param finished games that reached their end within the bound
   * @param states states checked
   * @param errors states with a violation
   * @param violations the first violations, in game order
   */
  public record RunCheck(int games, int finished, long states, int errors, List<Violation> violations) {
    /**
     * Copies the list.
     *
     * @param games games
     * @param finished finished
     * @param states states
     * @param errors errors
     * @param violations violations
     */
    public RunCheck {
      violations = List.copyOf(violations);
    }
  }

  /**
   * Plays and checks the games of a run ({@link Simulator#config}, {@link Simulator#gameSeed}), on a pool of
   * threads; the result does not depend on the number of threads.
   *
   * @param players players per game
   * @param games how many games
   * @param runSeed the run's seed
   * @param threads threads checking games in parallel
   * @param maxActions the most actions of one game
   * @param keep how many violations to keep in detail
   * @return what the checks found
   */
  public RunCheck run(int players, int games, long runSeed, int threads, int maxActions, int keep) {
    String scenario = encoding.scenario();
    ForkJoinPool pool = new ForkJoinPool(threads);
    try {
      List<GameCheck> checks = pool.submit(() -> IntStream.range(0, games).parallel()
          .mapToObj(i -> {
            long seed = Simulator.gameSeed(runSeed, i);
            return playAndCheck(engine.start(Simulator.config(scenario, players, seed)), seed, maxActions, keep);
          }).toList()).get();
      List<Violation> violations = new ArrayList<>();
      long states = 0;
      int errors = 0;
      int finished = 0;
      for (GameCheck check : checks) {
        states += check.states();
        errors += check.errors();
        finished += check.finished() ? 1 : 0;
        check.violations().stream().limit(Math.max(0, keep - violations.size())).forEach(violations::add);
      }
      return new RunCheck(games, finished, states, errors, violations);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("check interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("check failed", e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }
}
