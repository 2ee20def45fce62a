package io.github.mkrules.testkit;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.view.PlayerView;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The real engine with one method replaced, to show that the checks catch a broken engine.
 */
final class BrokenEngine implements Engine {
  private final Engine real = Engine.load();
  private Function<GameState, List<Action>> legal = real::legalActions;
  private BiFunction<GameState, Action, Result> apply = real::apply;
  private BiFunction<GameState, Integer, PlayerView> view = real::view;
  private BiFunction<GameState, Integer, GameState> sample; // null: the real sampling with the given seed
  private Function<GameState, Status> status = real::status;

  /** @return the real engine this one wraps */
  Engine real() {
    return real;
  }

  BrokenEngine legal(Function<GameState, List<Action>> replacement) {
    legal = replacement;
    return this;
  }

  BrokenEngine apply(BiFunction<GameState, Action, Result> replacement) {
    apply = replacement;
    return this;
  }

  BrokenEngine view(BiFunction<GameState, Integer, PlayerView> replacement) {
    view = replacement;
    return this;
  }

  BrokenEngine status(Function<GameState, Status> replacement) {
    status = replacement;
    return this;
  }

  BrokenEngine sample(BiFunction<GameState, Integer, GameState> replacement) {
    sample = replacement;
    return this;
  }

  @Override
  public GameState sample(GameState state, int player, long seed) {
    return sample == null ? real.sample(state, player, seed) : sample.apply(state, player);
  }

  @Override
  public Catalogue catalogue() {
    return real.catalogue();
  }

  @Override
  public GameState start(GameConfig config) {
    return real.start(config);
  }

  @Override
  public Status status(GameState state) {
    return status.apply(state);
  }

  @Override
  public List<Action> legalActions(GameState state) {
    return legal.apply(state);
  }

  @Override
  public Result apply(GameState state, Action action) {
    return apply.apply(state, action);
  }

  @Override
  public PlayerView view(GameState state, int player) {
    return view.apply(state, player);
  }
}
