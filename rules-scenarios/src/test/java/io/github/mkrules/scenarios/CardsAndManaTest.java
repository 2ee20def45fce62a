package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.assertRejected;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.rejected;
import static io.github.mkrules.scenarios.States.withPlayer;
import static io.github.mkrules.scenarios.States.withSource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.TimeOfDay;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Playing deed cards and paying mana (R-CARDS-2 to R-CARDS-6, R-MANA-1 to R-MANA-3, R-EFFECTS-1, R-COMPOUND-1,
 * R-GAIN-1, R-GAIN-2, R-DISCARD-1), with the basic actions as printed (deed-cards §1.1, §1.2).
 */
class CardsAndManaTest {
  private static final HexCoord PORTAL = new HexCoord(0, 0);

  private static GameState hand(String... cards) {
    return inTurn(31, PORTAL, 0, List.of(cards));
  }

  private static GameState dice(GameState s, ManaColor... colors) {
    List<ManaDie> dice = new java.util.ArrayList<>();
    for (ManaColor c : colors) {
      dice.add(new ManaDie(c, -1));
    }
    return withSource(s, dice);
  }


  @Test
  void basicAndPoweredEffectsAsPrinted() {
    GameState s = dice(hand("march", "stamina", "promise", "threaten"), ManaColor.GREEN, ManaColor.BLUE, ManaColor.RED);
    assertEquals(2, play(s, "play march basic").turn().move(), "March: Move 2");
    assertEquals(4, play(s, "play march powered", "pick die:0").turn().move(), "R-CARDS-3.1: powered by its colour, Move 4");
    assertEquals(2, play(s, "play promise basic").turn().influence(), "Promise: Influence 2");
    GameState threat = play(s, "play threaten powered", "pick die:2");
    assertEquals(5, threat.turn().influence(), "Threaten powered: Influence 5");
    assertEquals(-1, threat.player(0).reputation(), "and Reputation -1");
  }

  @Test
  void sidewaysGivesOnePointAndNeverAnElementOrRange() {
    GameState s = hand("rage");
    GameState moved = play(s, "sideways rage move");
    assertEquals(1, moved.turn().move(), "R-CARDS-3.5: Move 1");
    assertEquals(List.of("rage"), moved.player(0).playArea(), "R-CARDS-2: into the play area");
    assertRejected(s, "sideways rage attack", RejectionCode.EFFECT_NOT_USABLE, "R-COMBAT-ATTACK-1.2");
    assertRejected(s, "play rage basic", RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1");
  }

  @Test
  void woundsCannotBePlayedOrPaidWith() {
    GameState s = hand("wound", "improvisation");
    assertRejected(s, "sideways wound move", RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-3.4");
    assertRejected(s, "play wound basic", RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-3.4");
    assertRejected(s, "play improvisation basic", RejectionCode.EFFECT_NOT_USABLE, "R-CARDS-6.1");
    assertRejected(s, "play march basic", RejectionCode.CARD_NOT_IN_HAND, "R-CARDS-2");
    GameState paying = play(withPlayer(s, 0, p -> p.withHand(List.of("wound", "improvisation", "rage"))),
        "play improvisation basic");
    assertRejected(paying, "pick wound", RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-6.1");
  }

  @Test
  void improvisationDiscardsAnotherCard() {
    GameState s = play(hand("improvisation", "rage"), "play improvisation basic", "pick rage");
    assertEquals(3, s.turn().move(), "Improvisation: Move 3");
    assertEquals(List.of("rage"), s.player(0).discard(), "R-DISCARD-1: the other card to the discard pile");
  }

  @Test
  void concentrationPlaysAnotherCardsPoweredEffectWithABonus() {
    GameState s = dice(hand("concentration", "march"), ManaColor.GREEN, ManaColor.RED, ManaColor.RED);
    GameState after = play(s, "play concentration powered with:march", "pick die:0");
    assertEquals(6, after.turn().move(), "R-COMPOUND-1: March powered (Move 4) +2");
    assertEquals(List.of("concentration", "march"), after.player(0).playArea());
    // basic: gain one mana token, blue OR white OR red (R-GAIN-1); option 1 is white
    assertEquals(List.of(ManaColor.WHITE), play(s, "play concentration basic option:1").turn().tokens());
  }

  @Test
  void goldIsAnyBasicColourByDayAndBlackOnlyAtNight() {
    GameState s = dice(hand("march"), ManaColor.GOLD, ManaColor.BLACK, ManaColor.RED);
    assertEquals(4, play(s, "play march powered", "pick die:0").turn().move(), "R-MANA-2.1: gold as green by Day");
    assertRejected(play(s, "play march powered"), "pick die:1", RejectionCode.MANA_UNAVAILABLE, "R-MANA-3");
    assertRejected(play(s, "play march powered"), "pick die:2", RejectionCode.MANA_UNAVAILABLE, "R-MANA-2");
    GameState night = s.withRound(2).withTime(TimeOfDay.NIGHT).withFinalTurns(-1).withGameEndTurns(-1)
        .withEndReason("").withUndo(null);
    assertRejected(night, "play march powered", RejectionCode.MANA_UNAVAILABLE, "R-MANA-2");
  }

  @Test
  void oneSourceDiePerTurnButAnyNumberOfCrystals() {
    GameState s = dice(hand("march", "march", "stamina"), ManaColor.GREEN, ManaColor.GREEN, ManaColor.BLUE);
    s = withPlayer(s, 0, p -> p.withCrystals(new Crystals(0, 1, 1, 0)));
    GameState one = play(s, "play march powered", "pick die:0");
    assertRejected(play(one, "play march powered"), "pick die:1", RejectionCode.DIE_LIMIT, "R-MANA-3");
    GameState two = play(one, "play march powered", "pick crystal:green", "play stamina powered", "pick crystal:blue");
    assertEquals(12, two.turn().move());
    assertEquals(Crystals.NONE, two.player(0).crystals(), "R-MANA-1.2(i): crystals are spent");
    GameState ended = play(two, "end-turn");
    assertEquals(-1, ended.source().get(0).takenBy(), "R-MANA-3.1: the die is rerolled and returned");
  }

  @Test
  void aFourthCrystalBecomesAToken() {
    GameState s = dice(hand("crystallize"), ManaColor.BLUE, ManaColor.RED, ManaColor.RED);
    s = withPlayer(s, 0, p -> p.withCrystals(new Crystals(3, 0, 0, 0)));
    GameState after = play(s, "play crystallize powered", "pick die:0");
    assertEquals(3, after.player(0).crystals().red(), "R-GAIN-2: at most 3 of a colour");
    assertEquals(List.of(ManaColor.RED), after.turn().tokens(), "the 4th is a mana token in the play area");
    GameState ended = play(after, "end-turn");
    assertTrue(ended.turn().tokens().isEmpty(), "R-ENDTURN-3.1: tokens are lost at the end of the turn");
  }

  @Test
  void crystallizeBasicTurnsExtraManaIntoACrystal() {
    GameState s = dice(hand("crystallize"), ManaColor.GREEN, ManaColor.RED, ManaColor.RED);
    GameState after = play(s, "play crystallize basic option:2", "pick die:0");
    assertEquals(1, after.player(0).crystals().green(), "Crystallize: pay 1 green, gain a green crystal");
    assertFalse(States.ENGINE.legalActions(s).contains(
        io.github.mkrules.api.action.ActionNotation.parse("play crystallize basic option:1")),
        "the extra mana must match the crystal's colour: no blue mana, no blue crystal");
  }

  @Test
  void pureMagicGivesWhatTheExtraManaColourSays() {
    GameState s = dice(hand("pure-magic"), ManaColor.GREEN, ManaColor.WHITE, ManaColor.RED);
    s = withPlayer(s, 0, p -> p.withCrystals(new Crystals(0, 0, 1, 1)));
    assertEquals(4, play(s, "play pure-magic basic", "pick crystal:green").turn().move(), "green: Move 4");
    assertEquals(4, play(s, "play pure-magic basic option:1", "pick crystal:white").turn().influence(), "white: Influence 4");
    assertRejected(play(s, "play pure-magic basic"), "pick crystal:white", RejectionCode.MANA_UNAVAILABLE, "R-MANA-2");
    assertRejected(s, "play pure-magic basic option:2", RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1");
    assertRejected(s, "play pure-magic basic option:3", RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1");
    assertRejected(play(s, "play pure-magic basic"), "done", RejectionCode.CHOICE_INCOMPLETE, "R-CARDS-3");
  }

  @Test
  void inNeedCountsTheWoundsInHand() {
    GameState s = hand("in-need", "wound", "wound");
    assertEquals(5, play(s, "play in-need basic").turn().influence(), "Influence 3 + 1 per Wound in hand");
  }

  @Test
  void concentrationCanPlayAnEffectThatAsksForACostCard() {
    // R-COMPOUND-1.2: the played effect keeps its restrictions, so Improvisation still discards a card; which of
    // its options is played is the first pick (issue 14)
    GameState s = dice(hand("concentration", "improvisation", "march"), ManaColor.GREEN, ManaColor.RED, ManaColor.RED);
    GameState after = play(s, "play concentration powered with:improvisation", "pick option:0", "pick march",
        "pick die:0");
    assertEquals(7, after.turn().move(), "Improvisation powered: Move 5, +2 from Concentration");
    assertEquals(List.of("concentration", "improvisation"), after.player(0).playArea());
    assertEquals(List.of("march"), after.player(0).discard(), "R-CARDS-6: the cost card is discarded");
    GameState noCostCard = dice(hand("concentration", "improvisation"), ManaColor.GREEN, ManaColor.RED, ManaColor.RED);
    assertRejected(noCostCard, "play concentration powered with:improvisation", RejectionCode.EFFECT_NOT_USABLE,
        "R-CARDS-6.1");
  }

  @Test
  void aCompoundPlayNamesTheCardAndPicksItsOptionNext() {
    // R-COMPOUND-1, R-EFFECTS-1, issue 14: one play per other card, never one per card and option
    GameState s = dice(hand("concentration", "improvisation", "march"), ManaColor.GREEN, ManaColor.RED, ManaColor.RED);
    List<String> compound = States.ENGINE.legalActions(s).stream().map(a -> a.notation())
        .filter(n -> n.startsWith("play concentration powered")).toList();
    assertEquals(List.of("play concentration powered with:improvisation", "play concentration powered with:march"),
        compound);
    assertRejected(s, "play concentration powered option:1 with:improvisation", RejectionCode.EFFECT_NOT_USABLE,
        "R-EFFECTS-1");
    GameState picking = play(s, "play concentration powered with:improvisation");
    assertEquals(List.of("option:0", "option:1"), picking.choices().get(0).options(),
        "Improvisation's powered options: Move 5 or Influence 5");
    GameState influence = play(picking, "pick option:1", "pick march", "pick die:0");
    assertEquals(7, influence.turn().influence(), "Influence 5, +2 from Concentration");
  }

  @Test
  void restorationIsASpellPoweredByItsColourAndHealsMoreInAForest() {
    List<String> wounds = List.of("restoration", "wound", "wound", "wound", "wound", "wound");
    GameState plains = dice(inTurn(31, new HexCoord(1, 0), 0, wounds), ManaColor.GREEN, ManaColor.RED, ManaColor.RED);
    assertRejected(play(plains, "play restoration basic"), "done", RejectionCode.CHOICE_INCOMPLETE, "R-CARDS-3");
    GameState healed = play(plains, "play restoration basic", "pick die:0");
    assertEquals(2, java.util.Collections.frequency(healed.player(0).hand(), "wound"),
        "R-CARDS-3.2: a spell's basic effect needs its colour; Heal 3 throws away 3 Wounds");
    GameState forest = dice(inTurn(31, new HexCoord(1, -1), 0, wounds), ManaColor.GREEN, ManaColor.RED, ManaColor.RED);
    assertEquals(0, java.util.Collections.frequency(play(forest, "play restoration basic", "pick die:0").player(0).hand(), "wound"),
        "Heal 5 in a forest");
  }
}
