package io.github.mkrules.testkit.cli;

import io.github.mkrules.testkit.RuleIndex;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

/**
 * {@code rule ID...}: looks rule IDs up in the bundled {@link RuleIndex}, for example the rule ID of a
 * rejection. Prints {@code id<TAB>title<TAB>czech section} for each; exit 1 if an ID is unknown.
 */
final class RuleCommand implements Command {
  @Override
  public String name() {
    return "rule";
  }

  @Override
  public String usage() {
    return "rule ID...   the title and Czech section of rule IDs, for example the rule of a rejection";
  }

  @Override
  public int run(List<String> args, PrintStream out, PrintStream err) {
    if (args.isEmpty()) {
      throw new UsageException("give at least one rule ID, for example R-MOVE-5");
    }
    int code = 0;
    for (String id : args) {
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
