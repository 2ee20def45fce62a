package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.testkit.PlayoutPolicy;
import io.github.mkrules.testkit.Simulator;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

/** {@code render}: an SVG picture of the map of a seeded game after some random actions. */
final class RenderCommand extends Command {
  private static final CommandHelp HELP = new CommandHelp("render",
      "draw the map of a seeded game after some random actions as an SVG picture", "",
      List.of(new CommandHelp.Option("seed", "S", "the game's seed; the random actions follow from it too", "1"),
          new CommandHelp.Option("players", "N", "players, 1 to 4", "2"),
          new CommandHelp.Option("actions", "K", "how many random legal actions to play before drawing (0: setup)",
              "150"),
          new CommandHelp.Option("policy", "explore|random", "how the actions are chosen: explore (the demo's"
              + " policy: explore, move outward, else random) or random (the simulator's playout policy)", "explore"),
          new CommandHelp.Option("out", "FILE", "where to write the SVG; - for standard output", "map.svg"),
          new CommandHelp.Option("lang", "en|cs", "the language of the names and the legend", "en")),
      List.of("Starts First Reconnaissance with the first N of arythea, goldyx, norowas, tovak, plays K legal\n"
          + "actions chosen at random by the policy (fewer if the game ends first) and draws the map:\n"
          + "tiles with their hexes in terrain colours and axial coordinates, sites with an icon and a name, enemy\n"
          + "tokens (face-up ones named, face-down ones show only their colour), ruins tokens, the heroes' figures\n"
          + "and a legend. Prints one line saying what was drawn. Open the file in a browser, or convert it, e.g.\n"
          + "'rsvg-convert map.svg -o map.png'. Exit code 0, 2 for bad usage."),
      List.of("render --seed 3 --players 2 --actions 200 --out map.svg",
          "render --seed 3 --players 2 --actions 200 --lang cs --out mapa.svg"));

  RenderCommand() {
    super(HELP);
  }

  /**
   * A seeded game after some actions.
   *
   * @param state the state reached
   * @param actions how many actions were played (fewer than asked if the game ended)
   */
  record Played(GameState state, int actions) {}

  /**
   * Plays a seeded First Reconnaissance game for some actions.
   *
   * @param engine the engine
   * @param seed the game's seed, also the seed of the choices
   * @param players the number of players
   * @param actions how many actions at most
   * @param explore whether the choices follow {@link ExplorerPolicy} rather than {@link PlayoutPolicy}
   * @return the state reached and the number of actions played
   */
  static Played play(Engine engine, long seed, int players, int actions, boolean explore) {
    GameState state = engine.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, players, seed));
    SplittableRandom random = new SplittableRandom(seed);
    int played = 0;
    while (played < actions && state.phase() != Phase.GAME_OVER) {
      List<Action> legal = engine.legalActions(state);
      Action action = explore ? ExplorerPolicy.choose(state, legal, random) : PlayoutPolicy.choose(state, legal, random);
      state = ((Result.Applied) engine.apply(state, action)).state();
      played++;
    }
    return new Played(state, played);
  }


  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    long seed = options.number("seed", 1);
    int players = (int) options.range("players", 2, 1, Simulator.HEROES.size());
    int actions = (int) options.range("actions", 150, 0, 1_000_000);
    String file = options.string("out", "map.svg");
    String policy = options.string("policy", "explore");
    if (!policy.equals("explore") && !policy.equals("random")) {
      throw new UsageException("--policy must be explore or random but was '" + policy + "'");
    }
    boolean explore = policy.equals("explore");
    Names names = Names.of(options.language());
    Played game = play(Engine.load(), seed, players, actions, explore);
    GameState state = game.state();
    String caption = names.text("render.caption", seed, players, game.actions());
    String svg = new MapSvg(names).render(state, caption);
    if (file.equals("-")) {
      out.print(svg);
      out.flush();
      return 0;
    }
    try {
      Files.writeString(Path.of(file), svg, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    long faceDown = state.map().enemies().stream().filter(e -> !e.faceUp()).count();
    out.println(names.text("render.done", file, state.map().tiles().size(), state.map().tiles().size() * 7,
        state.map().enemies().size(), faceDown, state.map().ruins().size(), game.actions(), state.round(),
        names.time(state.time())));
    return 0;
  }
}
