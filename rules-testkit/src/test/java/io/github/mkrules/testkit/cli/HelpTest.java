package io.github.mkrules.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code --help} on the tool and on every command exits 0 and lists the commands, the options (optional ones
 * marked so) and examples; unknown commands and options exit 2 with a message and no stack trace.
 */
class HelpTest {
  private static final List<String> COMMANDS = List.of("demo", "play", "render", "fixtures", "simulate", "coverage",
      "rule", "replay", "protocol", "legal-lists");

  @Test
  void toolHelpListsEveryCommandWithAnExample() {
    for (String flag : List.of("--help", "-h", "help")) {
      Cli.Run r = Cli.run(flag);
      assertEquals(0, r.code(), flag);
      assertEquals("", r.err());
      for (String command : COMMANDS) {
        assertTrue(r.out().contains("\n  " + command + " "), command + " listed under " + flag);
        assertTrue(r.out().contains("rules-testkit-cli.jar " + command), "an example of " + command);
      }
    }
  }

  @Test
  void everyCommandHasHelpWithItsOptionsAndExamples() {
    for (String command : COMMANDS) {
      Cli.Run r = Cli.run(command, "--help");
      assertEquals(0, r.code(), command);
      assertTrue(r.out().startsWith(command + ": "), r.out());
      assertTrue(r.out().contains("usage: java -jar rules-testkit-cli.jar " + command), r.out());
      assertTrue(r.out().contains("\nexamples:\n"), r.out());
      assertTrue(r.out().contains("--help"), r.out());
      assertEquals(r.out(), Cli.run("help", command).out(), "'help " + command + "' prints the same");
      assertEquals(r.out(), Cli.run(command, "-h").out());
    }
    Cli.Run render = Cli.run("render", "--help");
    for (String option : List.of("--seed S", "--players N", "--actions K", "--out FILE", "--lang en|cs")) {
      assertTrue(render.out().contains("[" + option + "]"), "optional " + option + " in brackets in the usage");
    }
    assertTrue(render.out().contains("(optional, default map.svg)"), render.out());
  }

  @Test
  void unknownCommandsAndOptionsExitTwoWithAMessage() {
    Cli.Run unknown = Cli.run("frobnicate");
    assertEquals(2, unknown.code());
    assertTrue(unknown.err().contains("unknown command 'frobnicate'"), unknown.err());
    assertTrue(unknown.err().contains(
        "commands: demo, play, render, fixtures, simulate, coverage, rule, replay, protocol, legal-lists"), unknown.err());
    assertEquals(2, Cli.run().code(), "no command");
    assertEquals(2, Cli.run("--verbose").code());
    for (String command : COMMANDS) {
      Cli.Run r = Cli.run(command, "--no-such-option", "1");
      assertEquals(2, r.code(), command);
      assertTrue(r.err().contains(command + ": unknown option --no-such-option"), r.err());
      assertTrue(r.err().contains("usage: java -jar rules-testkit-cli.jar " + command), r.err());
      assertNoStackTrace(r);
    }
  }

  @Test
  void badValuesExitTwoWithoutAStackTrace() {
    for (String[] args : List.of(new String[] {"play", "--players", "9"}, new String[] {"play", "--bots", "2"},
        new String[] {"play", "--lang", "de"}, new String[] {"play", "--heroes", "nobody"},
        new String[] {"play", "--heroes", "arythea,tovak"}, new String[] {"render", "--actions", "-1"},
        new String[] {"render", "--policy", "smart"}, new String[] {"demo", "--seed", "x"},
        new String[] {"demo", "extra"})) {
      Cli.Run r = Cli.run(args);
      assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
      assertNoStackTrace(r);
    }
  }

  static void assertNoStackTrace(Cli.Run r) {
    assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
    assertFalse(r.out().contains("Exception") || r.out().contains("\tat "), r.out());
  }
}
