package io.github.mkrules.scenarios;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.core.content.Content;
import java.util.List;

/**
 * The Mage Knight engine with every scenario of the scenario book that is implemented. Found by
 * {@link Engine#load()}, or created directly with {@link #engine()}.
 */
public final class MageKnight implements Engine {
  private static final class Holder {
    static final CoreEngine ENGINE =
        new CoreEngine(Content.base(), ScenarioLoader.loadBundled(Content.base()));
  }

  /** Creates the service; all instances share one immutable engine. */
  public MageKnight() {}

  /**
   * The engine.
   *
   * @return the shared engine instance
   */
  public static CoreEngine engine() {
    return Holder.ENGINE;
  }

  @Override
  public GameState start(GameConfig config) {
    return engine().start(config);
  }

  @Override
  public Status status(GameState state) {
    return engine().status(state);
  }

  @Override
  public List<Action> legalActions(GameState state) {
    return engine().legalActions(state);
  }

  @Override
  public Result apply(GameState state, Action action) {
    return engine().apply(state, action);
  }

  @Override
  public PlayerView view(GameState state, int player) {
    return engine().view(state, player);
  }

  @Override
  public Catalogue catalogue() {
    return engine().catalogue();
  }

  @Override
  public GameState sample(GameState state, int player, long seed) {
    return engine().sample(state, player, seed);
  }
}
