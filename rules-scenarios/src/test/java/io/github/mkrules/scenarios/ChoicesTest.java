package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.assertRejected;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.withPlayer;
import static io.github.mkrules.scenarios.States.withSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.view.PlayerView;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 14: every choice of several things is a sequence of picks, in one order only, with a rule ID on every
 * refusal; the end-of-turn discards (R-ENDTURN-7.1), rest Wounds (R-TURN-7.1), a card's mana (R-CARDS-3) and
 * Mana Draw's die and colour (R-EFFECTS-1) as examples; undo inside a sequence (R-UNDO-1, R-UNDO-2); secret
 * choices stay secret (API-VIEW).
 */
class ChoicesTest {
  private static final HexCoord PORTAL = new HexCoord(0, 0);

  private static GameState hand(String... cards) {
    return inTurn(61, PORTAL, 0, List.of(cards));
  }

  private static List<String> legal(GameState s) {
    List<String> out = new ArrayList<>();
    for (Action action : ENGINE.legalActions(s)) {
      out.add(action.notation());
    }
    return out;
  }

  private static PendingChoice choice(GameState s) {
    return s.choices().get(s.choices().size() - 1);
  }

  /** R-ENDTURN-7.1: after the end of the turn, the non-Wound cards in hand are on the table, sorted. */
  @Test
  void theEndOfTurnDiscardsArePickedOneAtATime() {
    GameState s = play(hand("stamina", "march", "rage", "wound"), "sideways stamina move", "end-turn");
    assertEquals(new Status.Decision(0, DecisionKind.END_TURN_DISCARD), ENGINE.status(s));
    assertEquals("R-ENDTURN-7.1", choice(s).rule());
    assertEquals(List.of("march", "rage"), choice(s).options(), "Wounds are never discarded (R-DISCARD-1)");
    assertEquals(List.of("pick march", "pick rage", "done"), legal(s), "a card played: no discard is needed");
    GameState one = play(s, "pick march");
    assertEquals(List.of("pick rage", "done", "undo"), legal(one), "a pick can be taken back");
    GameState ended = play(one, "done");
    assertTrue(ended.choices().isEmpty());
    assertEquals("march", ended.player(0).discard().get(0), "discarded on top, before drawing");
  }

  /** A set is reached in one order only: a pick never stands before the last one; the last item ends it. */
  @Test
  void picksFollowTheOrderOfTheOptions() {
    GameState s = play(hand("march", "rage", "stamina", "promise"), "end-turn");
    assertEquals(List.of("march", "promise", "rage", "stamina"), choice(s).options());
    GameState rage = play(s, "pick rage");
    assertEquals(List.of("pick stamina", "done", "undo"), legal(rage), "march and promise come before rage");
    assertRejected(rage, "pick march", RejectionCode.NOT_ON_OFFER, "R-ENDTURN-7.1");
    GameState last = play(rage, "pick stamina");
    assertTrue(last.choices().isEmpty(), "nothing can be picked after the last item: the choice is made");
  }

  /** Bad picks and steps are refused with a code, the rule of the choice and a message key; nothing changes. */
  @Test
  void badStepsAreRefusedWithTheRuleOfTheChoice() {
    GameState s = play(hand("march", "march", "rage"), "end-turn");
    assertEquals(List.of("march", "march", "rage"), choice(s).options(), "equal items stand together");
    assertRejected(s, "done", RejectionCode.CHOICE_INCOMPLETE, "R-ENDTURN-7.1"); // nothing played: at least one
    assertRejected(s, "pick promise", RejectionCode.NOT_ON_OFFER, "R-ENDTURN-7.1");
    assertRejected(s, "move 1,0", RejectionCode.CHOICE_NOT_PENDING, "R-ENDTURN-7.1");
    GameState twice = play(s, "pick march", "pick march");
    assertRejected(twice, "pick march", RejectionCode.NOT_ON_OFFER, "R-ENDTURN-7.1");
    assertEquals("rejection.not-on-offer", States.rejected(twice, "pick march").messageKey());
    assertRejected(hand("march"), "pick march", RejectionCode.CHOICE_NOT_PENDING, "R-EFFECTS-1");
    assertRejected(hand("march"), "done", RejectionCode.CHOICE_NOT_PENDING, "R-EFFECTS-1");
  }

  /** R-TURN-7.1: a Standard Rest names its one non-Wound card; the Wounds discarded with it are picked. */
  @Test
  void aStandardRestAddsWoundsByPicks() {
    GameState s = play(hand("march", "rage", "wound", "wound"), "rest march");
    assertEquals(new Status.Decision(0, DecisionKind.REST_DISCARD), ENGINE.status(s));
    assertEquals(List.of("pick wound", "done", "undo"), legal(s));
    assertRejected(s, "pick rage", RejectionCode.NOT_ON_OFFER, "R-TURN-7.1");
    GameState one = play(s, "pick wound", "done");
    assertEquals(List.of("rage", "wound"), one.player(0).hand());
    assertEquals(List.of("wound", "march"), one.player(0).discard());
  }

  /** R-CARDS-3, R-UNDO-1: the mana of a play is a step of its own, and undo goes back one step at a time. */
  @Test
  void manaIsPaidInAStepAndUndoneStepByStep() {
    GameState s = withSource(hand("march"), List.of(new ManaDie(ManaColor.GREEN, -1), new ManaDie(ManaColor.GOLD, -1),
        new ManaDie(ManaColor.RED, -1)));
    s = withPlayer(s, 0, p -> p.withCrystals(p.crystals().plus(ManaColor.GREEN, 1)));
    GameState paying = play(s, "play march powered");
    assertEquals(new Status.Decision(0, DecisionKind.PAY_MANA), ENGINE.status(paying));
    assertEquals(List.of("pick die:0", "pick die:1", "pick crystal:green", "undo"), legal(paying),
        "the dice and crystal that pay green (gold by Day, R-MANA-2.1)");
    assertRejected(paying, "pick die:2", RejectionCode.MANA_UNAVAILABLE, "R-MANA-2");
    assertEquals(List.of("march"), paying.player(0).playArea(), "the card is down while it is paid");
    GameState paid = play(paying, "pick die:1");
    assertEquals(4, paid.turn().move());
    assertEquals(paying, play(paid, "undo"), "undo takes the pick back");
    assertEquals(s, play(paying, "undo"), "and then the play");
  }

  /** Mana Draw's powered effect: pay white, then the die, then its colour; no product of the three. */
  @Test
  void manaDrawPicksItsDieAndColourAfterThePayment() {
    GameState s = withSource(hand("mana-draw"), List.of(new ManaDie(ManaColor.WHITE, -1), new ManaDie(ManaColor.RED, -1),
        new ManaDie(ManaColor.BLUE, -1)));
    GameState paid = play(s, "play mana-draw powered", "pick die:0");
    assertEquals(new Status.Decision(0, DecisionKind.CARD_CHOICE), ENGINE.status(paid));
    assertEquals(List.of("pick die:1", "pick die:2", "undo"), legal(paid), "the paying die is taken already");
    GameState die = play(paid, "pick die:2");
    assertEquals(List.of("pick red", "pick blue", "pick green", "pick white", "pick black", "undo"), legal(die),
        "any colour but gold (deed-cards §1.1)");
    GameState done = play(die, "pick black");
    assertEquals(List.of(ManaColor.BLACK, ManaColor.BLACK), done.turn().tokens());
    assertEquals(new ManaDie(ManaColor.BLACK, 0), done.source().get(2));
    assertTrue(done.turn().keepDice().contains(2), "returned without a reroll");
  }

  /** A choice from the hand is secret: the others see its kind and rule, not its cards (API-VIEW). */
  @Test
  void secretChoicesShowNothingToTheOthers() {
    GameState s = play(States.start(62, "arythea", "goldyx"), "tactic early-bird", "tactic planning");
    int mover = s.turn().player();
    s = play(s, "sideways " + s.player(mover).hand().get(0) + " move", "end-turn");
    PendingChoice own = ENGINE.view(s, mover).choices().get(0);
    PendingChoice other = ENGINE.view(s, 1 - mover).choices().get(0);
    assertFalse(own.options().isEmpty());
    assertEquals(List.of(), other.options());
    assertEquals(0, other.max());
    assertEquals(own.rule(), other.rule());
    for (long seed = 0; seed < 5; seed++) {
      GameState sampled = ENGINE.sample(s, 1 - mover, seed);
      PlayerView seen = ENGINE.view(sampled, 1 - mover);
      assertEquals(ENGINE.view(s, 1 - mover), seen, "API-SAMPLE: the sample looks the same to the other player");
      PendingChoice dealt = sampled.choices().get(0);
      List<String> nonWounds = new ArrayList<>(sampled.player(mover).hand());
      nonWounds.removeIf("wound"::equals);
      nonWounds.sort(null);
      assertEquals(nonWounds, dealt.options(), "the options are dealt again from the sampled hand");
    }
  }

  /**
   * R-ENDTURN-4.1: the Magical Glade's choice names where a Wound lies, so it is secret too; a sample deals its
   * items again from the sampled hand and discard pile (API-SAMPLE).
   */
  @Test
  void theGladeChoiceIsSecret() {
    GameState s = play(States.start(49, "arythea", "goldyx"), "tactic early-bird", "tactic planning");
    int mover = s.turn().player();
    s = withPlayer(s, mover, p -> p.withPosition(java.util.Optional.of(new HexCoord(3, -2)))
        .withCards(List.of("march", "wound"), p.deck(), p.discard(), List.of()));
    s = play(s, "sideways march move", "end-turn");
    assertEquals(List.of("hand"), choice(s).options());
    assertEquals(DecisionKind.SITE_BENEFIT, ENGINE.view(s, 1 - mover).choices().get(0).kind());
    assertEquals(List.of(), ENGINE.view(s, 1 - mover).choices().get(0).options());
    for (long seed = 0; seed < 5; seed++) {
      GameState sampled = ENGINE.sample(s, 1 - mover, seed);
      assertEquals(ENGINE.view(s, 1 - mover), ENGINE.view(sampled, 1 - mover), "API-SAMPLE");
      PlayerState dealt = sampled.player(mover);
      List<String> piles = new ArrayList<>();
      if (dealt.hand().contains("wound")) {
        piles.add("hand");
      }
      if (dealt.discard().contains("wound")) {
        piles.add("discard");
      }
      assertEquals(piles, choice(sampled).options(), "dealt again from the sampled cards");
    }
  }

  /** R-UNDO-2: the end of the turn cannot be taken back, but the discards inside it can. */
  @Test
  void undoWorksInsideTheDiscardsButNotPastTheEndOfTheTurn() {
    GameState s = play(hand("stamina", "march", "rage"), "sideways stamina move", "end-turn");
    assertNull(s.undo(), "ending the turn is not undone");
    GameState picked = play(s, "pick march");
    assertEquals(s, play(picked, "undo"));
  }

  /** Every step prints as notation that reads back to it. */
  @Test
  void stepsRoundTrip() {
    for (String text : List.of("pick march", "pick die:0", "pick crystal:green", "pick token:gold", "pick black",
        "pick planning", "done", "end-turn", "rest wound", "tactic rethink", "use-tactic mana-search")) {
      assertEquals(text, ActionNotation.parse(text).notation());
    }
  }

  /**
   * API-SAMPLE: two states a player cannot tell apart (another player's deed deck in another hidden order) give the
   * same sample for the same seed, so a determinization reveals nothing of the hidden order.
   */
  @Test
  void aSampleDoesNotDependOnTheHiddenOrder() {
    GameState s = States.start(11, "arythea", "tovak");
    PlayerState other = s.player(1);
    List<String> reversed = new ArrayList<>(other.deck());
    java.util.Collections.reverse(reversed);
    GameState shuffled = s.withPlayers(List.of(s.player(0), other.withCards(other.hand(), reversed, other.discard(),
        other.playArea())));
    assertEquals(ENGINE.view(s, 0), ENGINE.view(shuffled, 0), "player 0 cannot tell the two states apart");
    for (long seed = 0; seed < 5; seed++) {
      assertEquals(ENGINE.sample(s, 0, seed), ENGINE.sample(shuffled, 0, seed), "seed " + seed);
    }
  }
}
