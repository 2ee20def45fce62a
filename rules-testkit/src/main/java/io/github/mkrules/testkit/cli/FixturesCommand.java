package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Engine;
import io.github.mkrules.testkit.Fixture;
import io.github.mkrules.testkit.FixtureException;
import io.github.mkrules.testkit.FixtureLoader;
import io.github.mkrules.testkit.FixtureResult;
import io.github.mkrules.testkit.FixtureRunner;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs fixture files against the engine on the path: {@code fixtures [DIR...]}. Without folders it runs the
 * bundled rulebook fixtures. Prints each failure and known failure with its rule IDs and differences, and ends
 * with {@code N passed, N failed}. Exit code 1 if any fixture failed, 2 for bad usage or a malformed file.
 */
final class FixturesCommand extends Command {
  private static final CommandHelp HELP = new CommandHelp("fixtures",
      "run rulebook fixture files against the engine (default: the bundled fixtures)", "[DIR...]", List.of(),
      List.of("Runs every fixture file (*.json, docs/fixtures.md) under the folders, or the bundled rulebook fixtures\n"
          + "when no folder is given. Prints each failure and known failure with its rule IDs and differences, and\n"
          + "ends with 'N passed, N failed'. Exit code 0 if all passed, 1 if any failed, 2 for bad usage or a\n"
          + "malformed file."),
      List.of("fixtures", "fixtures my-fixtures/ more-fixtures/"));

  FixturesCommand() {
    super(HELP);
  }


  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    List<Fixture> fixtures;
    try {
      fixtures = load(options.positional());
    } catch (FixtureException e) {
      err.println("fixtures: malformed fixture file: " + e.getMessage());
      return 2;
    }
    List<FixtureResult> results = new FixtureRunner(Engine.load()).runAll(fixtures);
    int passed = 0;
    int failed = 0;
    int known = 0;
    for (FixtureResult r : results) {
      switch (r.outcome()) {
        case PASSED:
          passed++;
          break;
        case FAILED:
          failed++;
          out.println(r.report());
          break;
        default:
          known++;
          out.println(r.report());
          break;
      }
    }
    if (known > 0) {
      out.println(known + " known failure(s), not counted as failed");
    }
    out.println(passed + " passed, " + failed + " failed");
    return failed > 0 ? 1 : 0;
  }

  private static List<Fixture> load(List<String> dirs) {
    if (dirs.isEmpty()) {
      return FixtureLoader.loadBundled();
    }
    List<Fixture> all = new ArrayList<>();
    for (String dir : dirs) {
      Path path = Path.of(dir);
      if (!Files.exists(path)) {
        throw new UsageException("no such file or folder: " + dir);
      }
      all.addAll(FixtureLoader.loadTree(path));
    }
    return FixtureLoader.unique(all);
  }
}
