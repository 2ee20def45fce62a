package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.rejected;
import static io.github.mkrules.scenarios.States.start;
import static io.github.mkrules.scenarios.States.withPlayer;
import static io.github.mkrules.scenarios.States.withTurn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.AnnounceEndOfRound;
import io.github.mkrules.api.action.EndTurn;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The player turn, its end, rounds and undo (R-TURN-3 to R-TURN-8, R-ENDTURN-1 to R-ENDTURN-7, R-ROUND-2 to
 * R-ROUND-5, R-UNDO-1, R-UNDO-2) and the end of First Reconnaissance (S-FIRST-RECON-07).
 */
class TurnAndRoundTest {
  private static final List<String> HAND = List.of("march", "rage", "stamina");

  /** Moves the player's deck and hand to the discard pile (no card is lost) and gives the player {@code hand}. */
  private static GameState emptyDeck(GameState s, int player, List<String> hand) {
    GameState t = withPlayer(s, player, p -> {
      List<String> discard = new ArrayList<>(p.discard());
      discard.addAll(p.deck());
      discard.addAll(p.hand());
      return p.withCards(hand, List.of(), discard, p.playArea());
    });
    return withTurn(t, t.turn().withStartConditions(true, hand.isEmpty()));
  }

  @Test
  void aCardMustBePlayedOrDiscardedEachTurn() {
    GameState s = inTurn(41, new HexCoord(0, 0), 0, HAND);
    GameState ending = play(s, "end-turn");
    assertEquals(RejectionCode.CHOICE_INCOMPLETE, rejected(ending, "done").code(), "R-TURN-5.1, R-ENDTURN-7.1(i)");
    assertEquals("R-ENDTURN-7.1", rejected(ending, "done").ruleId());
    GameState ended = play(ending, "pick rage", "done");
    assertEquals("rage", ended.player(0).discard().get(0), "R-ENDTURN-7.1: discarded before drawing");
    assertEquals(RejectionCode.NOT_ON_OFFER,
        rejected(play(inTurn(41, new HexCoord(0, 0), 0, List.of("march", "wound")), "end-turn"), "pick wound").code(),
        "R-ENDTURN-7.1: Wounds are not on the table");
  }

  @Test
  void restingDiscardsOneCardAndAnyWoundsOrOneWoundWhenOnlyWounds() {
    GameState s = inTurn(42, new HexCoord(0, 0), 0, List.of("march", "rage", "wound", "wound"));
    GameState rested = play(s, "rest march", "pick wound", "pick wound");
    assertEquals(List.of("march", "wound", "wound"), rested.player(0).discard().stream().sorted().toList(),
        "R-TURN-7.1(i): wounds go to the discard pile, not healed");
    assertEquals("R-TURN-7.1", rejected(play(s, "rest march"), "pick rage").ruleId(), "one non-Wound card only");
    assertEquals("R-TURN-7.1", rejected(s, "rest wound").ruleId(), "the non-Wound card comes first");
    GameState wounds = inTurn(42, new HexCoord(0, 0), 0, List.of("wound", "wound"));
    GameState slow = play(wounds, "rest wound");
    assertEquals(List.of("wound"), slow.player(0).hand(), "Slow Recovery: exactly one Wound");
    assertTrue(slow.choices().isEmpty());
    assertEquals("R-TURN-7", rejected(play(s, "play march basic", "move 1,0"), "rest rage").ruleId(),
        "no rest after moving");
  }

  @Test
  void theEndOfTheRoundMayBeAnnouncedWithAnEmptyDeckAndMustBeWithNothingLeft() {
    GameState may = emptyDeck(play(start(43, "arythea", "goldyx"), "tactic early-bird", "tactic planning"), 1, HAND);
    assertTrue(ENGINE.legalActions(may).contains(new AnnounceEndOfRound()), "R-TURN-3.1");
    assertTrue(ENGINE.legalActions(may).contains(ActionNotation.parse("sideways march move")), "R-TURN-3.3");
    GameState must = emptyDeck(may, 1, List.of());
    assertEquals(List.of(new AnnounceEndOfRound()), ENGINE.legalActions(must), "R-TURN-3.2");
    GameState announced = play(must, "end-round");
    assertEquals(0, announced.turn().player(), "R-TURN-3: every other player gets one more turn");
    assertEquals(Phase.PLAYER_TURNS, announced.phase());
    GameState forfeiting = emptyDeck(announced, 0, List.of());
    assertEquals(List.of(new EndTurn()), ENGINE.legalActions(forfeiting), "R-TURN-3.4: nothing left: forfeit");
    GameState next = play(forfeiting, "end-turn");
    assertEquals(2, next.round(), "R-ROUND-4.2: the round ends after the last turns");
    assertEquals(TimeOfDay.NIGHT, next.time(), "R-ROUND-2.1");
    assertEquals(RejectionCode.CANNOT_ANNOUNCE_END_OF_ROUND,
        rejected(play(start(43, "arythea"), "tactic early-bird"), "end-round").code(), "R-TURN-3.1: deck not empty");
  }

  @Test
  void roundPreparationRefreshesSourceOffersTacticsAndDecks() {
    GameState s = play(start(44, "arythea", "goldyx"), "tactic early-bird", "tactic planning");
    List<String> aa = s.supply().advancedActionOffer();
    List<String> spells = s.supply().spellOffer();
    GameState next = play(emptyDeck(s, 1, List.of()), "end-round");
    next = play(emptyDeck(next, 0, List.of()), "end-turn");
    assertEquals(4, next.source().size(), "R-ROUND-2.2: the Source is rerolled, players + 2 dice");
    assertEquals(4, next.supply().unitOffer().size(), "R-ROUND-2.3(iii)");
    assertTrue(next.supply().unitOffer().stream().noneMatch(u -> ENGINE.content().unit(u).elite()),
        "R-ROUND-2.3(iv), S-FIRST-RECON-05: Regular units only");
    assertEquals(aa.subList(0, 2), next.supply().advancedActionOffer().subList(1, 3), "R-ROUND-2.4: slid down");
    assertEquals(aa.get(2), next.supply().advancedActionDeck().get(next.supply().advancedActionDeck().size() - 1),
        "R-ROUND-2.4: the lowest card under the deck");
    assertEquals(spells.subList(0, 2), next.supply().spellOffer().subList(1, 3), "R-ROUND-2.5");
    assertEquals(6, next.tactics().size(), "R-ROUND-2.6: the Night tactics");
    assertTrue(next.tactics().contains("long-night"));
    for (PlayerState p : next.players()) {
      assertEquals(5, p.hand().size(), "R-ROUND-2.7(iv): drawn up to the hand limit");
      assertEquals(16, p.hand().size() + p.deck().size(), "R-ROUND-2.7(iii): all deed cards shuffled into the deck");
    }
    assertEquals(Phase.TACTIC_SELECTION, next.phase(), "R-ROUND-3");
  }

  @Test
  void theGameEndsAfterTheLastRound() {
    GameState s = play(start(45, "arythea"), "tactic early-bird");
    for (int round = 1; round <= 4; round++) {
      s = play(emptyDeck(s, 0, List.of()), "end-round");
      if (round < 4) {
        assertEquals(round + 1, s.round());
        s = States.takeTactic(s, s.tactics().get(0));
      }
    }
    assertEquals(Phase.GAME_OVER, s.phase(), "R-ROUND-5.1, S-FIRST-RECON-09: 4 rounds solo");
    assertEquals(new Status.GameOver("round-limit"), ENGINE.view(s, 0).status());
    assertTrue(ENGINE.legalActions(s).isEmpty());
    assertEquals(RejectionCode.GAME_OVER, rejected(s, "end-turn").code(), "R-FLOW-4");
  }

  @Test
  void usedTacticsLeaveTheSoloGame() {
    GameState s = play(start(46, "arythea"), "tactic planning");
    s = play(emptyDeck(s, 0, List.of()), "end-round", "tactic long-night");
    s = play(emptyDeck(s, 0, List.of()), "end-round");
    assertFalse(s.tactics().contains("planning"), "S-SOLO-CONQUEST-02: each tactic is used once");
    assertEquals(5, s.tactics().size());
  }

  @Test
  void revealingTheCityGivesEveryPlayerOneLastTurn() {
    GameState s = play(start(47, "arythea", "goldyx"), "tactic early-bird", "tactic planning");
    List<String> stack = new ArrayList<>(s.map().tileStack());
    String city = stack.stream().filter(t -> t.startsWith("core-") && Integer.parseInt(t.substring(5)) >= 5)
        .findFirst().orElseThrow();
    stack.remove(city);
    stack.add(0, city);
    MapState map = s.map().withTileStack(stack);
    GameState cityOnTop = s.withMap(map).withFinalTurns(-1).withGameEndTurns(-1).withEndReason("").withUndo(null);
    // the stack's core tile needs two neighbours: slot 1,1 touches 1,0 and 0,1 (R-MOVE-5.5(ii))
    int mover = cityOnTop.turn().player();
    cityOnTop = withPlayer(cityOnTop, mover, p -> p.withPosition(Optional.of(new HexCoord(2, -3))));
    cityOnTop = withTurn(cityOnTop, cityOnTop.turn().withPoints(2, 0, 0));
    GameState revealed = play(cityOnTop, "explore 1,1", "end-turn");
    revealed = play(revealed, "pick " + revealed.choices().get(0).options().get(0), "done");
    int other = 1 - mover;
    assertEquals(other, revealed.turn().player());
    revealed = play(revealed, "sideways " + revealed.player(other).hand().get(0) + " move", "end-turn", "done", "done");
    assertEquals(mover, revealed.turn().player(), "S-FIRST-RECON-07: the revealer gets a last turn too");
    GameState over = play(revealed, "sideways " + revealed.player(mover).hand().get(0) + " move", "end-turn", "done");
    assertEquals(Phase.GAME_OVER, over.phase());
    assertEquals("scenario-end", over.endReason());
  }

  @Test
  void forcedWithdrawalFromAnotherHerosSpaceCostsAWoundPerSpace() {
    GameState s = play(start(48, "arythea", "goldyx"), "tactic early-bird", "tactic planning");
    int mover = s.turn().player();
    int other = 1 - mover;
    s = withPlayer(s, other, p -> p.withPosition(Optional.of(new HexCoord(1, -1))));
    s = withPlayer(s, mover, p -> p.withCards(List.of("march", "rage", "stamina"), p.deck(), p.discard(), List.of()));
    s = play(s, "play march basic", "sideways rage move", "move 1,-1");
    GameState ended = play(s, "end-turn", "done");
    PlayerState p = ended.player(mover);
    assertTrue(p.position().isEmpty(), "R-ENDTURN-2.1: back to the Portal, then off the map (R-MOVE-8.4(i))");
    assertTrue(p.hand().contains("wound"), "R-ENDTURN-2.2: one Wound into hand per space gone back");
    assertEquals(ENGINE.content().card("wound").copies() - 1, ended.supply().wounds());
  }

  @Test
  void aMagicalGladeThrowsAWoundAwayAndAMineGivesACrystal() {
    GameState glade = inTurn(49, new HexCoord(3, -2), 0, List.of("march", "wound"));
    GameState ended = play(glade, "sideways march move", "end-turn");
    assertFalse(ended.player(0).hand().contains("wound"), "R-ENDTURN-4.1");
    assertEquals(ENGINE.content().card("wound").copies() + 1, ended.supply().wounds(), "back to the Wound deck");
    GameState mine = inTurn(49, new HexCoord(0, -2), 0, List.of("march"));
    assertEquals(1, play(mine, "sideways march move", "end-turn").player(0).crystals().green(), "R-ENDTURN-4.2");
    GameState full = withPlayer(mine, 0, p -> p.withCrystals(new Crystals(0, 0, 3, 0)));
    assertEquals(3, play(full, "sideways march move", "end-turn").player(0).crystals().green(),
        "R-ENDTURN-4.2: nothing beyond 3");
  }

  @Test
  void aHandOverTheLimitDrawsNothing() {
    List<String> seven = List.of("march", "rage", "stamina", "promise", "threaten", "swiftness", "tranquility");
    GameState s = play(inTurn(50, new HexCoord(0, 0), 0, seven), "sideways march move", "end-turn", "done");
    assertEquals(6, s.player(0).hand().size(), "R-ENDTURN-7.3: no discard down to the limit, no draw");
  }

  @Test
  void undoGoesBackExactlyButNotPastRevealedInformation() {
    GameState s = inTurn(51, new HexCoord(0, 0), 0, List.of("march", "tranquility", "rage"));
    assertEquals(RejectionCode.NOTHING_TO_UNDO, rejected(s, "undo").code(), "R-UNDO-1: nothing done yet");
    GameState played = play(s, "sideways march move");
    GameState back = play(played, "undo");
    assertEquals(s, back, "R-UNDO-1: the exact previous state");
    GameState drew = play(s, "play tranquility basic option:1");
    assertNull(drew.undo(), "R-UNDO-2: a drawn card is new information");
    assertEquals(RejectionCode.NOTHING_TO_UNDO, rejected(drew, "undo").code());
    Result r = ENGINE.apply(play(s, "sideways march move", "sideways rage move"), ActionNotation.parse("undo"));
    assertEquals(Status.Decision.class, ENGINE.view(((Result.Applied) r).state(), 0).status().getClass());
    assertEquals(new Status.Decision(0, DecisionKind.TURN), ENGINE.view(((Result.Applied) r).state(), 0).status());
  }

  @Test
  void aHandLimitIncreaseInTheLastTurnCarriesIntoTheNextRound() {
    GameState s = play(start(52, "arythea", "goldyx"), "tactic early-bird", "tactic planning");
    int announcer = s.turn().player();
    int planner = 1 - announcer;
    s = play(emptyDeck(s, announcer, List.of()), "end-round");
    assertEquals(planner, s.turn().player(), "R-ROUND-4.5: the announcer has had its last turn");
    GameState withPlanning = play(s, "sideways " + s.player(planner).hand().get(0) + " move", "end-turn", "done",
        "pick planning");
    assertEquals(Phase.TACTIC_SELECTION, withPlanning.phase());
    assertEquals(6, withPlanning.player(planner).hand().size(), "R-ROUND-4.6: Planning counts for the next draw");
    assertEquals(5, withPlanning.player(announcer).hand().size());
    GameState without = play(s, "sideways " + s.player(planner).hand().get(0) + " move", "end-turn", "done", "done");
    assertEquals(5, without.player(planner).hand().size());
  }
}
