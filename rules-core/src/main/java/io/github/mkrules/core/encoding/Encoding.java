package io.github.mkrules.core.encoding;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The encodings of one scenario joined to an engine: the legal indices and mask of a state, the action of an
 * index, and the observation tensors of a player (docs/bots.md). Immutable and thread-safe.
 *
 * <pre>{@code
 * Encoding encoding = Encoding.of(engine, "first-reconnaissance");
 * boolean[] mask = encoding.mask(state);                  // encoding.actions().size() flags
 * float[] x = encoding.observe(state, player);            // encoding.observations().size() numbers
 * GameState next = engine.apply(state, encoding.actions().action(chosenIndex).orElseThrow()).orThrow();
 * double[] z = encoding.returns(next);                      // the Outcome's returns once the game is over
 * }</pre>
 */
public final class Encoding {
  private final Engine engine;
  private final String scenario;
  private final MapDomain map;
  private final ActionSpace actions;
  private final Observation observations;

  private Encoding(Engine engine, ContentIds ids, String scenario) {
    this.engine = engine;
    this.scenario = scenario;
    this.map = ids.map;
    this.actions = new ActionSpace(ids);
    this.observations = new Observation(ids);
  }

  /**
   * The encodings of a scenario.
   *
   * @param engine the engine
   * @param scenario the scenario id
   * @return the encodings
   * @throws IllegalArgumentException if the engine does not know the scenario
   */
  public static Encoding of(Engine engine, String scenario) {
    Objects.requireNonNull(engine, "engine");
    Objects.requireNonNull(scenario, "scenario");
    return new Encoding(engine, new ContentIds(engine.catalogue(), MapDomain.of(engine, scenario), scenario), scenario);
  }

  /** @return the scenario the encodings are for */
  public String scenario() {
    return scenario;
  }

  /** @return the action space */
  public ActionSpace actions() {
    return actions;
  }

  /** @return the observation encoding */
  public Observation observations() {
    return observations;
  }

  /** @return the hexes and slots both encodings number */
  public MapDomain map() {
    return map;
  }

  /**
   * The indices of a state's legal actions.
   *
   * @param state the state
   * @return one index per legal action, in the order of {@link Engine#legalActions}
   * @throws EncodingException if the actions cannot be encoded
   */
  public int[] legalIndices(GameState state) {
    return actions.indices(engine.legalActions(state));
  }

  /**
   * The legal mask of a state.
   *
   * @param state the state
   * @return {@code actions().size()} flags, true at the legal actions' indices
   */
  public boolean[] mask(GameState state) {
    return actions.mask(engine.legalActions(state));
  }

  /**
   * The index of an action: the same in every state (docs/bots.md).
   *
   * @param action an action of the scenario
   * @return its index in {@code [0, actions().size())}
   * @throws EncodingException if a parameter is outside its domain
   */
  public int index(Action action) {
    return actions.index(action);
  }

  /**
   * The legal action with an index.
   *
   * @param state the state
   * @param index an index
   * @return the action, or empty if no legal action of the state has the index
   */
  public Optional<Action> action(GameState state, int index) {
    return actions.action(engine.legalActions(state), index);
  }

  /**
   * Each player's return (issue 7): the {@link io.github.mkrules.api.state.Outcome#returns()} of a finished game,
   * zeros while it runs. In a game of several players a return is in {@code [-1, 1]}; in a solo game it is the
   * score.
   *
   * @param state the state
   * @return one number per player, by player index
   */
  public double[] returns(GameState state) {
    double[] out = new double[state.players().size()];
    state.outcome().ifPresent(outcome -> {
      for (int p = 0; p < out.length; p++) {
        out[p] = outcome.returns().get(p);
      }
    });
    return out;
  }

  /**
   * The observation tensor of a player: the encoding of that player's view, never of the state.
   *
   * @param state the state
   * @param player the player index
   * @return {@code observations().size()} numbers
   */
  public float[] observe(GameState state, int player) {
    return observations.encode(engine.view(state, player));
  }

  /**
   * The public information of every player, seen from one player.
   *
   * @param state the state
   * @param player the viewer's index
   * @return {@code observations().seats() * observations().playerFeatures()} numbers
   */
  public float[] players(GameState state, int player) {
    return observations.players(engine.view(state, player));
  }
}
