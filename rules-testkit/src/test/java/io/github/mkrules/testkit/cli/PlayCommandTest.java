package io.github.mkrules.testkit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code play} with scripted input: the state in words, numbered legal actions, rejections with their code,
 * rule ID and message (R-MOVE-3 not adjacent, R-UNDO-2 nothing to undo), undo (R-UNDO), random bots, a full
 * game to its end (R-FLOW-4), in English and Czech.
 */
class PlayCommandTest {
  /** A key of cli_*.properties that was printed instead of its text. */
  static final Pattern RAW_KEY = Pattern.compile("\\b(action|event|state|play|kind|terrain|color|enemy-color"
      + "|enemy-pile|stage|end|points|mana|render|demo|tile|site-color|space|source|pile|offer|replay)\\.[a-z][a-z_.-]*");
  private static final Locale CZECH = Locale.forLanguageTag("cs");

  private static String message(RejectionCode code, Locale locale) {
    return new Rejection(code, "", code.messageKey(), "").message(locale);
  }

  static void assertReadable(Cli.Run r) {
    Matcher raw = RAW_KEY.matcher(r.out());
    assertFalse(raw.find(), () -> "untranslated key " + raw.group());
    assertFalse(r.out().contains("[hex=") || r.out().contains("[player="), "no record toString in the output");
    HelpTest.assertNoStackTrace(r);
  }

  @Test
  void aFewTurnsWithRejectionsUndoAndQuit() {
    String script = String.join("\n", "1", "move 9,9", "foo", "999", "1", "undo", "undo", "list end-turn", "quit", "");
    Cli.Run r = Cli.withInput(script, "play", "--seed", "4");
    assertEquals(0, r.code(), r.err());
    assertReadable(r);
    String out = r.out();
    assertTrue(out.contains("=== Round 1, Day · Arythea (player 1) chooses a tactic ==="), out);
    assertTrue(out.contains("Arythea: Fame 0, Reputation 0, level 1, off the map (enters at the Portal)"), out);
    assertTrue(out.contains("Source: 0 "), "the Source dice are listed");
    assertTrue(out.contains("  Units: "), "the Units offer is listed");
    assertTrue(out.contains("  Advanced Actions: "), "the Advanced Actions offer is listed");
    assertTrue(out.contains("Map around 0,0"), "the map around the hero is listed");
    assertTrue(out.contains("  0,0     plains, Portal · Arythea (you)"), "the hero stands on the Portal in the turn");
    assertTrue(out.contains("  Take a tactic [tactic]:\n      1) tactic "), "numbered actions grouped by kind");
    assertTrue(out.contains("Refused: NOT_ADJACENT, rule R-MOVE-3\n  " + message(RejectionCode.NOT_ADJACENT,
        Locale.ENGLISH) + "\n  (9,9 is not adjacent to 0,0)"), out);
    assertTrue(out.contains("Not understood: 'foo': unknown action 'foo' (expected tactic, "), out);
    assertTrue(out.contains("There is no action number 999; choose 1 to "), out);
    assertTrue(out.contains("Arythea takes back the last action."), "undo applied");
    assertTrue(out.contains("Refused: NOTHING_TO_UNDO, rule R-UNDO"), "a second undo has nothing to take back");
    assertTrue(out.contains(message(RejectionCode.NOTHING_TO_UNDO, Locale.ENGLISH)), out);
    assertTrue(out.contains("  End the turn [end-turn]:"), out);
    assertFalse(out.substring(out.lastIndexOf("> list end-turn")).contains("more: 'list end-turn'"),
        "list shows every action of the kind");
    assertTrue(out.strip().endsWith("You left the game."), out);
  }

  @Test
  void czechNamesWordsAndRejectionMessages() {
    Cli.Run r = Cli.withInput("1\nmove 9,9\nquit\n", "play", "--seed", "4", "--lang", "cs");
    assertEquals(0, r.code(), r.err());
    assertReadable(r);
    String out = r.out();
    assertTrue(out.contains("=== Kolo 1, Den · Arythea (hráč 1) volí taktiku ==="), out);
    assertTrue(out.contains("Pochod [march]"), "the Czech card name from deed-cards.json");
    assertTrue(out.contains("vzít taktiku Ranní ptáče"), "the Czech tactic name from tactics.json");
    assertTrue(out.contains("pláně, Portál"), "Czech terrain and site names");
    assertTrue(out.contains("Odmítnuto: NOT_ADJACENT, pravidlo R-MOVE-3\n  " + message(RejectionCode.NOT_ADJACENT,
        CZECH)), out);
    assertTrue(message(RejectionCode.NOT_ADJACENT, CZECH).contains("nesousedí"), "the Czech bundle is used");
  }

  /** A human who always answers 1 and one bot play a whole game; it ends with the Fame of each hero. */
  @Test
  void aFullGameAgainstABot() {
    Cli.Run r = Cli.withInput("1\n".repeat(3000), "play", "--players", "2", "--bots", "1", "--seed", "2");
    assertEquals(0, r.code(), r.err());
    assertReadable(r);
    assertTrue(r.out().contains("Goldyx (bot): "), "the bot seat plays");
    assertFalse(r.out().contains("The input ended"), "the game ended before the input");
    assertTrue(r.out().contains("\nGame over in round "), r.out().substring(Math.max(0, r.out().length() - 2000)));
    assertTrue(r.lastLine().matches("  Goldyx: Fame \\d+, Reputation -?\\+?\\d+, level \\d+ \\(bot\\)"), r.lastLine());
  }

  /** With every seat a bot the game plays itself; the same seed gives the same game. */
  @Test
  void botsOnlyGamesAreSeeded() {
    Cli.Run first = Cli.run("play", "--players", "3", "--bots", "3", "--seed", "5");
    assertEquals(0, first.code(), first.err());
    assertReadable(first);
    assertTrue(first.out().contains("\nGame over in round "), first.out());
    assertEquals(first.out(), Cli.run("play", "--players", "3", "--bots", "3", "--seed", "5").out());
  }

  @Test
  void theEndOfTheInputLeavesTheGame() {
    Cli.Run r = Cli.withInput("1\n", "play");
    assertEquals(0, r.code());
    assertTrue(r.lastLine().equals("The input ended; leaving the game."), r.lastLine());
  }
}
