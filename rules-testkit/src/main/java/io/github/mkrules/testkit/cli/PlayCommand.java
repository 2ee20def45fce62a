package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.core.save.Replay;
import io.github.mkrules.testkit.Simulator;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** {@code play}: a game of First Reconnaissance in the terminal, with seats for random bots. */
final class PlayCommand extends Command {
  private static final CommandHelp HELP = new CommandHelp("play",
      "play a game in the terminal: the state in words, numbered legal actions, seats for random bots", "",
      List.of(new CommandHelp.Option("players", "N", "players, 1 to 4", "1"),
          new CommandHelp.Option("bots", "B", "how many of the seats, counted from the last, random bots play", "0"),
          new CommandHelp.Option("seed", "S", "the game's seed; the bots' choices follow from it too", "1"),
          new CommandHelp.Option("heroes", "H,H", "the heroes in seat order (arythea, goldyx, norowas, tovak)",
              "the first N of those four"),
          new CommandHelp.Option("lang", "en|cs", "the language of names, words and rejection messages", "en"),
          new CommandHelp.Option("record", "FILE", "write the game as a replay file when it ends or you leave"
              + " (check it with 'replay FILE')", "none")),
      List.of("Before each of your decisions the game prints what you may see (round, Day or Night, your hand,\n"
          + "crystals, Fame, Reputation, position, the Source dice, the offers, the other heroes and the map around\n"
          + "you) and the legal actions, numbered and grouped by kind. Answer with a number, with an action in the\n"
          + "text notation (docs/notation.md, for example 'move 1,-1' or 'play march basic'), or with a word:\n"
          + "  undo          take back the last action of your turn\n"
          + "  state         print the state and the actions again\n"
          + "  list [KIND]   list every legal action, or every one of a kind (for example 'list end-turn')\n"
          + "  help          these words\n"
          + "  quit          leave the game\n"
          + "A refused action prints its rejection code, the rule ID and the reason. With --record FILE every\n"
          + "applied action, the bots' included, goes to a replay file (docs/saves.md). Exit code 0 when the game\n"
          + "ends or you quit (also at the end of the input), 2 for bad usage."),
      List.of("play", "play --players 2 --bots 1 --seed 7", "play --lang cs --heroes tovak",
          "play --players 3 --bots 3 --seed 5 --record game.replay.json"));

  private final InputStream in;

  PlayCommand(InputStream in) {
    super(HELP);
    this.in = in;
  }


  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    int players = (int) options.range("players", 1, 1, Simulator.HEROES.size());
    int bots = (int) options.range("bots", 0, 0, players);
    long seed = options.number("seed", 1);
    Names names = Names.of(options.language());
    List<String> heroes = heroes(options.string("heroes", null), players);
    Engine engine = Engine.load();
    GameState state;
    try {
      state = engine.start(GameConfig.builder().seed(seed).players(heroes.stream().map(PlayerSetup::of).toList())
          .build());
    } catch (InvalidConfigException e) {
      throw new UsageException(e.getMessage());
    }
    Set<Integer> botSeats = new HashSet<>();
    for (int seat = players - bots; seat < players; seat++) {
      botSeats.add(seat);
    }
    out.println(names.text("play.title", players, bots, seed));
    BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    boolean terminal = in == System.in && System.console() != null;
    String record = options.string("record", null);
    Replay.Recorder recorder = record == null ? null : Replay.recorder(state);
    int code = new TerminalGame(engine, state, botSeats, seed, new Words(names), reader, out, !terminal)
        .recording(recorder).play();
    if (recorder != null) {
      Replay replay = recorder.replay();
      try {
        Files.writeString(Path.of(record), replay.write(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      out.println(names.text("play.recorded", record, replay.steps().size()));
    }
    return code;
  }

  private static List<String> heroes(String given, int players) {
    if (given == null) {
      return Simulator.HEROES.subList(0, players);
    }
    List<String> heroes = Arrays.asList(given.split(","));
    if (heroes.size() != players) {
      throw new UsageException("--heroes names " + heroes.size() + " hero(es) but --players is " + players);
    }
    return heroes;
  }
}
