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
 * GameState next = engine.apply(state, encoding.action(state, chosenIndex).orElseThrow()).orThrow();
 * }</pre>
 */
public final class Encoding {
  private final Engine engine;
  private final MapDomain map;
  private final ActionSpace actions;
  private final Observation observations;

  private Encoding(Engine engine, ContentIds ids) {
    this.engine = engine;
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
    return new Encoding(engine, new ContentIds(engine.catalogue(), MapDomain.of(engine, scenario), scenario));
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
   * The index of a legal action.
   *
   * @param state the state
   * @param action one of its legal actions
   * @return the index
   * @throws IllegalArgumentException if the action is not legal in the state
   */
  public int index(GameState state, Action action) {
    return actions.index(engine.legalActions(state), action);
  }

  /**
   * The legal action with an index.
   *
   * @param state the state
   * @param index an index
   * @return the action, or empty if no legal action of the state has the index
   */
  public Optional<Action> action(GameState state, int index) {
    List<Action> legal = engine.legalActions(state);
    return actions.action(legal, index);
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
