package io.github.mkrules.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.NotationException;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.Rest;
import io.github.mkrules.api.action.SelectTactic;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.action.UseTactic;
import io.github.mkrules.api.state.ManaColor;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * API-NOTATION (issue 7, strict edges): the notation reads one action per string, each key at most once, and
 * answers every bad text with its own message naming the text; the action records refuse what the notation
 * could not read back, so every action that exists prints as text that parses back to it.
 */
class NotationStrictnessTest {
  /** Java's own texts that must never reach a user of the notation. */
  private static final List<String> JAVA_TEXTS =
      List.of("For input string", "No enum constant", "inconsistent mana source", "Exception", "Index ");

  private static NotationException refused(String text) {
    NotationException e = assertThrows(NotationException.class, () -> ActionNotation.parse(text), String.valueOf(text));
    for (String javaText : JAVA_TEXTS) {
      assertFalse(e.getMessage().contains(javaText), "our own message, not Java's: " + e.getMessage());
    }
    return e;
  }

  @Test
  void nullTextIsRefusedWithAMessage() {
    NotationException e = assertThrows(NotationException.class, () -> ActionNotation.parse(null));
    assertEquals("no action: the text is null", e.getMessage());
  }

  @Test
  void aTabOrLineBreakNeverJoinsTwoActions() {
    for (String text : List.of("move 1,0\tmove 2,0", "move 1,0\nmove 2,0", "end-turn\r\nundo", "play\tmarch basic")) {
      NotationException e = refused(text);
      assertTrue(e.getMessage().contains("one action per string"), e.getMessage());
      assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\t"), "control characters are shown escaped");
    }
    assertTrue(refused("move  1,0").getMessage().contains("single spaces"));
    assertEquals(new Move(new io.github.mkrules.api.state.HexCoord(1, 0)), ActionNotation.parse("  move 1,0 "),
        "spaces around the action are ignored");
  }

  @Test
  void eachKeyAtMostOnce() {
    assertTrue(refused("play concentration powered with:march with:rage").getMessage().contains("'with:' is given twice"));
    assertTrue(refused("play rage basic option:1 option:1").getMessage().contains("'option:' is given twice"));
    assertTrue(refused("skill a option:1 option:2").getMessage().contains("expected 'skill <id> [option:<n>]'"));
    assertTrue(refused("unit 0 option:1 option:2").getMessage().contains("expected 'unit <i> [option:<n>]'"));
  }

  /** Issue 14: no action names its mana; each mana is a pick after the action. */
  @Test
  void actionsNameNoMana() {
    assertTrue(refused("play march powered die:0").getMessage().contains("the mana are picked next"));
    assertTrue(refused("unit 0 option:2 crystal:red").getMessage().contains("the mana is picked next"));
    assertTrue(refused("buy spell fireball crystal:red").getMessage().contains("the mana is picked next"));
    assertTrue(refused("buy spell").getMessage().contains("names the card bought"));
  }

  @Test
  void badNumbersAndWordsGetOurOwnMessages() {
    assertTrue(refused("play rage basic option:x").getMessage().contains("'option:x': the option is a whole number from 1"));
    assertTrue(refused("play rage basic option:-1").getMessage().contains("the option is a whole number from 1"));
    assertTrue(refused("play rage basic option:99999999999").getMessage().contains("whole number"));
    assertTrue(refused("skill motivation option:x").getMessage().contains("whole number"));
    assertTrue(refused("sideways rage fly").getMessage().contains("expected move, influence, attack or block but got 'fly'"));
    assertMessage(IllegalArgumentException.class, "a die index is a whole number from 0", () -> ManaSource.parse("die:-1"));
    assertMessage(IllegalArgumentException.class, "a die index is a whole number from 0", () -> ManaSource.parse("die:x"));
    assertMessage(IllegalArgumentException.class, "crystals are red, blue, green or white",
        () -> ManaSource.parse("crystal:gold"));
    assertMessage(IllegalArgumentException.class, "unknown mana colour 'pink'", () -> ManaSource.parse("token:pink"));
    assertMessage(IllegalArgumentException.class, "expected die:N, crystal:COLOUR or token:COLOUR",
        () -> ManaSource.parse("mana"));
    // issue 14: the mana and a cost card are picked after the play, never named in it
    assertTrue(refused("play march powered die:0").getMessage().contains("'die:0' is not option: or with:"));
    assertTrue(refused("play improvisation basic cost:march").getMessage().contains("is not option: or with:"));
    assertTrue(refused("move x,1").getMessage().contains("expected 'q,r'"));
    assertTrue(refused("explore 1").getMessage().contains("expected 'q,r'"));
    assertTrue(refused("play March basic").getMessage().contains("card 'March' is not an id"));
    assertTrue(refused("play march basic with:").getMessage().contains("with '' is not an id"));
    assertTrue(refused("end-turn march").getMessage().contains("'end-turn' takes 0 argument(s) but got 1"));
    assertTrue(refused("fly 1,2").getMessage().contains("unknown action 'fly'"));
    assertTrue(refused("rest").getMessage().contains("expected 'rest <card>'"));
    assertTrue(refused("rest march wound").getMessage().contains("'rest' takes 1 argument(s) but got 2"));
    assertTrue(refused("tactic rethink march").getMessage().contains("'tactic' takes 1 argument(s) but got 2"));
    assertTrue(refused("pick").getMessage().contains("expected 'pick <item>'"));
    assertTrue(refused("undo now").getMessage().contains("'undo' takes 0 argument(s) but got 1"));
  }

  /** The records refuse at construction what their notation could not express, naming the argument. */
  @Test
  void recordsRefuseWhatCannotBePrintedAndReadBack() {
    assertMessage(IllegalArgumentException.class, "option must be 0 or more", () -> PlayCard.basic("march", -5));
    assertMessage(IllegalArgumentException.class, "option must be 0 or more", () -> new UseSkill("motivation", -1));
    assertMessage(IllegalArgumentException.class, "card 'two words' is not an id", () -> PlayCard.basic("two words", 0));
    assertMessage(IllegalArgumentException.class, "card 'use:planning' is not an id", () -> new Rest("use:planning"));
    assertMessage(IllegalArgumentException.class, "tactic 'Rethink' is not an id", () -> new SelectTactic("Rethink"));
    assertMessage(IllegalArgumentException.class, "item 'a b' is not a single word", () -> new Pick("a b"));
    assertMessage(IllegalArgumentException.class, "args entry 'a\\tb' is not a single word",
        () -> new UseTactic("mana-search", List.of("a\tb")));
    assertMessage(IllegalArgumentException.class, "a die index is 0 or more but got -1", () -> ManaSource.die(-1));
    assertMessage(IllegalArgumentException.class, "crystals are red, blue, green or white but got black",
        () -> ManaSource.crystal(ManaColor.BLACK));
    assertMessage(NullPointerException.class, "card", () -> PlayCard.basic(null, 0));
    assertMessage(NullPointerException.class, "mode", () -> new PlayCard("march", null, 0, Optional.empty()));
    assertMessage(NullPointerException.class, "card", () -> new Rest(null));
    assertMessage(NullPointerException.class, "item", () -> new Pick(null));
    assertMessage(NullPointerException.class, "use", () -> new PlaySideways("march", null));
    assertMessage(NullPointerException.class, "to", () -> new Move(null));
    assertMessage(NullPointerException.class, "slot", () -> new Explore(null));
    assertMessage(NullPointerException.class, "color", () -> ManaSource.token(null));
  }

  @Test
  void extremeButValidValuesRoundTrip() {
    for (var action : List.of(
        new PlayCard("march", CardMode.POWERED, Integer.MAX_VALUE, Optional.empty()),
        new Pick(ManaSource.die(Integer.MAX_VALUE).toString()),
        new UseSkill("motivation", Integer.MAX_VALUE),
        new Move(new io.github.mkrules.api.state.HexCoord(Integer.MIN_VALUE, Integer.MAX_VALUE)))) {
      assertEquals(action, ActionNotation.parse(action.notation()), action.notation());
    }
  }

  private static void assertMessage(Class<? extends RuntimeException> type, String part, Executable construct) {
    RuntimeException e = assertThrows(type, construct);
    assertTrue(e.getMessage() != null && e.getMessage().contains(part), "expected '" + part + "' in " + e.getMessage());
  }

  /**
   * Any text made of notation words, numbers, separators and stray characters either parses to an action that
   * prints back as text parsing to the same action, or is refused with a {@link NotationException} carrying our
   * own message; no other exception escapes.
   *
   * @param words the words of the text
   * @param separators what joins them
   */
  @Property(tries = 2000)
  void anyTextParsesBackOrIsRefusedWithOurMessage(
      @ForAll("words") List<String> words, @ForAll("separators") List<String> separators) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < words.size(); i++) {
      text.append(i == 0 ? "" : separators.get(i % separators.size())).append(words.get(i));
    }
    Action action;
    try {
      action = ActionNotation.parse(text.toString());
    } catch (NotationException e) {
      for (String javaText : JAVA_TEXTS) {
        assertFalse(e.getMessage().contains(javaText), e.getMessage());
      }
      return;
    }
    assertEquals(action, ActionNotation.parse(action.notation()), text.toString());
  }

  @Provide
  Arbitrary<List<String>> words() {
    return Arbitraries.oneOf(
        Arbitraries.of("tactic", "use-tactic", "skill", "play", "sideways", "move", "explore", "rest", "end-round",
            "end-turn", "undo", "pick", "done", "unit", "buy", "spell", "fireball", "0", "basic", "powered",
            "march", "rage", "wound", "planning", "move", "fly", "1,0", "-2,3",
            "x,1", ",", "die:0", "die:-1", "die:x", "crystal:red", "crystal:gold", "token:black", "option:1",
            "option:0", "option:-3", "option:x", "option:99999999999", "with:march", "with:", "cost:rage",
            "use:planning", "use:", "stash", "Rage", ""),
        Arbitraries.strings().ofMaxLength(6))
        .list().ofMinSize(1).ofMaxSize(6);
  }

  @Provide
  Arbitrary<List<String>> separators() {
    return Arbitraries.of(" ", " ", " ", "  ", "\t", "\n", "\r\n", ":").list().ofMinSize(1).ofMaxSize(3);
  }
}
