package io.github.mkrules.testkit.cli;

import static io.github.mkrules.testkit.cli.Names.Component.ENEMY;
import static io.github.mkrules.testkit.cli.Names.Component.HERO;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.testkit.Simulator;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/** Plays and prints a short seeded game of First Reconnaissance, in words. */
final class DemoCommand extends Command {
  private static final CommandHelp HELP = new CommandHelp("demo",
      "play and print a seeded First Reconnaissance game in words (an exploring policy)", "",
      List.of(new CommandHelp.Option("players", "N", "players, 1 to 4", "2"),
          new CommandHelp.Option("seed", "S", "the game's seed; the demo policy's choices follow from it too", "1"),
          new CommandHelp.Option("lang", "en|cs", "the language of names and sentences", "en")),
      List.of("Prints the setup (map, enemies, Source, offers, tactics, hands), the legal actions of the first\n"
          + "decision, then every action in words and in notation with its events, and the final Fame. The demo\n"
          + "policy explores when it can, moves away from the Portal, else plays a card sideways for Move, else\n"
          + "picks a random legal action. Exit code 0, 2 for bad usage."),
      List.of("demo", "demo --players 3 --seed 7", "demo --lang cs"));

  DemoCommand() {
    super(HELP);
  }


  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    int players = (int) options.range("players", 2, 1, Simulator.HEROES.size());
    long seed = options.number("seed", 1);
    Words words = new Words(Names.of(options.language()));
    Names names = words.names();
    Engine engine = Engine.load();
    GameState state = engine.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, players, seed));
    out.println(names.text("demo.title", players, seed));
    printSetup(state, engine, words, out);
    out.println();
    out.println(names.text("demo.first-actions", words.hero(state, player(state))));
    for (Action action : engine.legalActions(state)) {
      out.println(String.format("  %-28s %s", action.notation(), words.action(action, state)));
    }
    out.println();
    SplittableRandom random = new SplittableRandom(seed);
    int steps = 0;
    while (state.phase() != Phase.GAME_OVER) {
      Action action = ExplorerPolicy.choose(state, engine.legalActions(state), random);
      Result.Applied applied = (Result.Applied) engine.apply(state, action);
      String who = "R" + state.round() + " " + names.time(state.time()) + "  " + words.hero(state, player(state));
      words.printStep(who, action, state, applied, out);
      state = applied.state();
      steps++;
    }
    out.println();
    out.println(names.text("demo.over", steps, names.text("end." + state.endReason())));
    for (PlayerState p : state.players()) {
      out.println("  " + names.text("play.score", names.name(HERO, p.hero()), p.fame(), Words.signed(p.reputation()),
          p.level()));
    }
    return 0;
  }

  private static int player(GameState state) {
    return CoreEngine.statusOf(state) instanceof Status.Decision d ? d.player() : -1;
  }

  private static void printSetup(GameState state, Engine engine, Words words, PrintStream out) {
    Names names = words.names();
    out.println(names.text("state.round", state.round(), names.time(state.time())));
    List<String> tiles = new ArrayList<>();
    for (Map.Entry<TileSlot, String> tile : state.map().tiles().entrySet()) {
      tiles.add(names.text("demo.tile", names.tile(tile.getValue()), tile.getKey()));
    }
    out.println(names.text("demo.tiles", String.join("; ", tiles), state.map().tileStack().size()));
    List<String> enemies = new ArrayList<>();
    for (MapEnemy enemy : state.map().enemies()) {
      String what = enemy.faceUp()
          ? names.text("state.enemy", names.name(ENEMY, enemy.enemy()), names.enemyColor(enemy.color()))
          : names.text("state.enemy-face-down", names.enemyColor(enemy.color()));
      enemies.add(names.text("demo.at", what, enemy.hex(), words.space(state, enemy.hex())));
    }
    out.println(names.text("demo.enemies", enemies.isEmpty() ? names.text("state.none") : String.join("; ", enemies)));
    new StateText(words).printPublic(engine.view(state, 0), out);
    for (PlayerState p : state.players()) {
      out.println(names.text("demo.hand", names.name(HERO, p.hero()), names.cards(p.hand()), p.deck().size()));
    }
  }
}
