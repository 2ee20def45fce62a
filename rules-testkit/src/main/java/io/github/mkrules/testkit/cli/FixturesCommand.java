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
final class FixturesCommand implements Command {
  @Override
  public String name() {
    return "fixtures";
  }

  @Override
  public String usage() {
    return "fixtures [DIR...]   run the fixture files under the folders (default: the bundled rulebook fixtures)";
  }

  @Override
  public int run(List<String> args, PrintStream out, PrintStream err) {
    Options options = new Options(args, List.of());
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
          print("FAIL", r, out);
          break;
        default:
          known++;
          print("KNOWN", r, out);
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

  private static void print(String label, FixtureResult r, PrintStream out) {
    out.println(label + " " + r.id() + " " + r.rules() + " (" + r.file() + ")"
        + r.knownFailure().map(reason -> ": known failure: " + reason).orElse(""));
    for (String difference : r.differences()) {
      out.println("  - " + difference);
    }
  }
}
