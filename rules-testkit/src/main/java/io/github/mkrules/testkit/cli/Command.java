package io.github.mkrules.testkit.cli;

import java.io.PrintStream;

/**
 * One subcommand of the testkit command line. Its {@link CommandHelp} says what it accepts; the command line
 * parses the arguments against it before {@link #run} (options not listed and, for commands without
 * positional arguments, any positional argument are usage errors).
 */
abstract class Command {
  private final CommandHelp help;

  Command(CommandHelp help) {
    this.help = help;
  }

  /** @return the name, summary, options and examples of the command; {@code --help} prints them */
  final CommandHelp help() {
    return help;
  }

  /**
   * Runs the command.
   *
   * @param options the parsed arguments after the subcommand name
   * @param out standard output
   * @param err standard error
   * @return the process exit code
   * @throws UsageException for bad arguments
   */
  abstract int run(Options options, PrintStream out, PrintStream err);
}
