package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.EndTurn;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.api.state.Phase;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.LongAdder;

/**
 * A reference search bot: information-set Monte Carlo tree search over determinizations (single-observer
 * IS-MCTS, Cowling, Powley and Whitehouse 2012). Each of its {@link #iterations()} iterations per decision
 * <ol>
 *   <li>deals what the deciding player cannot see at random ({@link Engine#sample}), so the search never looks at
 *       hidden cards, tiles or tokens;</li>
 *   <li>walks down one tree shared by all determinizations, keyed by actions, choosing among the actions legal in
 *       this determinization by UCB1 with availability counts ({@value #EXPLORATION} × sqrt(ln available /
 *       visits)), until it adds one new node;</li>
 *   <li>plays on with the {@link PlayoutPolicy} (never undoing) until the deciding player has ended
 *       {@value #HORIZON_TURNS} turn(s) since the decision, or the game ends;</li>
 *   <li>scores the state reached for every player and adds it along the path, each node keeping the score of
 *       the player whose decision led to it.</li>
 * </ol>
 * The score of a finished game is its {@link Outcome#returns()} (solo: the score itself); otherwise each player's
 * {@link ScoreEstimate}, alone for a solo game and against the mean of the others in a game of several, divided
 * by {@value #SCALE}. The bot never chooses {@code undo} unless it is the only action, and answers at once when
 * there is one choice. It plays the action of the most visited child.
 *
 * <p>Deterministic for a given state and random source; thread-safe (one tree per decision), so a {@link Simulator}
 * may share it between threads. It counts its iterations and the time spent searching.
 */
public final class MctsBot implements Policy {
  /** The weight of exploration in UCB1. */
  public static final double EXPLORATION = 0.7;

  /** How many of the deciding player's turns a playout covers, the current one included. */
  public static final int HORIZON_TURNS = 1;

  /** The most actions of one playout. */
  public static final int MAX_PLAYOUT = 300;

  /** The points one step farther from a tile that can be revealed costs in the evaluation. */
  public static final double FRONTIER_WEIGHT = 0.25;

  /** The points a turn still to come is worth in the evaluation. */
  public static final double TURN_WEIGHT = 0.3;

  private static final Action END_TURN = new EndTurn();

  /** The cards drawn per turn, for counting the turns a deck still holds. */
  private static final int HAND = 5;

  /** The turns of a round, for counting the turns of the rounds to come (a 16-card deck, 5 cards a turn). */
  private static final double ROUND_TURNS = 3;

  /** Scores are divided by this, so that a few points weigh about as much as a win. */
  public static final double SCALE = 2;

  private final Engine engine;
  private final int iterations;
  private final int horizon;
  private final ScoreEstimate estimate;
  private final Frontier frontier;
  private final LongAdder done = new LongAdder();
  private final LongAdder searched = new LongAdder();
  private final LongAdder nanos = new LongAdder();

  /**
   * A bot with an iteration budget per decision.
   *
   * @param engine the engine it searches with
   * @param iterations iterations per decision, at least 1
   */
  public MctsBot(Engine engine, int iterations) {
    this(engine, iterations, HORIZON_TURNS);
  }

  /**
   * A bot with an iteration budget per decision and a playout horizon.
   *
   * @param engine the engine it searches with
   * @param iterations iterations per decision, at least 1
   * @param horizon how many of the deciding player's turns a playout covers, at least 1
   */
  public MctsBot(Engine engine, int iterations, int horizon) {
    this.engine = Objects.requireNonNull(engine, "engine");
    if (iterations < 1 || horizon < 1) {
      throw new IllegalArgumentException("iterations and horizon must be at least 1 but were " + iterations
          + " and " + horizon);
    }
    this.iterations = iterations;
    this.horizon = horizon;
    this.estimate = new ScoreEstimate(engine.catalogue());
    this.frontier = new Frontier(engine.catalogue());
  }

  /** @return the iterations per decision */
  public int iterations() {
    return iterations;
  }

  /** @return the iterations run so far, over all decisions and threads */
  public long iterationsRun() {
    return done.sum();
  }

  /** @return the decisions searched so far (those with a single choice are answered without a search) */
  public long searches() {
    return searched.sum();
  }

  /** @return the seconds spent searching so far, summed over threads */
  public double secondsSearching() {
    return nanos.sum() / 1e9;
  }

  @Override
  public Action choose(GameState state, List<Action> legal, SplittableRandom random) {
    List<Action> candidates = searchable(legal);
    if (candidates.size() == 1) {
      return candidates.get(0);
    }
    long start = System.nanoTime();
    int me = ((Status.Decision) engine.status(state)).player();
    Node root = new Node(-1);
    for (int i = 0; i < iterations; i++) {
      iterate(root, engine.sample(state, me, random.nextLong()), me, random);
    }
    done.add(iterations);
    searched.increment();
    nanos.add(System.nanoTime() - start);
    Action best = candidates.get(0);
    Node bestNode = null;
    for (Action action : candidates) {
      Node child = root.children.get(action);
      if (child != null && (bestNode == null || child.visits > bestNode.visits
          || child.visits == bestNode.visits && child.mean() > bestNode.mean())) {
        best = action;
        bestNode = child;
      }
    }
    return best;
  }

  /** The actions a search considers: all but {@code undo}, unless nothing else is legal. */
  private static List<Action> searchable(List<Action> legal) {
    List<Action> out = new ArrayList<>(legal.size());
    for (Action action : legal) {
      if (!(action instanceof Undo)) {
        out.add(action);
      }
    }
    return out.isEmpty() ? legal : out;
  }

  /** One iteration: selection and expansion in the tree, a playout, and the backup of the scores. */
  private void iterate(Node root, GameState determinization, int me, SplittableRandom random) {
    GameState state = determinization;
    Node node = root;
    List<Node> path = new ArrayList<>();
    path.add(root);
    int turns = 0;
    boolean expanded = false;
    while (!expanded && state.phase() != Phase.GAME_OVER) {
      Status status = engine.status(state);
      if (!(status instanceof Status.Decision)) {
        break;
      }
      int player = ((Status.Decision) status).player();
      List<Action> actions = searchable(engine.legalActions(state));
      List<Action> untried = new ArrayList<>();
      for (Action action : actions) {
        Node child = node.children.computeIfAbsent(action, a -> new Node(player));
        child.available++;
        if (child.visits == 0) {
          untried.add(action);
        }
      }
      Action chosen;
      if (!untried.isEmpty()) {
        chosen = untried.get(random.nextInt(untried.size()));
        expanded = true;
      } else {
        chosen = best(node, actions);
      }
      turns += chosen instanceof EndTurn && player == me ? 1 : 0;
      state = engine.apply(state, chosen).orThrow();
      node = node.children.get(chosen);
      path.add(node);
    }
    double[] scores = scores(playout(state, me, turns, random));
    for (Node n : path) {
      n.visits++;
      if (n.player >= 0) {
        n.value += scores[n.player];
      }
    }
  }

  private static Action best(Node node, List<Action> actions) {
    Action best = null;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (Action action : actions) {
      Node child = node.children.get(action);
      double ucb = child.mean() + EXPLORATION * Math.sqrt(Math.log(child.available) / child.visits);
      if (ucb > bestValue) {
        bestValue = ucb;
        best = action;
      }
    }
    return best;
  }

  /** Plays the {@link PlayoutPolicy} without undoing until the horizon or the end of the game. */
  private GameState playout(GameState start, int me, int turnsSoFar, SplittableRandom random) {
    GameState state = start;
    int turns = turnsSoFar;
    for (int n = 0; n < MAX_PLAYOUT && turns < horizon && state.phase() != Phase.GAME_OVER; n++) {
      Status status = engine.status(state);
      List<Action> actions = searchable(engine.legalActions(state));
      Action action = finishing(state, actions, random);
      if (action instanceof EndTurn && status instanceof Status.Decision
          && ((Status.Decision) status).player() == me) {
        turns++;
      }
      state = engine.apply(state, action).orThrow();
    }
    return state;
  }

  /**
   * The playout's choice: outside a combat the plain {@code end-turn} when it is legal (a playout finishes the
   * turn; it does not start fights the tree did not choose), otherwise the {@link PlayoutPolicy}.
   */
  private static Action finishing(GameState state, List<Action> actions, SplittableRandom random) {
    if (state.turn().combat().isEmpty() && actions.contains(END_TURN)) {
      return END_TURN;
    }
    return PlayoutPolicy.choose(state, actions, random);
  }

  /** Each player's score of a state: its return when the game is over, else its estimate. */
  private double[] scores(GameState state) {
    int n = state.players().size();
    double[] out = new double[n];
    if (state.outcome().isPresent()) {
      Outcome outcome = state.outcome().get();
      for (int p = 0; p < n; p++) {
        out[p] = n == 1 ? outcome.returns().get(p) / SCALE : outcome.returns().get(p);
      }
      return out;
    }
    double[] points = new double[n];
    double total = 0;
    for (int p = 0; p < n; p++) {
      points[p] = evaluate(state, p);
      total += points[p];
    }
    for (int p = 0; p < n; p++) {
      out[p] = n == 1 ? points[p] / SCALE
          : Math.max(-1, Math.min(1, (points[p] - (total - points[p]) / (n - 1)) / SCALE));
    }
    return out;
  }

  /**
   * A player's score estimate, less {@value #FRONTIER_WEIGHT} per step between the hero and the nearest hex a tile
   * could be revealed next to, plus {@value #TURN_WEIGHT} per turn the player can still expect (the cards left
   * in the deck over the hand limit, and the rounds after this one), so that a one-turn search moves towards new
   * tiles and does not give up its turns.
   */
  private double evaluate(GameState state, int p) {
    int distance = frontier.distance(state, p);
    double value = estimate.score(state, p) - FRONTIER_WEIGHT * Math.max(0, distance - 1);
    int rounds = Frontier.setup(engine.catalogue(), state).map(s -> s.rounds()).orElse(state.round());
    double turns = state.player(p).deck().size() / (double) HAND + Math.max(0, rounds - state.round()) * ROUND_TURNS;
    return value + TURN_WEIGHT * turns;
  }

  /** A node of the tree: the action that leads to it is a decision of {@code player}. */
  private static final class Node {
    final int player;
    final Map<Action, Node> children = new HashMap<>();
    int visits;
    int available;
    double value;

    Node(int player) {
      this.player = player;
    }

    double mean() {
      return visits == 0 ? 0 : value / visits;
    }
  }
}
