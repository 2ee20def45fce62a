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
final class SimulateCommand implements Command {
  /** Progress is printed at most this often, in nanoseconds, besides every 10% of a run of 1000+ games. */
  private static final long PROGRESS_INTERVAL = 5_000_000_000L;

  @Override
  public String name() {
    return "simulate";
  }

  @Override
  public String usage() {
    return "simulate [--scenario ID] [--players N] [--games G] [--seed S] [--threads T] [--max-actions A]"
        + " [--invariants on|off]   random playouts; defaults first-reconnaissance, 1, 100, 1, 1, "
        + Simulator.DEFAULT_MAX_ACTIONS + ", off";
  }

  @Override
  public int run(List<String> args, PrintStream out, PrintStream err) {
    Options options = new Options(args, List.of("scenario", "players", "games", "seed", "threads", "max-actions", "invariants"));
    if (!options.positional().isEmpty()) {
      throw new UsageException("unexpected argument '" + options.positional().get(0) + "'");
    }
    String scenario = options.string("scenario", GameConfig.FIRST_RECONNAISSANCE);
    int players = (int) range(options, "players", 1, 1, Simulator.HEROES.size());
    int games = (int) range(options, "games", 100, 1, Integer.MAX_VALUE);
    long seed = options.number("seed", 1);
    int threads = (int) range(options, "threads", 1, 1, 256);
    int maxActions = (int) range(options, "max-actions", Simulator.DEFAULT_MAX_ACTIONS, 1, Integer.MAX_VALUE);
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
    return report.clean() ? 0 : 1;
  }

  private static long range(Options options, String name, long fallback, long min, long max) {
    long value = options.number(name, fallback);
    if (value < min || value > max) {
      throw new UsageException("--" + name + " must be " + min + " to " + max + " but was " + value);
    }
    return value;
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
   * The one-line summary of a run.
   *
   * @param report the report
   * @return key=value pairs separated by spaces
   */
  static String summary(Simulator.Report report) {
    double seconds = Math.max(report.seconds(), 1e-9);
    return String.format(Locale.ROOT,
        "scenario=%s players=%d games=%d finished=%d errors=%d stuck=%d actions=%d actions_per_s=%.0f games_per_s=%.1f seconds=%.3f",
        report.scenario(), report.players(), report.games(), report.finished(), report.errors(), report.stuck(),
        report.actions(), report.actions() / seconds, report.games() / seconds, report.seconds());
  }
}
