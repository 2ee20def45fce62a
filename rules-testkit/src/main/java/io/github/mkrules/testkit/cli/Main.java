package io.github.mkrules.testkit.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The testkit command line: {@code java -jar rules-testkit-cli.jar <command> ...}. Commands: demo, fixtures,
 * simulate, coverage, rule.
 */
public final class Main {
  private Main() {}

  /**
   * Runs a command and exits with its code.
   *
   * @param args the command and its arguments
   */
  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /**
   * Runs a command.
   *
   * @param args the command and its arguments
   * @param out standard output
   * @param err standard error
   * @return the exit code: 0 success, 1 failures found, 2 bad usage
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    Map<String, Command> commands = new LinkedHashMap<>();
    for (Command c : List.<Command>of(new DemoCommand(), new FixturesCommand(), new SimulateCommand(),
        new CoverageCommand(), new RuleCommand())) {
      commands.put(c.name(), c);
    }
    if (args.length == 0 || !commands.containsKey(args[0])) {
      err.println(args.length == 0 ? "no command given" : "unknown command '" + args[0] + "'");
      err.println("usage: java -jar rules-testkit-cli.jar <command> ...");
      for (Command c : commands.values()) {
        err.println("  " + c.usage());
      }
      return 2;
    }
    try {
      return commands.get(args[0]).run(Arrays.asList(args).subList(1, args.length), out, err);
    } catch (UsageException e) {
      err.println(args[0] + ": " + e.getMessage());
      err.println("usage: " + commands.get(args[0]).usage());
      return 2;
    }
  }
}
