package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.core.encoding.Encoding;
import io.github.mkrules.testkit.EncodingConformance;
import io.github.mkrules.testkit.MctsBot;
import io.github.mkrules.testkit.Policy;
import io.github.mkrules.testkit.Simulator;
import io.github.mkrules.testkit.Violation;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * {@code simulate}: seeded random playouts with {@link Simulator}. Prints progress to standard error on long
 * runs, the first failures with their seeds and last actions to standard error, and one line of totals to
 * standard output. Exit code 1 if any game ended in an error or got stuck.
 */
final class SimulateCommand extends Command {
  /** Progress is printed at most this often, in nanoseconds, besides every 10% of a run of 1000+ games. */
  private static final long PROGRESS_INTERVAL = 5_000_000_000L;

  /** How many encoding violations {@code --check-encoding} prints. */
  private static final int KEPT_VIOLATIONS = 10;

  private static final CommandHelp HELP = new CommandHelp("simulate",
      "seeded random playouts: totals on one line, failures with their seeds", "",
      List.of(new CommandHelp.Option("scenario", "ID", "the scenario", GameConfig.FIRST_RECONNAISSANCE),
          new CommandHelp.Option("options", "NAME=VALUE;...", "options of the game configuration, a scenario's own"
              + " and the variants, separated by ';' (docs/decisions/scenarios.md)", "none"),
          new CommandHelp.Option("players", "N", "players per game, 1 to " + Simulator.HEROES.size(), "1"),
          new CommandHelp.Option("games", "G", "how many games", "100"),
          new CommandHelp.Option("seed", "S", "the run seed; game i uses a seed mixed from S and i", "1"),
          new CommandHelp.Option("threads", "T", "threads playing games in parallel, 1 to 256", "1"),
          new CommandHelp.Option("max-actions", "A", "a game still running after A actions counts as stuck",
              String.valueOf(Simulator.DEFAULT_MAX_ACTIONS)),
          new CommandHelp.Option("invariants", "on|off", "check the state invariants after every action", "off"),
          new CommandHelp.Option("policy", "playout|random|mcts", "who chooses the actions: the playout policy,"
              + " uniform random play, or the reference search bot (docs/bots.md)", "playout"),
          new CommandHelp.Option("iterations", "K", "the search bot's iterations per decision", "50"),
          new CommandHelp.Option("check-encoding", "", "check the bot encodings (action space, legal mask,"
              + " observations) at every state instead, with the playout policy", "off")),
      List.of("Standard output is one line of totals (scenario, players, games, finished, errors, stuck, actions,\n"
          + "rates, seconds, the longest legal-action list met and the mean list length, then from the games'\n"
          + "events: games_with_combat, games_with_defeat, enemies_defeated, sites_conquered, fame, units_recruited,\n"
          + "interactions, max_level, skills_used, distinct_deed_cards_played (Advanced Actions, Spells and Artifacts\n"
          + "played basic or powered, of 64 in the base game) and deed_card_effects_played (their effects, of 128)),\n"
          + "then one line\n"
          + "with the distribution of the final scores (every player of every finished game: min, quartiles, max,\n"
          + "mean) and how many games somebody won. Progress goes to standard error every 10% on runs of 1000\n"
          + "games or more, otherwise at most every 5 seconds; the first failed games follow with their seeds\n"
          + "and last actions.\n"
          + "With --policy mcts a line 'bot:' follows with the search's iterations and speed per thread.\n"
          + "With --check-encoding the one line holds action_space=, observation_size=, player_features=, seats=,\n"
          + "states= and encoding_errors= (states whose encoding broke a property); the first ones go to standard\n"
          + "error.\n"
          + "Exit code 0 if every game finished, 1 if a game ended in an error or got stuck, 2 for bad usage."),
      List.of("simulate --players 2 --games 1000 --seed 1 --threads 2",
          "simulate --scenario first-reconnaissance --players 4 --games 100 --invariants on",
          "simulate --policy mcts --iterations 50 --games 200",
          "simulate --scenario blitz-conquest --players 2 --options 'action-upgrading=yes;draft=yes' --invariants on",
          "simulate --check-encoding --players 3 --games 250 --threads 2"));

  SimulateCommand() {
    super(HELP);
  }


  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    String scenario = options.string("scenario", GameConfig.FIRST_RECONNAISSANCE);
    int players = (int) options.range("players", 1, 1, Simulator.HEROES.size());
    int games = (int) options.range("games", 100, 1, Integer.MAX_VALUE);
    long seed = options.number("seed", 1);
    int threads = (int) options.range("threads", 1, 1, 256);
    int maxActions = (int) options.range("max-actions", Simulator.DEFAULT_MAX_ACTIONS, 1, Integer.MAX_VALUE);
    boolean invariants = onOff(options.string("invariants", "off"));
    java.util.Map<String, String> gameOptions = gameOptions(options.string("options", ""));
    Engine engine = Engine.load();
    try {
      engine.start(Simulator.config(scenario, players, seed, gameOptions));
    } catch (InvalidConfigException e) {
      throw new UsageException(e.getMessage());
    }
    if (options.flag("check-encoding")) {
      return checkEncoding(engine, scenario, players, games, seed, threads, maxActions, out, err);
    }
    Simulator simulator = new Simulator(engine).withMaxActions(maxActions).withOptions(gameOptions);
    if (invariants) {
      simulator = simulator.withInvariants();
    }
    String policy = options.string("policy", "playout");
    int iterations = (int) options.range("iterations", 50, 1, Integer.MAX_VALUE);
    MctsBot bot = policy.equals("mcts") ? new MctsBot(engine, iterations) : null;
    simulator = simulator.withPolicy(bot != null ? bot : policy(policy));
    Simulator.Report report = simulator.run(scenario, players, games, seed, threads, progress(games, err));
    printFailures(report, seed, err);
    out.println(summary(report));
    out.println(scores(report));
    if (bot != null) {
      out.printf(Locale.ROOT, "bot: policy=mcts iterations=%d searches=%d iterations_run=%d seconds_searching=%.1f"
          + " iterations_per_s_per_thread=%.0f%n", iterations, bot.searches(), bot.iterationsRun(),
          bot.secondsSearching(), bot.iterationsRun() / Math.max(bot.secondsSearching(), 1e-9));
    }
    return report.clean() ? 0 : 1;
  }

  /** {@code --options}: {@code name=value} pairs separated by ';'. */
  private static java.util.Map<String, String> gameOptions(String text) {
    java.util.Map<String, String> out = new java.util.TreeMap<>();
    for (String pair : text.split(";")) {
      if (pair.isBlank()) {
        continue;
      }
      int eq = pair.indexOf('=');
      if (eq <= 0) {
        throw new UsageException("--options takes name=value pairs separated by ';' but got '" + pair + "'");
      }
      out.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
    }
    return out;
  }

  private static Policy policy(String name) {
    switch (name) {
      case "playout":
        return Policy.playout();
      case "random":
        return Policy.random();
      default:
        throw new UsageException("--policy must be playout, random or mcts but was '" + name + "'");
    }
  }

  /** {@code --check-encoding}: plays the games with the playout policy and checks the encodings of every state. */
  private static int checkEncoding(Engine engine, String scenario, int players, int games, long seed, int threads,
      int maxActions, PrintStream out, PrintStream err) {
    long start = System.nanoTime();
    Encoding encoding = Encoding.of(engine, scenario);
    EncodingConformance.RunCheck check = new EncodingConformance(engine, encoding)
        .run(players, games, seed, threads, maxActions, KEPT_VIOLATIONS);
    for (Violation violation : check.violations()) {
      err.println("simulate: encoding: " + violation);
    }
    out.printf(Locale.ROOT, "scenario=%s players=%d games=%d finished=%d states=%d action_space=%d"
        + " observation_size=%d player_features=%d seats=%d encoding_errors=%d seconds=%.1f%n", scenario, players,
        check.games(), check.finished(), check.states(), encoding.actions().size(), encoding.observations().size(),
        encoding.observations().playerFeatures(), encoding.observations().seats(), check.errors(),
        (System.nanoTime() - start) / 1e9);
    return check.errors() == 0 && check.finished() == check.games() ? 0 : 1;
  }

  private static boolean onOff(String value) {
    if (!value.equals("on") && !value.equals("off")) {
      throw new UsageException("--invariants must be on or off but was '" + value + "'");
    }
    return value.equals("on");
  }

  /** Prints every 10% of a run of 1000 or more games, and otherwise at most every 5 seconds. */
  private static Consumer<Integer> progress(int games, PrintStream err) {
    long start = System.nanoTime();
    long[] lastPrint = {start};
    int step = games >= 1000 ? games / 10 : Integer.MAX_VALUE;
    return done -> {
      synchronized (lastPrint) {
        long now = System.nanoTime();
        if (done % step == 0 && done < games || now - lastPrint[0] >= PROGRESS_INTERVAL) {
          lastPrint[0] = now;
          err.printf(Locale.ROOT, "simulate: %d/%d games (%.0f%%), %.1f s%n", done, games, 100.0 * done / games,
              (now - start) / 1e9);
        }
      }
    };
  }

  private static void printFailures(Simulator.Report report, long seed, PrintStream err) {
    for (Simulator.GameOutcome failure : report.failures()) {
      err.printf(Locale.ROOT, "simulate: game %d %s after %d actions (run seed %d, game seed %d): %s%n",
          failure.index(), failure.kind().name().toLowerCase(Locale.ROOT), failure.actions(), seed, failure.seed(),
          failure.detail());
      err.println("  last actions: " + String.join(" | ", failure.lastActions()));
    }
    int more = report.errors() + report.stuck() - report.failures().size();
    if (more > 0) {
      err.println("simulate: " + more + " more failed game(s) not shown");
    }
  }

  /**
   * The distribution of the final scores of a run (S-GENERAL-42): the lowest, the quartiles, the highest, the
   * mean of every player's score in every finished game, and how many games somebody won.
   *
   * @param report the report
   * @return key=value pairs separated by spaces
   */
  static String scores(Simulator.Report report) {
    return String.format(Locale.ROOT, "scores: min=%d p25=%d median=%d p75=%d max=%d mean=%.1f won=%d/%d",
        report.scoreQuantile(0), report.scoreQuantile(0.25), report.scoreQuantile(0.5), report.scoreQuantile(0.75),
        report.scoreQuantile(1), report.meanScore(), report.won(), report.finished());
  }

  /**
   * The one-line summary of a run.
   *
   * @param report the report
   * @return key=value pairs separated by spaces
   */
  static String summary(Simulator.Report report) {
    double seconds = Math.max(report.seconds(), 1e-9);
    return String.format(Locale.ROOT,
        "scenario=%s players=%d games=%d finished=%d errors=%d stuck=%d actions=%d actions_per_s=%.0f games_per_s=%.1f seconds=%.3f"
            + " max_legal=%d mean_legal=%.2f"
            + " games_with_combat=%d games_with_defeat=%d enemies_defeated=%d sites_conquered=%d fame=%d%s"
            + " distinct_deed_cards_played=%d deed_card_effects_played=%d",
        report.scenario(), report.players(), report.games(), report.finished(), report.errors(), report.stuck(),
        report.actions(), report.actions() / seconds, report.games() / seconds, report.seconds(), report.maxLegal(),
        report.meanLegal(), report.combat().gamesWithCombat(), report.combat().gamesWithDefeat(),
        report.combat().enemiesDefeated(), report.combat().sitesConquered(), report.combat().fame(),
        report.progress().summary(), report.deeds().distinctCards(), report.deeds().effects().size());
  }
}
