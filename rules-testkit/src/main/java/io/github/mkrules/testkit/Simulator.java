package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Seeded random playouts of any engine, scenario and player count. Each game starts from a {@link GameConfig}
 * whose players take the heroes arythea, goldyx, norowas and tovak in that order, with a seed derived from the
 * run seed and the game's index ({@link #gameSeed}); the same seed drives the {@link PlayoutPolicy}. A game is
 * therefore the same whichever thread plays it, and the totals of a run are equal for any number of threads.
 *
 * <p>Each game loops: list the legal actions, let the policy choose one, apply it. It ends as
 * <ul>
 *   <li><b>finished</b> when the state is in {@link Phase#GAME_OVER} (R-FLOW-4);
 *   <li><b>error</b> when the engine throws, rejects an action it listed, or a finished game still lists
 *       actions (and, with {@link #checkingInvariants()}, when an {@link Invariants} check fails);
 *   <li><b>stuck</b> when a state that is not over lists no action, or when the game is still running after
 *       {@link #maxActions()} actions (by default {@value #DEFAULT_MAX_ACTIONS}).
 * </ul>
 */
public final class Simulator {
  /** The default bound of actions per game; a First Reconnaissance game takes a few hundred. */
  public static final int DEFAULT_MAX_ACTIONS = 20_000;

  /** The heroes given to players 1 to 4, in order. */
  public static final List<String> HEROES = List.of("arythea", "goldyx", "norowas", "tovak");

  /** How many failures a {@link Report} keeps in detail. */
  public static final int KEPT_FAILURES = 5;

  /** How many of the last actions a failure records. */
  public static final int LAST_ACTIONS = 8;

  private final Engine engine;
  private final int maxActions;
  private final Invariants invariants;
  private final Policy policy;
  private final LegalListTable table;
  private final java.util.Set<String> deedCards;
  private final java.util.Map<String, String> options;

  private Simulator(Engine engine, int maxActions, Invariants invariants, Policy policy, LegalListTable table,
      java.util.Map<String, String> options) {
    this.options = java.util.Map.copyOf(options);
    this.engine = Objects.requireNonNull(engine, "engine");
    this.deedCards = DeedPlays.countedCards(engine.catalogue());
    if (maxActions < 1) {
      throw new IllegalArgumentException("maxActions must be positive but was " + maxActions);
    }
    this.maxActions = maxActions;
    this.invariants = invariants;
    this.policy = Objects.requireNonNull(policy, "policy");
    this.table = table;
  }

  /**
   * A simulator with the default action bound and no invariant checks.
   *
   * @param engine the engine to play
   */
  public Simulator(Engine engine) {
    this(engine, DEFAULT_MAX_ACTIONS, null, Policy.playout(), null, java.util.Map.of());
  }

  /**
   * This simulator with another bound of actions per game.
   *
   * @param bound the most actions a game may take before it counts as stuck
   * @return a new simulator
   */
  public Simulator withMaxActions(int bound) {
    return new Simulator(engine, bound, invariants, policy, table, options);
  }

  /**
   * This simulator checking the {@link Invariants} of the bundled content after every action; a violation
   * counts as an error. Slower, meant for soak runs.
   *
   * @return a new simulator
   */
  public Simulator withInvariants() {
    return new Simulator(engine, maxActions, Invariants.base(), policy, table, options);
  }

  /**
   * This simulator choosing the actions with another policy (by default the {@link PlayoutPolicy}), such as
   * {@link Policy#random()} or an {@link MctsBot}.
   *
   * @param chooser the policy of every player
   * @return a new simulator
   */
  public Simulator withPolicy(Policy chooser) {
    return new Simulator(engine, maxActions, invariants, chooser, table, options);
  }

  /**
   * This simulator adding the length of every legal-action list it meets to a table, by decision kind and by
   * kind of action (issue 14); the table may be shared by the threads of a run.
   *
   * @param legalLists the table to fill
   * @return a new simulator
   */
  public Simulator withLegalListTable(LegalListTable legalLists) {
    return new Simulator(engine, maxActions, invariants, policy, Objects.requireNonNull(legalLists, "legalLists"), options);
  }

  /**
   * This simulator starting every game with options of the configuration: a scenario's own and the variants
   * (docs/decisions/scenarios.md).
   *
   * @param gameOptions the options by name
   * @return a new simulator
   */
  public Simulator withOptions(java.util.Map<String, String> gameOptions) {
    return new Simulator(engine, maxActions, invariants, policy, table, gameOptions);
  }

  /** @return the most actions a game may take */
  public int maxActions() {
    return maxActions;
  }

  /** @return whether invariants are checked after every action */
  public boolean checkingInvariants() {
    return invariants != null;
  }

  /**
   * The seed of one game of a run: a 64-bit mix of the run seed and the game index, so neighbouring games
   * are unrelated and a game does not depend on which thread plays it.
   *
   * @param runSeed the run's seed
   * @param gameIndex the game's index in the run, from 0
   * @return the game's seed, used for the configuration and the policy
   */
  public static long gameSeed(long runSeed, int gameIndex) {
    long z = runSeed + 0x9E3779B97F4A7C15L * (gameIndex + 1L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * The configuration of a simulated game: the first {@code players} of {@link #HEROES}.
   *
   * @param scenario the scenario id
   * @param players the number of players, 1 to 4
   * @param seed the game's seed
   * @return the configuration
   */
  public static GameConfig config(String scenario, int players, long seed) {
    return config(scenario, players, seed, java.util.Map.of());
  }

  /**
   * The configuration of a simulated game with options.
   *
   * @param scenario the scenario id
   * @param players the number of players, 1 to 4
   * @param seed the game's seed
   * @param options the options of the configuration
   * @return the configuration
   */
  public static GameConfig config(String scenario, int players, long seed, java.util.Map<String, String> options) {
    if (players < 1 || players > HEROES.size()) {
      throw new IllegalArgumentException("players must be 1 to " + HEROES.size() + " but was " + players);
    }
    return GameConfig.builder().scenario(scenario).seed(seed).options(options)
        .players(HEROES.subList(0, players).stream().map(PlayerSetup::of).toList()).build();
  }

  /**
   * Plays one game of a run.
   *
   * @param scenario the scenario id
   * @param players the number of players
   * @param runSeed the run's seed
   * @param gameIndex the game's index in the run
   * @return how the game went
   */
  public GameOutcome play(String scenario, int players, long runSeed, int gameIndex) {
    long seed = gameSeed(runSeed, gameIndex);
    Deque<Action> last = new ArrayDeque<>(LAST_ACTIONS + 1);
    int actions = 0;
    CombatTotals.Tracker combat = new CombatTotals.Tracker();
    TotalsTracker<ProgressTotals> progress = ProgressTotals.tracker();
    DeedPlays.Tracker deeds = new DeedPlays.Tracker(deedCards);
    Lengths lengths = new Lengths();
    try {
      GameState state = engine.start(config(scenario, players, seed, options));
      SplittableRandom random = new SplittableRandom(seed);
      while (true) {
        List<Action> legal = engine.legalActions(state);
        if (state.phase() == Phase.GAME_OVER) {
          return legal.isEmpty()
              ? outcome(gameIndex, seed, lengths, GameOutcome.Kind.FINISHED, actions, "", last, combat, progress, deeds)
                  .withResult(state)
              : outcome(gameIndex, seed, lengths, GameOutcome.Kind.ERROR, actions,
                  "a finished game lists " + legal.size() + " action(s) (R-FLOW-4)", last, combat, progress, deeds);
        }
        if (legal.isEmpty()) {
          return outcome(gameIndex, seed, lengths, GameOutcome.Kind.STUCK, actions, "no legal action in " + state,
              last, combat, progress, deeds);
        }
        if (actions >= maxActions) {
          return outcome(gameIndex, seed, lengths, GameOutcome.Kind.STUCK, actions,
              "still running after " + maxActions + " actions in " + state, last, combat, progress, deeds);
        }
        lengths.add(legal.size());
        if (table != null) {
          table.add(engine.status(state), legal);
        }
        Action action = policy.choose(state, legal, random);
        remember(last, action);
        Result result = engine.apply(state, action);
        actions++;
        if (!(result instanceof Result.Applied)) {
          return outcome(gameIndex, seed, lengths, GameOutcome.Kind.ERROR, actions,
              "listed action rejected: " + ((Result.Rejected) result).rejection(), last, combat, progress, deeds);
        }
        Result.Applied applied = (Result.Applied) result;
        GameState next = applied.state();
        combat.step(action, next, applied.events());
        progress.step(action, next, applied.events());
        deeds.step(action, next, applied.events());
        if (invariants != null) {
          List<Violation> violations = invariants.checkStep(state, next, applied.events());
          if (!violations.isEmpty()) {
            return outcome(gameIndex, seed, lengths, GameOutcome.Kind.ERROR, actions, "invariant: " + violations,
                last, combat, progress, deeds);
          }
        }
        state = next;
      }
    } catch (RuntimeException | StackOverflowError e) {
      return outcome(gameIndex, seed, lengths, GameOutcome.Kind.ERROR, actions, "exception: " + e, last, combat, progress, deeds);
    }
  }

  private static void remember(Deque<Action> last, Action action) {
    if (last.size() == LAST_ACTIONS) {
      last.removeFirst();
    }
    last.addLast(action);
  }

  private static GameOutcome outcome(int index, long seed, Lengths lengths, GameOutcome.Kind kind, int actions, String detail,
      Deque<Action> last, CombatTotals.Tracker combat, TotalsTracker<ProgressTotals> progress,
      DeedPlays.Tracker deeds) {
    List<String> notations = new ArrayList<>(last.size());
    if (kind != GameOutcome.Kind.FINISHED) {
      for (Action action : last) {
        notations.add(action.notation());
      }
    }
    return new GameOutcome(index, seed, kind, actions, detail, notations, List.of(), false, combat.totals(),
        lengths.max, lengths.total, progress.totals(), deeds.plays());
  }

  /** The longest legal-action list of a game and the sum of their lengths. */
  private static final class Lengths {
    int max;
    long total;

    void add(int length) {
      max = Math.max(max, length);
      total += length;
    }
  }

  /**
   * Plays a run of games on a fixed pool of threads.
   *
   * @param scenario the scenario id
   * @param players the number of players
   * @param games how many games
   * @param runSeed the run's seed
   * @param threads how many threads play games
   * @param progress told the number of completed games after each game (from any thread); may be null
   * @return the totals, equal for any number of threads
   */
  public Report run(String scenario, int players, int games, long runSeed, int threads, Consumer<Integer> progress) {
    if (games < 0 || threads < 1) {
      throw new IllegalArgumentException("games must be >= 0 and threads >= 1");
    }
    long start = System.nanoTime();
    AtomicInteger next = new AtomicInteger();
    AtomicInteger done = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "simulator");
      t.setDaemon(true);
      return t;
    });
    try {
      List<Future<Tally>> parts = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        parts.add(pool.submit(() -> {
          Tally tally = new Tally();
          for (int i = next.getAndIncrement(); i < games; i = next.getAndIncrement()) {
            tally.add(play(scenario, players, runSeed, i));
            int completed = done.incrementAndGet();
            if (progress != null) {
              progress.accept(completed);
            }
          }
          return tally;
        }));
      }
      Tally total = new Tally();
      for (Future<Tally> part : parts) {
        total.merge(part.get());
      }
      return total.report(scenario, players, games, System.nanoTime() - start);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("simulation interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("simulation failed", e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * States sampled from random playouts, for benchmarks and property checks: from each of {@code games} games
   * of a run, every state of {@link Phase#PLAYER_TURNS} is a candidate and {@code perGame} of them are drawn
   * at random.
   *
   * @param scenario the scenario id
   * @param players the number of players
   * @param games how many games to play
   * @param perGame how many states to keep per game
   * @param runSeed the run's seed
   * @return the sampled states, in game order
   */
  public List<GameState> sampleStates(String scenario, int players, int games, int perGame, long runSeed) {
    List<GameState> out = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      long seed = gameSeed(runSeed, g);
      List<GameState> seen = new ArrayList<>();
      GameState state = engine.start(config(scenario, players, seed, options));
      SplittableRandom random = new SplittableRandom(seed);
      for (int n = 0; n < maxActions && state.phase() != Phase.GAME_OVER; n++) {
        if (state.phase() == Phase.PLAYER_TURNS) {
          seen.add(state);
        }
        Result result = engine.apply(state, PlayoutPolicy.choose(state, engine.legalActions(state), random));
        state = ((Result.Applied) result).state();
      }
      for (int k = 0; k < perGame && !seen.isEmpty(); k++) {
        out.add(seen.remove(random.nextInt(seen.size())));
      }
    }
    return out;
  }

  /**
   * How one game went.
   *
   * @param index the game's index in the run
   * @param seed the game's seed (configuration and policy)
   * @param kind finished, error or stuck
   * @param actions how many actions were applied
   * @param detail what went wrong, empty for a finished game
   * @param lastActions the notation of the last actions before a failure, oldest first
   * @param scores the final score of each player of a finished game (S-GENERAL-42), by player index
   * @param won whether a finished game has a winner (a cooperative or solo mission may fail, S-FULL-COOP-05)
   * @param combat what the game saw of combat, from its events
   * @param maxLegal the longest legal-action list the game met
   * @param legalTotal the sum of the lengths of the legal-action lists the actions were chosen from
   * @param progress what the game saw of units, interactions, levels and skills, from its events
   * @param deeds the effects of Advanced Actions, Spells and Artifacts the game played, from its events
   */
  public record GameOutcome(int index, long seed, Kind kind, int actions, String detail, List<String> lastActions,
      List<Integer> scores, boolean won, CombatTotals combat, int maxLegal, long legalTotal,
      ProgressTotals progress, DeedPlays deeds) {
    /** How a game ended. */
    public enum Kind {
      /** The game reached game over. */
      FINISHED,
      /** The engine threw, rejected a listed action, or broke an invariant. */
      ERROR,
      /** No legal action in a running game, or the action bound was reached. */
      STUCK
    }

    /**
     * Copies the list.
     *
     * @param index index
     * @param seed seed
     * @param kind kind
     * @param actions actions
     * @param detail detail
     * @param lastActions last actions
     * @param scores final scores
     * @param won whether somebody won
     * @param combat combat totals
     * @param maxLegal longest list
     * @param legalTotal sum of list lengths
     * @param progress progress totals
     * @param deeds deed card effects played
     */
    public GameOutcome {
      lastActions = List.copyOf(lastActions);
      scores = List.copyOf(scores);
    }

    /**
     * This outcome with the final scores and winners of a finished game.
     *
     * @param over the game-over state
     * @return the changed copy
     */
    GameOutcome withResult(GameState over) {
      List<Integer> totals = new ArrayList<>();
      boolean someone = false;
      if (over.outcome().isPresent()) {
        over.outcome().get().scores().forEach(score -> totals.add(score.total()));
        someone = !over.outcome().get().winners().isEmpty();
      }
      return new GameOutcome(index, seed, kind, actions, detail, lastActions, totals, someone, combat, maxLegal,
          legalTotal, progress, deeds);
    }
  }

  /**
   * The totals of a run.
   *
   * @param scenario the scenario id
   * @param players the number of players
   * @param games games played
   * @param finished games that reached game over
   * @param errors games that ended in an error
   * @param stuck games that got stuck
   * @param actions actions applied in all games
   * @param nanos the wall-clock time of the run
   * @param failures the first {@value #KEPT_FAILURES} failed games by index
   * @param scores the final score of every player of every finished game, sorted
   * @param won the finished games that somebody won
   * @param combat what all games saw of combat, from their events
   * @param maxLegal the longest legal-action list met in any game
   * @param legalTotal the sum of the lengths of the legal-action lists the actions were chosen from
   * @param progress what all games saw of units, interactions, levels and skills, from their events
   * @param deeds the effects of Advanced Actions, Spells and Artifacts all games played, from their events
   */
  public record Report(String scenario, int players, int games, int finished, int errors, int stuck, long actions,
      long nanos, List<GameOutcome> failures, List<Integer> scores, int won, CombatTotals combat, int maxLegal,
      long legalTotal, ProgressTotals progress, DeedPlays deeds) {
    /**
     * Copies the list.
     *
     * @param scenario scenario
     * @param players players
     * @param games games
     * @param finished finished
     * @param errors errors
     * @param stuck stuck
     * @param actions actions
     * @param nanos nanos
     * @param failures failures
     * @param scores final scores, sorted
     * @param won games with a winner
     * @param combat combat totals
     * @param maxLegal longest list
     * @param legalTotal sum of list lengths
     * @param progress progress totals
     * @param deeds deed card effects played
     */
    public Report {
      failures = List.copyOf(failures);
      scores = List.copyOf(scores);
    }

    /**
     * A quantile of the final scores.
     *
     * @param q from 0 (the lowest) to 1 (the highest)
     * @return the score at that rank, or 0 without finished games
     */
    public int scoreQuantile(double q) {
      return scores.isEmpty() ? 0 : scores.get((int) Math.round(q * (scores.size() - 1)));
    }

    /** @return the mean final score, or 0 without finished games */
    public double meanScore() {
      return scores.stream().mapToInt(Integer::intValue).average().orElse(0);
    }

    /** @return the wall-clock seconds of the run */
    public double seconds() {
      return nanos / 1e9;
    }

    /** @return the mean length of the legal-action lists the actions were chosen from, 0 without actions */
    public double meanLegal() {
      return actions == 0 ? 0 : (double) legalTotal / actions;
    }

    /** @return whether every game finished */
    public boolean clean() {
      return errors == 0 && stuck == 0;
    }
  }

  /** The running totals of one worker. */
  private static final class Tally {
    int games;
    int finished;
    int errors;
    int stuck;
    long actions;
    int won;
    CombatTotals combat = CombatTotals.NONE;
    ProgressTotals progress = ProgressTotals.NONE;
    DeedPlays deeds = DeedPlays.NONE;
    int maxLegal;
    long legalTotal;
    final List<GameOutcome> failures = new ArrayList<>();
    final List<Integer> scores = new ArrayList<>();

    void add(GameOutcome outcome) {
      games++;
      actions += outcome.actions();
      combat = combat.plus(outcome.combat());
      progress = progress.plus(outcome.progress());
      deeds = deeds.plus(outcome.deeds());
      maxLegal = Math.max(maxLegal, outcome.maxLegal());
      legalTotal += outcome.legalTotal();
      switch (outcome.kind()) {
        case FINISHED:
          finished++;
          scores.addAll(outcome.scores());
          won += outcome.won() ? 1 : 0;
          return;
        case ERROR:
          errors++;
          break;
        default:
          stuck++;
          break;
      }
      failures.add(outcome);
      trim();
    }

    void merge(Tally other) {
      games += other.games;
      finished += other.finished;
      errors += other.errors;
      stuck += other.stuck;
      actions += other.actions;
      won += other.won;
      scores.addAll(other.scores);
      combat = combat.plus(other.combat);
      progress = progress.plus(other.progress);
      deeds = deeds.plus(other.deeds);
      maxLegal = Math.max(maxLegal, other.maxLegal);
      legalTotal += other.legalTotal;
      failures.addAll(other.failures);
      trim();
    }

    private void trim() {
      failures.sort(Comparator.comparingInt(GameOutcome::index));
      while (failures.size() > KEPT_FAILURES) {
        failures.remove(failures.size() - 1);
      }
    }

    Report report(String scenario, int players, int expectedGames, long nanos) {
      if (games != expectedGames) {
        throw new IllegalStateException("played " + games + " of " + expectedGames + " games");
      }
      List<Integer> sorted = new ArrayList<>(scores);
      sorted.sort(null);
      return new Report(scenario, players, games, finished, errors, stuck, actions, nanos, failures, sorted, won,
          combat, maxLegal, legalTotal, progress, deeds);
    }
  }
}
