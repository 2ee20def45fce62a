package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.withDummy;
import static io.github.mkrules.scenarios.States.withPlayer;
import static io.github.mkrules.scenarios.States.withTurn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.content.SkillKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.DummyState;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.core.content.StartingDeck;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The Dummy player of cooperative and solo games (S-GENERAL-06 to S-GENERAL-21): its setup, its turn, its
 * tactics by the solo and cooperative rules (S-SOLO-CONQUEST-01, S-SOLO-CONQUEST-02, S-FULL-COOP-01), the End
 * of the Round it announces and its part of round preparation; and what the players cannot do against it.
 */
class DummyPlayerTest {
  private static DummyState dummy(GameState s) {
    return s.dummy().orElseThrow();
  }

  private static List<Event> events(GameState s, String action) {
    Result r = ENGINE.apply(s, ActionNotation.parse(action));
    assertTrue(r.accepted(), r.toString());
    return ((Result.Applied) r).events();
  }

  private static GameState after(GameState s, String action) {
    return play(s, action);
  }

  /** Ends the player's turn discarding one card (R-ENDTURN-7.1(i): nothing was played), with all its events. */
  private static Result.Applied endTurn(GameState s) {
    return Book.endTurn(s);
  }

  /** A solo game in its first turn, the Dummy going after the player, with the given Dummy deck and crystals. */
  private static GameState playerFirst(List<String> dummyDeck, Crystals crystals) {
    GameState s = after(withDummy(11, "arythea"), "tactic early-bird");
    DummyState d = dummy(s).withDeck(dummyDeck).withCrystals(crystals).withOrderPosition(1);
    return s.withDummy(Optional.of(d)).withUndo(null);
  }

  private static GameState withEmptyDeck(GameState s) {
    GameState t = withPlayer(s, 0, p -> {
      List<String> discard = new ArrayList<>(p.discard());
      discard.addAll(p.deck());
      discard.addAll(p.hand());
      return p.withCards(List.of(), List.of(), discard, p.playArea());
    });
    return withTurn(t, t.turn().withStartConditions(true, true));
  }

  /**
   * S-GENERAL-07 to S-GENERAL-09, S-GENERAL-20, S-GENERAL-21, S-FIRST-RECON-09, EX-S1: the solo game has a Dummy
   * with a hero nobody plays, its 16 Basic Actions shuffled, one crystal per dot (Goldyx: green, green, blue) and,
   * solo, its skill tokens without the competitive interactive one.
   */
  @Test
  void theDummyAtSetup() {
    GameState s = withDummy(1, "arythea");
    DummyState d = dummy(s);
    assertEquals("goldyx", d.hero(), "the first hero nobody chose");
    assertEquals(new Crystals(0, 1, 2, 0), d.crystals(), "EX-S1: 2 green and 1 blue");
    List<String> deck = new ArrayList<>(d.deck());
    List<String> expected = new ArrayList<>(StartingDeck.of(ENGINE.content().heroOrNull("goldyx"),
        ENGINE.content().cards()));
    deck.sort(null);
    expected.sort(null);
    assertEquals(expected, deck);
    assertEquals(List.of(), d.discard());
    assertEquals(10, d.skillStack().size(), "11 skill tokens less the competitive interactive one");
    assertTrue(d.skillStack().stream().noneMatch(id -> ENGINE.content().skills().stream()
        .anyMatch(k -> k.id().equals(id) && k.kind() == SkillKind.INTERACTIVE_COMPETITIVE)));
    assertEquals(3, s.source().size(), "CTX-06: the Dummy does not count for the Source (1 + 2 dice)");
    assertEquals(3, s.supply().unitOffer().size(), "CTX-06: nor for the Units offer");
  }

  /** S-GENERAL-07, S-FIRST-RECON-10: the Dummy's hero may be chosen; the learning game has no Dummy. */
  @Test
  void theDummysOptions() {
    GameConfig solo = GameConfig.of(2, "arythea");
    DummyState tovak = dummy(ENGINE.start(solo.withOptions(Map.of("dummy-hero", "tovak"))));
    assertEquals("tovak", tovak.hero());
    assertEquals(new Crystals(1, 2, 0, 0), tovak.crystals(), "Tovak's dots: blue, blue, red");
    assertEquals(Optional.empty(), ENGINE.start(solo.withOptions(Map.of("dummy", "off"))).dummy());
    InvalidConfigException taken = assertThrows(InvalidConfigException.class,
        () -> ENGINE.start(solo.withOptions(Map.of("dummy-hero", "arythea"))));
    assertEquals(InvalidConfigException.Problem.OPTION_VALUE, taken.problem());
    InvalidConfigException noDummy = assertThrows(InvalidConfigException.class,
        () -> ENGINE.start(GameConfig.of(2, "arythea", "tovak").withOptions(Map.of("dummy-hero", "goldyx"))));
    assertEquals(InvalidConfigException.Problem.UNKNOWN_OPTION, noDummy.problem());
    assertEquals(Optional.empty(), ENGINE.start(GameConfig.of(2, "arythea", "tovak")).dummy(),
        "a competitive game has no Dummy");
  }

  /**
   * S-SOLO-CONQUEST-01, S-GENERAL-10, S-GENERAL-11: the player chooses first, then the Dummy takes one of the other
   * tactics at random; it gains nothing from it but its place in the Round Order.
   */
  @Test
  void soloTacticsThePlayerFirstThenTheDummyAtRandom() {
    GameState s = withDummy(3, "arythea");
    assertEquals(Optional.empty(), dummy(s).tactic(), "the Dummy waits for the player");
    List<Event> events = events(s, "tactic planning");
    GameState next = after(s, "tactic planning");
    String taken = dummy(next).tactic().orElseThrow();
    assertFalse(taken.equals("planning"));
    assertFalse(next.tactics().contains(taken), "the Dummy's tactic left the common area");
    assertTrue(events.contains(new Event.DummyTacticSelected(taken)));
    int number = ENGINE.content().tactic(taken).number();
    assertEquals(number < ENGINE.content().tactic("planning").number() ? 0 : 1, dummy(next).orderPosition(),
        "S-GENERAL-11: the Round Order tokens are re-sorted by tactic number");
    assertEquals(Phase.PLAYER_TURNS, next.phase());
  }

  /**
   * S-GENERAL-13: the Dummy flips three cards, then one more for each of its crystals of the last card's colour.
   * Here the third card is blue (Stamina) and the Dummy holds 2 blue crystals: 5 cards.
   */
  @Test
  void theDummyFlipsThreeThenOneMorePerCrystalOfTheLastColour() {
    List<String> deck = List.of("march", "rage", "stamina", "swiftness", "promise", "tranquility", "threaten");
    GameState s = playerFirst(deck, new Crystals(0, 2, 1, 0));
    List<Event> events = endTurn(s).events();
    assertTrue(events.contains(new Event.DummyCardsFlipped(List.of("march", "rage", "stamina", "swiftness", "promise"))),
        events.toString());
    GameState next = endTurn(s).state();
    assertEquals(List.of("promise", "swiftness", "stamina", "rage", "march"), dummy(next).discard(),
        "the last card flipped lies on top");
    assertEquals(List.of("tranquility", "threaten"), dummy(next).deck());
    assertEquals(0, next.turn().player(), "then the player's turn");
  }

  /** S-GENERAL-13: no crystal of the last card's colour (red Rage): the Dummy's turn ends after three cards. */
  @Test
  void withoutACrystalOfTheLastColourOnlyThree() {
    GameState s = playerFirst(List.of("march", "stamina", "rage", "swiftness"), new Crystals(0, 3, 3, 3));
    GameState next = endTurn(s).state();
    assertEquals(List.of("swiftness"), dummy(next).deck());
  }

  /**
   * S-GENERAL-14, S-GENERAL-12: with fewer cards than it must flip, the Dummy flips what there is; on its next
   * turn, its deck empty, it announces the End of the Round: the player has one more turn, then the round ends.
   */
  @Test
  void anEmptyDeckAnnouncesTheEndOfTheRound() {
    GameState s = playerFirst(List.of("march", "rage"), Crystals.NONE);
    GameState next = endTurn(s).state();
    assertEquals(List.of(), dummy(next).deck());
    assertEquals(List.of("rage", "march"), dummy(next).discard());
    assertEquals(-1, next.finalTurns(), "not announced yet");
    List<Event> events = endTurn(next).events();
    assertTrue(events.contains(new Event.DummyAnnouncedEndOfRound()), events.toString());
    GameState last = endTurn(next).state();
    assertEquals(Phase.PLAYER_TURNS, last.phase(), "the player's last turn");
    assertEquals(1, last.finalTurns());
    GameState done = endTurn(last).state();
    assertEquals(2, done.round(), "the round ended after the player's last turn");
    assertEquals(Phase.TACTIC_SELECTION, done.phase());
  }

  /** R-TURN-3, S-GENERAL-12: when the player announces the End of the Round, the Dummy still takes its last turn. */
  @Test
  void thePlayersAnnouncementGivesTheDummyItsLastTurn() {
    GameState s = withEmptyDeck(playerFirst(List.of("march", "rage", "stamina", "swiftness"), Crystals.NONE));
    List<Event> events = events(s, "end-round");
    assertTrue(events.contains(new Event.DummyCardsFlipped(List.of("march", "rage", "stamina"))), events.toString());
    assertTrue(events.contains(new Event.RoundEnded(1)));
  }

  /**
   * S-GENERAL-15, S-GENERAL-16, C-01, S-SOLO-CONQUEST-02: at round preparation the lowest Advanced Action goes
   * into the Dummy's deck, the lowest Spell under the Spell deck with a crystal of its colour for the Dummy (more
   * than 3 allowed); the Dummy shuffles all its cards into a new deck; both used tactics leave the game.
   */
  @Test
  void roundPreparationFeedsTheDummy() {
    GameState s = withEmptyDeck(playerFirst(List.of("march", "rage", "stamina", "swiftness"), new Crystals(3, 3, 3, 3)));
    String lowestAdvanced = s.supply().advancedActionOffer().get(2);
    String lowestSpell = s.supply().spellOffer().get(2);
    String dummyTactic = dummy(s).tactic().orElseThrow();
    GameState next = after(s, "end-round");
    DummyState d = dummy(next);
    assertTrue(d.deck().contains(lowestAdvanced), "S-GENERAL-15: into the Dummy's deck");
    assertFalse(next.supply().advancedActionDeck().contains(lowestAdvanced));
    assertEquals(5, d.deck().size(), "its 4 cards, all shuffled back, and the Advanced Action");
    assertEquals(List.of(), d.discard());
    assertEquals(lowestSpell, next.supply().spellDeck().get(next.supply().spellDeck().size() - 1));
    io.github.mkrules.api.state.ManaColor color = ENGINE.content().card(lowestSpell).color().orElseThrow();
    assertEquals(4, d.crystals().get(color), "S-GENERAL-16: a fourth crystal of the Spell's colour");
    assertEquals(Optional.empty(), d.tactic());
    assertFalse(next.tactics().contains("early-bird") || next.tactics().contains(dummyTactic));
    assertEquals(List.of("early-bird", dummyTactic), next.supply().removedTactics());
  }

  /**
   * S-FULL-COOP-01, S-GENERAL-11: in a cooperative game the Dummy takes its tactic first, at random; the players
   * cannot take it.
   */
  @Test
  void cooperativeTacticsTheDummyFirst() {
    GameState s = ENGINE.start(GameConfig.of(4, "arythea", "tovak").withScenario("full-cooperation"));
    String taken = dummy(s).tactic().orElseThrow();
    assertFalse(s.tactics().contains(taken));
    assertEquals(5, s.tactics().size());
    States.assertRejected(s, "tactic " + taken, RejectionCode.TACTIC_UNAVAILABLE, "S-GENERAL-11");
    assertEquals(new Crystals(0, 1, 2, 0), dummy(s).crystals(), "Goldyx, the first hero nobody plays");
    assertEquals(List.of(), dummy(s).skillStack(), "the Dummy's skills are used only in solo games (S-GENERAL-20)");
  }

  /**
   * API views and sampling: everybody sees the Dummy's discard pile, crystals and tactic and the size of its deck,
   * not the deck's order, which a sample deals again (S-GENERAL-09).
   */
  @Test
  void theDummysDeckIsHidden() {
    GameState s = after(withDummy(5, "arythea"), "tactic early-bird");
    PlayerView view = ENGINE.view(s, 0);
    assertEquals(dummy(s).deck().size(), view.dummy().orElseThrow().deckSize());
    assertEquals(dummy(s).crystals(), view.dummy().orElseThrow().crystals());
    boolean reordered = false;
    for (long seed = 0; seed < 5; seed++) {
      GameState sample = ENGINE.sample(s, 0, seed);
      assertEquals(view, ENGINE.view(sample, 0));
      List<String> a = new ArrayList<>(dummy(sample).deck());
      List<String> b = new ArrayList<>(dummy(s).deck());
      reordered |= !a.equals(b);
      a.sort(null);
      b.sort(null);
      assertEquals(b, a, "the same cards");
    }
    assertTrue(reordered, "the deck's order is dealt again");
  }
}
