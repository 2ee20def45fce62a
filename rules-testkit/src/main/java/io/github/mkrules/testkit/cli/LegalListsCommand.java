package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.content.ScenarioInfo;
import io.github.mkrules.testkit.LegalListTable;
import io.github.mkrules.testkit.Simulator;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code legal-lists}: random playouts of every scenario and player count the engine plays, measuring the
 * length of every legal-action list (issue 14). Prints the {@code simulate} summary line of each run and then
 * the Markdown table of docs/notation.md. Exit code 1 if a game failed or a list was longer than the bound.
 */
final class LegalListsCommand extends Command {
  private static final CommandHelp HELP = new CommandHelp("legal-lists",
      "the longest and mean legal-action lists of random games, as the table of docs/notation.md", "",
      List.of(new CommandHelp.Option("games", "G", "games per scenario and player count", "2500"),
          new CommandHelp.Option("seed", "S", "the run seed, as for simulate", "1"),
          new CommandHelp.Option("threads", "T", "threads playing games in parallel, 1 to 256", "1"),
          new CommandHelp.Option("bound", "B", "the longest list allowed (issue 14)", "64")),
      List.of("Plays G games of every scenario with every player count it allows, as 'simulate' does, and prints\n"
          + "the summary line of each run, a blank line, then two Markdown tables: by decision kind (largest list,\n"
          + "mean length, how many lists, what the largest list held) and by kind of action (the most actions of\n"
          + "that kind in one list). Exit code 0 if every game finished and no list was longer than B, 1\n"
          + "otherwise, 2 for bad usage."),
      List.of("legal-lists --games 2500 --threads 2", "legal-lists --games 100 --bound 64"));

  LegalListsCommand() {
    super(HELP);
  }

  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    int games = (int) options.range("games", 2500, 1, Integer.MAX_VALUE);
    long seed = options.number("seed", 1);
    int threads = (int) options.range("threads", 1, 1, 256);
    int bound = (int) options.range("bound", 64, 1, Integer.MAX_VALUE);
    Engine engine = Engine.load();
    LegalListTable table = new LegalListTable();
    boolean clean = true;
    for (ScenarioInfo scenario : engine.catalogue().scenarios()) {
      for (int players : scenario.playerCounts()) {
        Simulator.Report report = new Simulator(engine).withLegalListTable(table)
            .run(scenario.id(), players, games, seed, threads, null);
        out.println(SimulateCommand.summary(report));
        clean &= report.clean() && report.maxLegal() <= bound;
      }
    }
    out.println();
    out.print(table.markdown());
    if (table.largest() > bound) {
      err.println("legal-lists: a list of " + table.largest() + " actions is longer than the bound " + bound);
    }
    return clean ? 0 : 1;
  }
}
