package io.github.mkrules.testkit.cli;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.core.save.Replay;
import io.github.mkrules.core.save.ReplayException;
import io.github.mkrules.core.save.SaveException;
import io.github.mkrules.core.save.Saves;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/** {@code replay FILE}: plays a replay file back, checks its state hashes and prints it in words. */
final class ReplayCommand extends Command {
  private static final CommandHelp HELP = new CommandHelp("replay",
      "play a replay file back: verify every step and its state hash, print the game in words", "FILE",
      List.of(new CommandHelp.Option("hashes", "check|ignore",
              "compare the state hash after every step; 'ignore' re-runs the actions only (another engine version)",
              "check"),
          new CommandHelp.Option("lang", "en|cs", "the language of names and sentences", "en")),
      List.of("A replay file (docs/saves.md) holds the game's configuration and every action in the text notation\n"
          + "with the hash of the state after it; 'play --record FILE' writes one. The command prints every step\n"
          + "with its events, then a summary. Exit code 0 when every step applies (and every hash matches), 1 when\n"
          + "a step fails (standard error names the step, its action and the rejection or the differing hash) or\n"
          + "the file is not a readable replay (the field is named), 2 for bad usage."),
      List.of("replay game.replay.json", "replay game.replay.json --hashes ignore --lang cs"));

  ReplayCommand() {
    super(HELP);
  }

  @Override
  int run(Options options, PrintStream out, PrintStream err) {
    if (options.positional().size() != 1) {
      throw new UsageException("give exactly one replay FILE");
    }
    String hashes = options.string("hashes", "check");
    if (!hashes.equals("check") && !hashes.equals("ignore")) {
      throw new UsageException("--hashes must be check or ignore but was '" + hashes + "'");
    }
    Words words = new Words(Names.of(options.language()));
    Names names = words.names();
    Path file = Path.of(options.positional().get(0));
    Replay replay;
    try {
      replay = Replay.read(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (SaveException e) {
      err.println(file + ": " + e.getMessage());
      return 1;
    }
    out.println(names.text("replay.title", file, replay.config().players().size(), replay.config().seed(),
        replay.steps().size()));
    Consumer<Replay.Played> print = played -> {
      GameState before = played.before();
      String who = "#" + played.step() + " R" + before.round() + " " + names.time(before.time()) + "  "
          + words.hero(before, CoreEngine.statusOf(before) instanceof Status.Decision d ? d.player() : -1);
      words.printStep(who, played.action(), before, played.result(), out);
    };
    Engine engine = Engine.load();
    GameState last;
    try {
      last = hashes.equals("check") ? replay.verify(engine, print) : replay.rerun(engine, print);
    } catch (ReplayException e) {
      err.println(file + ": " + e.getMessage());
      err.println(names.text("replay.failed", e.step()));
      return 1;
    }
    out.println();
    out.println(names.text(hashes.equals("check") ? "replay.verified" : "replay.rerun", replay.steps().size(),
        Saves.hash(last)));
    if (!last.endReason().isEmpty()) {
      out.println(names.text("play.game-over", names.text("end." + last.endReason()), last.round()));
    }
    for (PlayerState p : last.players()) {
      out.println("  " + names.text("play.score", words.hero(last, p.index()), p.fame(), Words.signed(p.reputation()),
          p.level()));
    }
    return 0;
  }
}
