package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.testkit.Simulator;
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

  private static final CommandHelp HELP = new CommandHelp("simulate",
      "seeded random playouts: totals on one line, failures with their seeds", "",
      List.of(new CommandHelp.Option("scenario", "ID", "the scenario", GameConfig.FIRST_RECONNAISSANCE),
          new CommandHelp.Option("players", "N", "players per game, 1 to " + Simulator.HEROES.size(), "1"),
          new CommandHelp.Option("games", "G", "how many games", "100"),
          new CommandHelp.Option("seed", "S", "the run seed; game i uses a seed mixed from S and i", "1"),
          new CommandHelp.Option("threads", "T", "threads playing games in parallel, 1 to 256", "1"),
          new CommandHelp.Option("max-actions", "A", "a game still running after A actions counts as stuck",
              String.valueOf(Simulator.DEFAULT_MAX_ACTIONS)),
          new CommandHelp.Option("invariants", "on|off", "check the state invariants after every action", "off")),
      List.of("Standard output is one line of totals (scenario, players, games, finished, errors, stuck, actions,\n"
          + "rates, seconds, the longest legal-action list met and the mean list length, then from the games'\n"
          + "events: games_with_combat, games_with_defeat, enemies_defeated, sites_conquered, fame,\n"
          + "distinct_deed_cards_played (Advanced Actions, Spells and Artifacts played basic or powered, of 64 in the\n"
          + "base game) and deed_card_effects_played (their effects, of 128)), then one line\n"
          + "with the distribution of the final scores (every player of every finished game: min, quartiles, max,\n"
          + "mean) and how many games somebody won. Progress goes to standard error every 10% on runs of 1000\n"
          + "games or more, otherwise at most every 5 seconds; the first failed games follow with their seeds\n"
          + "and last actions.\n"
          + "Exit code 0 if every game finished, 1 if a game ended in an error or got stuck, 2 for bad usage."),
      List.of("simulate --players 2 --games 1000 --seed 1 --threads 2",
          "simulate --scenario first-reconnaissance --players 4 --games 100 --invariants on"));

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
    Engine engine = Engine.load();
    try {
      engine.start(Simulator.config(scenario, players, seed));
    } catch (InvalidConfigException e) {
      throw new UsageException(e.getMessage());
    }
    Simulator simulator = new Simulator(engine).withMaxActions(maxActions);
    if (invariants) {
      simulator = simulator.withInvariants();
    }
    Simulator.Report report = simulator.run(scenario, players, games, seed, threads, progress(games, err));
    printFailures(report, seed, err);
    out.println(summary(report));
    out.println(scores(report));
    return report.clean() ? 0 : 1;
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
            + " games_with_combat=%d games_with_defeat=%d enemies_defeated=%d sites_conquered=%d fame=%d"
            + " distinct_deed_cards_played=%d deed_card_effects_played=%d",
        report.scenario(), report.players(), report.games(), report.finished(), report.errors(), report.stuck(),
        report.actions(), report.actions() / seconds, report.games() / seconds, report.seconds(), report.maxLegal(),
        report.meanLegal(), report.combat().gamesWithCombat(), report.combat().gamesWithDefeat(),
        report.combat().enemiesDefeated(), report.combat().sitesConquered(), report.combat().fame(),
        report.deeds().distinctCards(), report.deeds().effects().size());
  }
}
