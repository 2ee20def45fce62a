package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.atNight;
import static io.github.mkrules.scenarios.States.cards;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.rejected;
import static io.github.mkrules.scenarios.States.start;
import static io.github.mkrules.scenarios.States.withPlayer;
import static io.github.mkrules.scenarios.States.withSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PlayerState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The twelve tactic cards (R-ROUND-3, heroes-skills-tactics §3): "when you take this card" effects
 * (R-ROUND-3.2), turn order by tactic number (R-ROUND-3.3), and the effects used during or before one's turn
 * (R-TURN-1) or while drawing (R-ENDTURN-7.2, R-ENDTURN-7.4).
 */
class TacticsTest {
  private static final List<String> DECK = List.of("march", "rage", "swiftness", "stamina", "promise", "threaten",
      "crystallize", "mana-draw", "concentration", "improvisation", "tranquility");

  private static List<String> sorted(List<String> cards) {
    List<String> out = new ArrayList<>(cards);
    out.sort(null);
    return out;
  }

  @Test
  void greatStartDrawsTwoCardsWhenTaken() {
    GameState s = play(start(1, "arythea"), "tactic great-start");
    assertEquals(7, s.player(0).hand().size(), "R-ROUND-3.2: Great Start draws 2 at once");
    assertEquals(9, s.player(0).deck().size());
  }

  @Test
  void rethinkSwapsUpToThreeCardsAndShufflesThemIntoTheDeck() {
    GameState s = start(2, "arythea");
    List<String> hand = s.player(0).hand();
    List<String> all = new ArrayList<>(hand);
    all.addAll(s.player(0).deck());
    List<String> picks = sorted(hand); // the cards are picked in the order of the choice's options
    GameState after = play(s, "tactic rethink", "pick " + picks.get(0), "pick " + picks.get(1), "done");
    assertEquals(5, after.player(0).hand().size());
    assertEquals(11, after.player(0).deck().size(), "R-ROUND-3.2: the discarded cards go back into the deck");
    List<String> allAfter = new ArrayList<>(after.player(0).hand());
    allAfter.addAll(after.player(0).deck());
    assertEquals(sorted(all), sorted(allAfter), "no card lost or gained");
    GameState three = play(s, "tactic rethink", "pick " + picks.get(0), "pick " + picks.get(1), "pick " + picks.get(2));
    assertTrue(three.choices().isEmpty(), "at most 3 cards: the third pick ends the choice");
    assertEquals(RejectionCode.CHOICE_NOT_PENDING, rejected(three, "pick " + picks.get(3)).code());
  }

  @Test
  void turnOrderFollowsTacticNumbers() {
    // R-ROUND-3.1(ii): the last hero chooser (player 1) chooses first; R-ROUND-3.3: lowest number goes first
    GameState s = play(start(3, "arythea", "goldyx"), "tactic the-right-moment", "tactic early-bird");
    assertEquals(List.of(0, 1), s.turnOrder());
    GameState t = play(start(3, "arythea", "goldyx"), "tactic early-bird", "tactic planning");
    assertEquals(List.of(1, 0), t.turnOrder());
    assertEquals(RejectionCode.TACTIC_UNAVAILABLE,
        rejected(play(start(3, "arythea", "goldyx"), "tactic early-bird"), "tactic early-bird").code(), "R-ROUND-3.1");
  }

  @Test
  void lowestFameChoosesFirst() {
    GameState s = withPlayer(start(4, "arythea", "goldyx"), 1, p -> p.withFameAndReputation(5, 0));
    assertEquals(new Status.Decision(0, DecisionKind.SELECT_TACTIC), ENGINE.view(s, 0).status(), "R-ROUND-3.1(i)");
  }

  @Test
  void manaStealGivesAnExtraDieForTheDay() {
    GameState s = withSource(start(5, "arythea"),
        List.of(new ManaDie(ManaColor.GREEN, -1), new ManaDie(ManaColor.GREEN, -1), new ManaDie(ManaColor.BLACK, -1)));
    GameState stealing = play(s, "tactic mana-steal");
    assertFalse(ENGINE.legalActions(stealing).contains(io.github.mkrules.api.action.ActionNotation.parse("pick die:2")),
        "only a die showing a basic colour can be stolen");
    assertEquals("R-ROUND-3.2", rejected(stealing, "pick die:2").ruleId());
    s = play(stealing, "pick die:0");
    assertEquals(0, s.player(0).manaStealDie());
    assertEquals(0, s.source().get(0).takenBy(), "the die lies on the tactic card, out of the Source");
    s = withPlayer(s, 0, p -> cards(p, List.of("march", "march", "rage"), p.deck(), p.discard()));
    s = play(s, "play march powered", "pick die:0", "play march powered", "pick die:1");
    assertEquals(8, s.turn().move(), "R-MANA-3: the stolen die comes on top of the turn's one Source die");
    s = play(s, "end-turn", "done");
    assertEquals(-1, s.player(0).manaStealDie());
    assertEquals(-1, s.source().get(0).takenBy(), "after use it is rerolled and returned to the Source");
  }

  @Test
  void planningRaisesTheHandLimitWhileDrawing() {
    GameState s = play(start(6, "arythea"), "tactic planning");
    String card = s.player(0).hand().get(0);
    GameState played = play(s, "sideways " + card + " move");
    assertEquals(5, play(played, "end-turn", "done", "done").player(0).hand().size(), "R-ENDTURN-7.2: limit 5");
    assertEquals(6, play(played, "end-turn", "done", "pick planning").player(0).hand().size(),
        "Planning: as if 1 higher");
  }

  @Test
  void theRightMomentGivesOneMoreTurnOncePerDay() {
    GameState s = play(start(7, "arythea", "goldyx"), "tactic the-right-moment", "tactic early-bird");
    s = play(s, "sideways " + s.player(0).hand().get(0) + " move", "end-turn", "done");
    assertEquals(1, s.turn().player());
    s = play(s, "use-tactic the-right-moment", "sideways " + s.player(1).hand().get(0) + " move", "end-turn", "done");
    assertEquals(1, s.turn().player(), "the same player takes one more turn right away");
    assertEquals(RejectionCode.EFFECT_NOT_USABLE, rejected(s, "use-tactic the-right-moment").code(), "once this Day");
    s = play(s, "sideways " + s.player(1).hand().get(0) + " move", "end-turn", "done");
    assertEquals(0, s.turn().player(), "then the turn order goes on");
  }

  @Test
  void longNightRebuildsAnEmptyDeckFromThreeDiscards() {
    GameState s = play(atNight(start(8, "arythea")), "tactic long-night");
    GameState empty = withPlayer(s, 0, p -> cards(p, List.of("march", "rage"), List.of(), DECK.subList(0, 6)));
    empty = io.github.mkrules.scenarios.States.withTurn(empty, empty.turn().withStartConditions(true, false));
    GameState after = play(empty, "use-tactic long-night");
    assertEquals(3, after.player(0).deck().size(), "3 random cards of the shuffled discard pile");
    assertEquals(3, after.player(0).discard().size());
    assertTrue(after.player(0).tacticFlipped());
    assertEquals(RejectionCode.EFFECT_NOT_USABLE, rejected(s, "use-tactic long-night").code(), "only with an empty deck");
  }

  @Test
  void longNightActsInTheMiddleOfDrawing() {
    // R-ENDTURN-7.4 note: when the deck runs out while drawing, Long Night rebuilds it and drawing goes on
    GameState s = play(atNight(start(9, "arythea")), "tactic long-night");
    s = withPlayer(s, 0, p -> cards(p, List.of("march", "rage"), List.of("swiftness"), DECK.subList(3, 8)));
    s = play(s, "sideways march move");
    assertEquals(2, play(s, "end-turn", "done", "done").player(0).hand().size(),
        "without it: 1 card left in hand + 1 drawn");
    GameState after = play(s, "end-turn", "done", "pick long-night");
    // hand 1 + 1 drawn; the discard pile (5 + the played March) is shuffled, 3 become the deck and are drawn
    assertEquals(5, after.player(0).hand().size(), "drawing goes on up to the hand limit");
    assertEquals(0, after.player(0).deck().size());
    assertEquals(3, after.player(0).discard().size());
    GameState full = play(atNight(start(9, "arythea")), "tactic long-night");
    GameState drawn = play(full, "sideways " + full.player(0).hand().get(0) + " move", "end-turn", "done");
    assertTrue(drawn.choices().isEmpty() && !drawn.player(0).tacticFlipped(),
        "not asked when the deck does not run out");
  }

  @Test
  void manaSearchRerollsDepletedDiceFirstBeforeTakingMana() {
    GameState s = play(atNight(start(10, "arythea")), "tactic mana-search");
    s = withSource(s, List.of(new ManaDie(ManaColor.GOLD, -1), new ManaDie(ManaColor.RED, -1),
        new ManaDie(ManaColor.GREEN, -1)));
    GameState searching = play(s, "use-tactic mana-search");
    assertEquals("R-MANA-3.3", rejected(searching, "pick die:1").ruleId(), "gold is depleted at Night");
    GameState after = play(searching, "pick die:0", "pick die:1");
    assertEquals(ManaColor.GREEN, after.source().get(2).color(), "the third die is untouched");
    assertEquals(RejectionCode.EFFECT_NOT_USABLE, rejected(after, "use-tactic mana-search").code(), "once per turn");
  }

  @Test
  void midnightMeditationSwapsCardsBeforeTheTurn() {
    GameState s = play(atNight(start(11, "arythea")), "tactic midnight-meditation");
    List<String> hand = sorted(s.player(0).hand());
    GameState after = play(s, "use-tactic midnight-meditation", "pick " + hand.get(0), "pick " + hand.get(1),
        "pick " + hand.get(2), "done");
    assertEquals(5, after.player(0).hand().size());
    assertEquals(11, after.player(0).deck().size());
    assertTrue(after.player(0).tacticFlipped(), "once this Night");
    GameState started = play(s, "sideways " + hand.get(0) + " move");
    assertEquals(RejectionCode.EFFECT_NOT_USABLE, rejected(started, "use-tactic midnight-meditation").code(),
        "only before the turn");
  }

  @Test
  void sparingPowerStashesUnseenThenTakesThePile() {
    GameState s = play(atNight(start(12, "arythea")), "tactic sparing-power");
    String top = s.player(0).deck().get(0);
    s = play(s, "use-tactic sparing-power stash");
    assertEquals(List.of(top), s.player(0).tacticPile());
    assertEquals(10, s.player(0).deck().size());
    assertEquals(1, ENGINE.view(s, 0).players().get(0).tacticPileSize(), "views show only the pile's size");
    assertEquals(RejectionCode.EFFECT_NOT_USABLE, rejected(s, "use-tactic sparing-power take").code(), "once per turn");
    s = play(s, "sideways " + s.player(0).hand().get(0) + " move", "end-turn", "done", "use-tactic sparing-power take");
    assertTrue(s.player(0).hand().contains(top));
    assertTrue(s.player(0).tacticFlipped());
    assertTrue(s.player(0).tacticPile().isEmpty());
  }

  @Test
  void preparationTakesAnyCardFromTheDeck() {
    GameState s = atNight(start(13, "arythea"));
    String card = s.player(0).deck().get(7);
    PlayerState after = play(s, "tactic preparation", "pick " + card).player(0);
    assertEquals(6, after.hand().size());
    assertEquals(10, after.deck().size());
  }
}
