package io.github.mkrules.testkit.cli;

import io.github.mkrules.testkit.RuleIndex;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

/**
 * {@code rule ID...}: looks rule IDs up in the bundled {@link RuleIndex}, for example the rule ID of a
 * rejection. Prints {@code id<TAB>title<TAB>czech section} for each; exit 1 if an ID is unknown.
 */
final class RuleCommand extends Command {
  private static final CommandHelp HELP = new CommandHelp("rule",
      "the title and Czech rulebook section of rule IDs, for example the rule of a rejection", "ID...",
      List.of(),
      List.of("Prints one line per ID: the ID, its short title and the section of the Czech rulebook, separated\n"
          + "by tabs. A bullet-level ID such as R-ROUND-3.1(iv) is answered with its numbered rule. Exit 0 if\n"
          + "every ID is known, 1 if one is not, 2 if no ID is given."),
      List.of("rule R-COMBAT-BLOCK-6", "rule R-MOVE-5 S-FIRST-RECON-01"));

  RuleCommand() {
    super(HELP);
  }

  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    List<String> ids = options.positional();
    if (ids.isEmpty()) {
      throw new UsageException("give at least one rule ID, for example R-MOVE-5");
    }
    int code = 0;
    for (String id : ids) {
      Optional<RuleIndex.Entry> entry = RuleIndex.bundled().lookup(id);
      if (entry.isPresent()) {
        out.println(entry.get().id() + "\t" + entry.get().title() + "\t" + entry.get().czechSection());
      } else {
        err.println("unknown rule ID '" + id + "'");
        code = 1;
      }
    }
    return code;
  }
}
