package io.github.mkrules.testkit.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The testkit command line: {@code java -jar rules-testkit-cli.jar <command> ...}. Commands: demo, play,
 * render, fixtures, simulate, coverage, rule, replay, protocol, legal-lists; {@code --help} on the tool or on any
 * command prints what it takes.
 */
public final class Main {
  private Main() {}

  /**
   * Runs a command and exits with its code.
   *
   * @param args the command and its arguments
   */
  public static void main(String[] args) {
    System.exit(run(args, System.in, System.out, System.err));
  }

  /**
   * Runs a command with no standard input (an interactive command reads end of input at once).
   *
   * @param args the command and its arguments
   * @param out standard output
   * @param err standard error
   * @return the exit code: 0 success, 1 failures found, 2 bad usage
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    return run(args, InputStream.nullInputStream(), out, err);
  }

  /**
   * Runs a command.
   *
   * @param args the command and its arguments
   * @param in standard input, read by interactive commands ({@code play}, {@code protocol})
   * @param out standard output
   * @param err standard error
   * @return the exit code: 0 success (and help), 1 failures found or an error while running, 2 bad usage
   */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    Map<String, Command> commands = new LinkedHashMap<>();
    for (Command c : List.<Command>of(new DemoCommand(), new PlayCommand(in), new RenderCommand(),
        new FixturesCommand(), new SimulateCommand(), new CoverageCommand(), new RuleCommand(), new ReplayCommand(),
        new ProtocolCommand(in), new LegalListsCommand(), new DealtCardsCommand())) {
      commands.put(c.help().name(), c);
    }
    if (args.length == 0) {
      err.println("rules-testkit: no command given");
      printOverview(commands, err);
      return 2;
    }
    if (isHelp(args[0]) || args[0].equals("help") && args.length == 1) {
      printOverview(commands, out);
      return 0;
    }
    if (args[0].equals("help")) {
      return runCommand(commands, args[1], List.of("--help"), out, err);
    }
    return runCommand(commands, args[0], Arrays.asList(args).subList(1, args.length), out, err);
  }

  private static int runCommand(Map<String, Command> commands, String name, List<String> args, PrintStream out,
      PrintStream err) {
    Command command = commands.get(name);
    if (command == null) {
      err.println("rules-testkit: " + (name.startsWith("-") ? "unknown option '" : "unknown command '") + name + "'");
      err.println("commands: " + String.join(", ", commands.keySet()));
      err.println("run '" + CommandHelp.TOOL + " --help' for more");
      return 2;
    }
    if (args.stream().anyMatch(Main::isHelp)) {
      command.help().print(out);
      return 0;
    }
    try {
      return command.run(new Options(args, command.help()), out, err);
    } catch (UsageException e) {
      err.println(name + ": " + e.getMessage());
      err.println("usage: " + command.help().usage());
      err.println("run '" + CommandHelp.TOOL + " " + name + " --help' for the options and examples");
      return 2;
    } catch (UncheckedIOException e) {
      err.println(name + ": cannot read or write a file: " + ioProblem(e.getCause()));
      return 1;
    } catch (RuntimeException e) {
      err.println(name + ": internal error (" + e.getClass().getSimpleName() + "): " + e.getMessage());
      err.println("please report it with the command line that caused it");
      return 1;
    }
  }

  private static String ioProblem(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file or folder: " + e.getMessage();
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied: " + e.getMessage();
    }
    return e.getClass().getSimpleName() + ": " + e.getMessage();
  }

  private static boolean isHelp(String arg) {
    return arg.equals("--help") || arg.equals("-h");
  }

  private static void printOverview(Map<String, Command> commands, PrintStream out) {
    out.println("mkrules testkit: play, draw, check and simulate Mage Knight games with the rules engine");
    out.println();
    out.println("usage: " + CommandHelp.TOOL + " <command> [options]");
    out.println("       " + CommandHelp.TOOL + " <command> --help    (the options and examples of a command)");
    out.println();
    out.println("commands:");
    int width = commands.keySet().stream().mapToInt(String::length).max().orElse(0);
    for (Command c : commands.values()) {
      CommandHelp help = c.help();
      out.println("  " + help.name() + " ".repeat(width - help.name().length()) + "  " + help.summary());
    }
    out.println();
    out.println("examples:");
    for (Command c : commands.values()) {
      out.println("  " + CommandHelp.TOOL + " " + c.help().examples().get(0));
    }
  }
}
