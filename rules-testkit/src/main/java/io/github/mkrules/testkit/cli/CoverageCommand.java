package io.github.mkrules.testkit.cli;

import io.github.mkrules.testkit.RuleCoverage;
import io.github.mkrules.testkit.RuleIndex;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code coverage}: which rule IDs are cited by the project's tests and bundled fixtures ({@link RuleCoverage}
 * has the ID grammar and the coverage rule). The IDs are those of the bundled {@link RuleIndex}, or of the
 * digests in {@code --rules DIR}. Prints the uncovered IDs by section and ends with
 * {@code covered=X total=Y percent=Z}. Informational: exit 0 unless the arguments are wrong.
 */
final class CoverageCommand extends Command {
  private static final int PER_LINE = 8;

  private static final CommandHelp HELP = new CommandHelp("coverage",
      "which rule IDs the tests and fixtures cite (the bundled rule index, or the digests in a folder)", "",
      List.of(new CommandHelp.Option("rules", "DIR", "count the rule IDs of the digests in DIR instead",
              "the bundled rule index"),
          new CommandHelp.Option("source", "DIR", "the project whose tests and fixtures are searched", ".")),
      List.of("Prints the uncovered rule IDs by section, the cited IDs that are not defined, and ends with\n"
          + "'covered=X total=Y percent=Z'. Works with no arguments from the project's folder. Informational:\n"
          + "exit 0 unless a folder is missing or holds no digests (2)."),
      List.of("coverage", "coverage --rules ../shared/rules --source ."));

  CoverageCommand() {
    super(HELP);
  }

  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    Path source = Paths.get(options.string("source", ".")).toAbsolutePath().normalize();
    if (!Files.isDirectory(source)) {
      throw new UsageException("--source " + source + " is not a folder");
    }
    String rules = options.string("rules", null);
    Set<String> defined = rules == null ? RuleIndex.bundled().ids() : RuleCoverage.definedInDigests(rulesDir(rules));
    Set<String> cited = RuleCoverage.citedInFiles(RuleCoverage.citingFiles(source));
    int covered = printUncovered(defined, cited, out);
    printUnknown(defined, cited, out);
    double percent = defined.isEmpty() ? 0 : 100.0 * covered / defined.size();
    out.printf(Locale.ROOT, "covered=%d total=%d percent=%.1f%n", covered, defined.size(), percent);
    return 0;
  }

  /** The folder of the digests given with --rules. */
  private static Path rulesDir(String given) {
    Path dir = Paths.get(given).toAbsolutePath().normalize();
    if (!Files.isRegularFile(dir.resolve("rules-digest.md"))) {
      throw new UsageException("--rules " + dir + " holds no rules-digest.md");
    }
    return dir;
  }

  /** Prints the uncovered IDs of each section; returns the number of covered IDs. */
  private static int printUncovered(Set<String> defined, Set<String> cited, PrintStream out) {
    Map<String, List<String>> uncovered = new LinkedHashMap<>();
    Map<String, Integer> totals = new LinkedHashMap<>();
    int covered = 0;
    for (String id : defined) {
      String section = RuleCoverage.section(id);
      totals.merge(section, 1, Integer::sum);
      uncovered.computeIfAbsent(section, s -> new ArrayList<>());
      if (RuleCoverage.covered(id, cited)) {
        covered++;
      } else {
        uncovered.get(section).add(id);
      }
    }
    for (Map.Entry<String, List<String>> e : uncovered.entrySet()) {
      List<String> ids = e.getValue();
      if (ids.isEmpty()) {
        continue;
      }
      int total = totals.get(e.getKey());
      out.printf(Locale.ROOT, "%s: %d of %d uncovered%n", e.getKey(), ids.size(), total);
      for (int i = 0; i < ids.size(); i += PER_LINE) {
        out.println("  " + String.join(" ", ids.subList(i, Math.min(ids.size(), i + PER_LINE))));
      }
    }
    return covered;
  }

  /** Prints cited IDs that no digest defines (typos, or bullet-level IDs such as lettered sub-items). */
  private static void printUnknown(Set<String> defined, Set<String> cited, PrintStream out) {
    Set<String> unknown = new TreeSet<>();
    for (String id : cited) {
      if (!defined.contains(id) && defined.stream().noneMatch(d -> id.startsWith(d + "."))) {
        unknown.add(id);
      }
    }
    if (!unknown.isEmpty()) {
      out.println("cited but not defined: " + String.join(" ", unknown));
    }
  }
}
