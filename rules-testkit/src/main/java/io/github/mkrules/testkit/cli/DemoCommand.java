package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.testkit.PlayoutPolicy;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/** Plays and prints a short seeded game of First Reconnaissance. */
final class DemoCommand implements Command {
  private static final String[] HEROES = {"arythea", "goldyx", "norowas", "tovak"};
  private static final HexCoord PORTAL = new HexCoord(0, 0);

  @Override
  public String name() {
    return "demo";
  }

  @Override
  public String usage() {
    return "demo [--players N] [--seed S]   play and print a seeded First Reconnaissance game (an exploring policy)";
  }

  @Override
  public int run(List<String> args, PrintStream out, PrintStream err) {
    Options options = new Options(args, List.of("players", "seed"));
    int players = (int) options.number("players", 2);
    long seed = options.number("seed", 1);
    if (players < 1 || players > 4) {
      throw new UsageException("--players must be 1 to 4");
    }
    Engine engine = Engine.load();
    GameState state = engine.start(GameConfig.of(seed, Arrays.copyOf(HEROES, players)));
    out.println("First Reconnaissance, " + players + " player(s), seed " + seed);
    printSetup(state, out);
    out.println();
    out.println("Legal actions of the first decision (" + CoreEngine.statusOf(state) + "):");
    for (Action action : engine.legalActions(state)) {
      out.println("  " + action.notation());
    }
    out.println();
    SplittableRandom random = new SplittableRandom(seed);
    int steps = 0;
    while (state.phase() != Phase.GAME_OVER) {
      List<Action> legal = engine.legalActions(state);
      Action action = explorer(state, legal, random);
      Status status = CoreEngine.statusOf(state);
      Result.Applied applied = (Result.Applied) engine.apply(state, action);
      int player = status instanceof Status.Decision ? ((Status.Decision) status).player() : -1;
      out.println("R" + state.round() + " " + state.time() + "  " + state.player(player).hero() + ": " + action.notation());
      for (Event event : applied.events()) {
        out.println("      " + event);
      }
      state = applied.state();
      steps++;
    }
    out.println();
    out.println("Game over after " + steps + " actions (" + state.endReason() + ").");
    for (PlayerState p : state.players()) {
      out.println("  " + p.hero() + ": Fame " + p.fame() + ", Reputation " + p.reputation() + ", level " + p.level());
    }
    return 0;
  }

  /**
   * A demo policy that shows the map growing: explore when possible, else move away from the Portal, else
   * gather Move by playing a card sideways, else a random legal action.
   */
  private static Action explorer(GameState state, List<Action> legal, SplittableRandom random) {
    Move outward = null;
    int here = CoreEngine.statusOf(state) instanceof Status.Decision d && state.phase() == Phase.PLAYER_TURNS
        ? state.player(d.player()).position().map(p -> p.distance(PORTAL)).orElse(0) : 0;
    for (Action action : legal) {
      if (action instanceof Explore) {
        return action;
      }
      if (action instanceof Move move && move.to().distance(PORTAL) > here
          && (outward == null || move.to().distance(PORTAL) > outward.to().distance(PORTAL))) {
        outward = move;
      }
    }
    if (outward != null) {
      return outward;
    }
    for (Action action : legal) {
      if (action instanceof PlaySideways sideways && sideways.use() == SidewaysUse.MOVE) {
        return action;
      }
    }
    return PlayoutPolicy.choose(legal, random);
  }

  private static void printSetup(GameState state, PrintStream out) {
    out.println("Round " + state.round() + ", " + state.time());
    out.println("Tiles: " + state.map().tiles() + "; " + state.map().tileStack().size() + " in the stack");
    out.println("Enemies on the map: " + state.map().enemies());
    out.println("Source: " + state.source());
    out.println("Units offer: " + state.supply().unitOffer());
    out.println("Advanced Actions offer: " + state.supply().advancedActionOffer());
    out.println("Spells offer: " + state.supply().spellOffer());
    out.println("Tactics: " + state.tactics());
    for (PlayerState p : state.players()) {
      out.println(p.hero() + ": hand " + p.hand() + ", deck " + p.deck().size() + " cards");
    }
  }
}
