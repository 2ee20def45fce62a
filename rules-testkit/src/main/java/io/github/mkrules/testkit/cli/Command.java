package io.github.mkrules.testkit.cli;

import java.io.PrintStream;
import java.util.List;

/** One subcommand of the testkit command line. */
interface Command {
  /** @return the name, summary, options and examples of the command; {@code --help} prints them */
  CommandHelp help();

  /**
   * Runs the command.
   *
   * @param args the arguments after the subcommand name
   * @param out standard output
   * @param err standard error
   * @return the process exit code
   * @throws UsageException for bad arguments
   */
  int run(List<String> args, PrintStream out, PrintStream err);
}
