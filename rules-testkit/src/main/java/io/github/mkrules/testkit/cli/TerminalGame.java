package io.github.mkrules.testkit.cli;

import static io.github.mkrules.testkit.cli.Names.Component.HERO;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.NotationException;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.core.save.Replay;
import io.github.mkrules.testkit.PlayoutPolicy;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * One game in the terminal: the humans' seats read their decisions from the input (a number of the listed
 * legal actions, an action in the text notation, or a word: undo, state, list, help, quit); the bots' seats
 * choose with {@link PlayoutPolicy}. Reads lines, writes text: scripted input plays it in tests.
 */
final class TerminalGame {
  /** A kind with more legal actions than this shows only its first {@link #SHOWN} until listed in full. */
  private static final int LONG_KIND = 16;
  private static final int SHOWN = 10;

  private final Engine engine;
  private final Set<Integer> bots;
  private final SplittableRandom random;
  private final Words words;
  private final Names names;
  private final StateText stateText;
  private final BufferedReader in;
  private final PrintStream out;
  private final boolean echo;
  private GameState state;
  private List<Action> numbered = List.of();
  private Replay.Recorder recorder;

  /** What follows an input line. */
  private enum Next {
    /** Ask again without printing the state. */
    ASK,
    /** Print the state and the legal actions, then ask. */
    SHOW,
    /** Leave the game. */
    QUIT
  }

  /**
   * A game ready to play.
   *
   * @param engine the engine
   * @param start the state after setup
   * @param bots the seats the random bots play
   * @param seed the seed of the bots' choices
   * @param words the language
   * @param in the players' input
   * @param out where the game is printed
   * @param echo whether to print each input line after the prompt (when the input is not a terminal)
   */
  TerminalGame(Engine engine, GameState start, Set<Integer> bots, long seed, Words words, BufferedReader in,
      PrintStream out, boolean echo) {
    this.engine = engine;
    this.state = start;
    this.bots = bots;
    this.random = new SplittableRandom(seed);
    this.words = words;
    this.names = words.names();
    this.stateText = new StateText(words);
    this.in = in;
    this.out = out;
    this.echo = echo;
  }

  /**
   * Records every applied action into a replay.
   *
   * @param recorder the recorder, started from the state this game starts from; null records nothing
   * @return this game
   */
  TerminalGame recording(Replay.Recorder recorder) {
    this.recorder = recorder;
    return this;
  }

  /**
   * Plays until the game ends, the player quits or the input ends.
   *
   * @return the exit code: 0
   */
  int play() {
    boolean show = true;
    while (state.phase() != Phase.GAME_OVER) {
      int player = ((Status.Decision) CoreEngine.statusOf(state)).player();
      if (bots.contains(player)) {
        Action action = PlayoutPolicy.choose(state, engine.legalActions(state), random);
        apply(action, names.text("play.bot", words.hero(state, player)));
        show = true;
        continue;
      }
      if (show) {
        showDecision(player);
      }
      out.print("> ");
      out.flush();
      String line = readLine();
      if (line == null) {
        out.println();
        out.println(names.text("play.input-ended"));
        return 0;
      }
      if (echo) {
        out.println(line);
      }
      Next next = handle(line.trim(), player);
      if (next == Next.QUIT) {
        out.println(names.text("play.bye"));
        return 0;
      }
      show = next == Next.SHOW;
    }
    printResult();
    return 0;
  }

  private String readLine() {
    try {
      return in.readLine();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Next handle(String line, int player) {
    String word = line.toLowerCase(Locale.ROOT);
    if (line.isEmpty()) {
      return Next.ASK;
    }
    if (word.equals("quit") || word.equals("exit") || word.equals("q")) {
      return Next.QUIT;
    }
    if (word.equals("help") || word.equals("?")) {
      out.println(names.text("play.help"));
      return Next.ASK;
    }
    if (word.equals("state") || word.equals("s")) {
      return Next.SHOW;
    }
    if (word.equals("list") || word.startsWith("list ")) {
      printActions(line.substring(4).trim(), true);
      return Next.ASK;
    }
    Action action;
    if (line.chars().allMatch(Character::isDigit)) {
      int number = Integer.parseInt(line.length() > 6 ? "0" : line);
      if (number < 1 || number > numbered.size()) {
        out.println(names.text("play.no-such-number", line, numbered.size()));
        return Next.ASK;
      }
      action = numbered.get(number - 1);
    } else {
      try {
        action = ActionNotation.parse(line);
      } catch (NotationException e) {
        out.println(names.text("play.not-understood", e.getMessage()));
        return Next.ASK;
      }
    }
    return apply(action, names.text("play.you", words.hero(state, player))) ? Next.SHOW : Next.ASK;
  }

  /** Applies an action and prints it with its events, or prints the rejection; returns whether it applied. */
  private boolean apply(Action action, String who) {
    Result result = engine.apply(state, action);
    if (result instanceof Result.Rejected rejected) {
      out.println(words.rejection(rejected.rejection()));
      return false;
    }
    Result.Applied applied = (Result.Applied) result;
    words.printStep(who, action, state, applied, out);
    state = applied.state();
    if (recorder != null) {
      recorder.add(action, state);
    }
    return true;
  }

  private void showDecision(int player) {
    out.println();
    stateText.print(state, engine.view(state, player), out);
    printActions("", false);
  }

  /** Numbers the legal actions grouped by kind (the first word of their notation) and prints them. */
  private void printActions(String onlyKind, boolean full) {
    Map<String, List<Action>> kinds = new LinkedHashMap<>();
    for (Action action : engine.legalActions(state)) {
      kinds.computeIfAbsent(action.notation().split(" ", 2)[0], k -> new ArrayList<>()).add(action);
    }
    List<Action> all = new ArrayList<>();
    kinds.values().forEach(all::addAll);
    numbered = all;
    if (!onlyKind.isEmpty() && !kinds.containsKey(onlyKind)) {
      out.println(names.text("play.no-such-kind", onlyKind, String.join(", ", kinds.keySet())));
      return;
    }
    out.println(names.text("play.actions", all.size()));
    int number = 1;
    for (Map.Entry<String, List<Action>> kind : kinds.entrySet()) {
      List<Action> actions = kind.getValue();
      boolean shown = onlyKind.isEmpty() || onlyKind.equals(kind.getKey());
      if (shown) {
        out.println("  " + names.text("kind." + kind.getKey()) + " [" + kind.getKey() + "]:");
        int limit = full || actions.size() <= LONG_KIND ? actions.size() : SHOWN;
        for (int i = 0; i < limit; i++) {
          Action action = actions.get(i);
          out.println(String.format("    %3d) %-36s %s", number + i, action.notation(), words.action(action, state)));
        }
        if (limit < actions.size()) {
          out.println("         " + names.text("play.more", actions.size() - limit, kind.getKey()));
        }
      }
      number += actions.size();
    }
    out.println(names.text("play.prompt"));
  }

  private void printResult() {
    out.println();
    out.println(names.text("play.game-over", names.text("end." + state.endReason()), state.round()));
    for (PlayerState p : state.players()) {
      out.println("  " + names.text("play.score", names.name(HERO, p.hero()), p.fame(), Words.signed(p.reputation()),
          p.level()) + (bots.contains(p.index()) ? " " + names.text("play.bot-mark") : ""));
    }
  }
}
