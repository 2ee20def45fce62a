package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.assertRejected;
import static io.github.mkrules.scenarios.States.inTurn;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.rejected;
import static io.github.mkrules.scenarios.States.withPlayer;
import static io.github.mkrules.scenarios.UnitsTest.events;
import static io.github.mkrules.scenarios.UnitsTest.withUnits;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Purchase;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.api.state.UnitState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Interaction with inhabitants (R-INTERACT): where and when it is possible, the Reputation modifier fixed when it
 * begins, recruiting by the site's icon with Command tokens, healing, Advanced Actions, Spells, the City goods,
 * the combat reward of a unit, hand-limit bonuses of Keeps and Cities, and plundering a Village.
 */
class InteractionTest {
  /** The Village on the second starting countryside tile (the same in every seed of First Reconnaissance). */
  static final HexCoord VILLAGE = new HexCoord(4, -2);
  /** Seed 9 offers Foresters, Herbalists and Peasants, all Village units. */
  static final long VILLAGE_UNITS = 9;
  /** Seed 1 offers Northern Monks, Peasants and Guardian Golems. */
  static final long MIXED_UNITS = 1;
  /** A slot far from the starting tiles where a test lays a tile. */
  static final TileSlot FAR = new TileSlot(3, 0);

  static GameState atVillage(long seed, List<String> hand) {
    return inTurn(seed, VILLAGE, 0, hand);
  }

  /** A tile laid in {@link #FAR}, the hero on one of its hexes (-1 the centre, else a direction from it). */
  static GameState onTile(String tile, int direction, List<String> hand, Shield... shields) {
    HexCoord at = direction < 0 ? FAR.centre() : FAR.centre().neighbour(direction);
    GameState s = inTurn(VILLAGE_UNITS, at, 0, hand);
    Map<TileSlot, String> tiles = new LinkedHashMap<>(s.map().tiles());
    tiles.put(FAR, tile);
    List<Shield> all = new ArrayList<>(s.map().shields());
    all.addAll(List.of(shields));
    return s.withMap(s.map().withTiles(tiles).withShields(all)
        .withTileStack(s.map().tileStack().stream().filter(t -> !t.equals(tile)).toList())
        .withUnusedCore(s.map().unusedCore().stream().filter(t -> !t.equals(tile)).toList())
        .withUnusedCountryside(s.map().unusedCountryside().stream().filter(t -> !t.equals(tile)).toList()))
        .withUndo(null);
  }

  static Shield mine() {
    return new Shield(FAR.centre(), 0);
  }

  /**
   * R-INTERACT-1, R-TURN-6.3, R-TURN-6.4, R-INTERACT-4.1, R-UNITS-4: interacting is the turn's action; a Village
   * unit is recruited for its Influence cost, Ready and unwounded, and leaves the offer, which is not refilled.
   * R-INTERACT-2.2, R-INTERACT-2.3, R-INTERACT-2.4, R-INTERACT-3: the Influence of a card (Influence 2) and of
   * cards played sideways (Influence 1 each) add up.
   */
  @Test
  void recruitingAtAVillage() {
    GameState s = atVillage(VILLAGE_UNITS, List.of("promise", "march", "rage", "swiftness"));
    assertRejected(s, "recruit peasants", RejectionCode.NOT_INTERACTING, "R-INTERACT-1");
    s = play(s, "interact");
    assertEquals(TurnStage.AFTER_ACTION, s.turn().stage());
    assertRejected(s, "move 4,-3", RejectionCode.NOT_MOVEMENT_PHASE, "R-TURN-6.4");
    assertRejected(s, "interact", RejectionCode.ACTION_TAKEN, "R-TURN-6.4");
    s = play(s, "play promise basic", "sideways march influence");
    assertRejected(s, "recruit peasants", RejectionCode.NOT_ENOUGH_INFLUENCE, "R-INTERACT-4.1");
    s = play(s, "sideways rage influence");
    List<Event> events = events(s, "recruit peasants");
    assertTrue(events.contains(new Event.UnitRecruited(0, "peasants", 4)));
    s = play(s, "recruit peasants");
    assertEquals(List.of(UnitState.recruited("peasants")), s.player(0).units());
    assertEquals(List.of("foresters", "herbalists"), s.supply().unitOffer());
    assertEquals(0, s.turn().influence());
  }

  /**
   * R-INTERACT-4.1(ii), R-UNITS-4: a new unit may act at once, but only after it joined, so its Influence never pays
   * for itself; any number of purchases follow (R-INTERACT-5).
   */
  @Test
  void aNewUnitActsAtOnceButDoesNotPayForItself() {
    GameState s = play(atVillage(VILLAGE_UNITS, List.of("promise", "march", "rage", "swiftness")), "interact",
        "play promise basic");
    assertRejected(s, "unit 0 option:2", RejectionCode.NO_SUCH_UNIT, "R-UNITS-2");
    assertRejected(s, "recruit peasants", RejectionCode.NOT_ENOUGH_INFLUENCE, "R-INTERACT-4.1");
    s = play(s, "sideways march influence", "sideways rage influence", "recruit peasants", "unit 0 option:2");
    assertEquals(2, s.turn().influence(), "the Peasants' Influence 2, usable for the next purchase");
  }

  /** R-INTERACT-4.1, R-INTERACT-4.5(iii): the unit needs the site's icon; it must lie in the offer. */
  @Test
  void onlyUnitsWithTheSitesIconAndInTheOffer() {
    GameState s = play(atVillage(MIXED_UNITS, List.of("promise")), "interact");
    s = States.withTurn(s, s.turn().withPoints(0, 20, 0));
    assertRejected(s, "recruit guardian-golems", RejectionCode.NOT_OFFERED_HERE, "R-INTERACT-4.1");
    assertRejected(s, "recruit northern-monks", RejectionCode.NOT_OFFERED_HERE, "R-INTERACT-4.1");
    assertRejected(s, "recruit foresters", RejectionCode.NOT_ON_OFFER, "R-INTERACT-4.1");
    play(s, "recruit peasants");
  }

  /**
   * R-UNITS-3, R-UNITS-4.1: with every Command token in use, a unit is disbanded to make room, and only then; the
   * disbanded unit leaves the game with its Wounds.
   */
  @Test
  void aFullUnitAreaDisbandsToMakeRoom() {
    GameState s = play(withUnits(atVillage(VILLAGE_UNITS, List.of("promise")), new UnitState("foresters", false, 1)),
        "interact");
    s = States.withTurn(s, s.turn().withPoints(0, 20, 0));
    assertRejected(s, "recruit peasants", RejectionCode.NO_COMMAND_TOKEN, "R-UNITS-3");
    assertRejected(s, "recruit peasants disband:1", RejectionCode.NO_SUCH_UNIT, "R-UNITS-4.1");
    int wounds = s.supply().wounds();
    assertTrue(events(s, "recruit peasants disband:0").contains(new Event.UnitRemoved(0, 0, "foresters", false)));
    s = play(s, "recruit peasants disband:0");
    assertEquals(List.of(UnitState.recruited("peasants")), s.player(0).units());
    assertEquals(List.of("foresters"), s.supply().removedUnits());
    assertEquals(wounds + 1, s.supply().wounds(), "its Wound returns to the Wound deck");
    GameState roomy = play(atVillage(VILLAGE_UNITS, List.of("promise")), "interact");
    roomy = States.withTurn(roomy, roomy.turn().withPoints(0, 20, 0));
    assertRejected(roomy, "recruit peasants disband:0", RejectionCode.EFFECT_NOT_USABLE, "R-UNITS-4.1");
  }

  /**
   * R-INTERACT-2.1, R-INTERACT-5.1, R-TURN-6.5: the Reputation modifier is added once when the interaction begins
   * and stays when Reputation changes later; Influence gathered before the action is lost.
   */
  @Test
  void theReputationModifierIsFixedWhenInteractionBegins() {
    GameState s = withPlayer(atVillage(VILLAGE_UNITS, List.of("promise", "threaten")), 0,
        p -> p.withReputation(4).withCrystals(new io.github.mkrules.api.state.Crystals(1, 0, 0, 0)));
    s = play(s, "play promise basic", "interact");
    assertEquals(2, s.turn().influence(), "Reputation +4 gives +2; the 2 Influence of Promise are lost");
    assertTrue(events(play(withPlayer(atVillage(VILLAGE_UNITS, List.of("promise")), 0, p -> p.withReputation(4)),
        "play promise basic"), "interact").contains(new Event.InteractionStarted(0, VILLAGE, 2)));
    s = play(s, "play threaten powered", "pick crystal:red");
    assertEquals(3, s.player(0).reputation());
    assertEquals(7, s.turn().influence(), "2 + 5: the lower Reputation does not change the bonus");
    GameState low = play(withPlayer(atVillage(VILLAGE_UNITS, List.of("promise")), 0, p -> p.withReputation(-4)),
        "interact");
    assertEquals(-2, low.turn().influence(), "a penalty");
  }

  /** R-INTERACT-2.1(i), R-INTERACT-1, R-TURN-7: no interaction from the X space, away from inhabitants, or resting. */
  @Test
  void whereAndWhenNoInteractionIsPossible() {
    GameState x = withPlayer(atVillage(VILLAGE_UNITS, List.of("promise")), 0, p -> p.withReputation(-7));
    assertRejected(x, "interact", RejectionCode.CANNOT_INTERACT, "R-INTERACT-2.1");
    assertRejected(inTurn(VILLAGE_UNITS, UnitsTest.PORTAL, 0, List.of("promise")), "interact",
        RejectionCode.CANNOT_INTERACT, "R-INTERACT-1");
    assertRejected(play(atVillage(VILLAGE_UNITS, List.of("promise", "march")), "rest march"), "interact",
        RejectionCode.CANNOT_INTERACT, "R-TURN-7");
    assertRejected(onTile("countryside-4", -1, List.of("promise")), "interact", RejectionCode.CANNOT_INTERACT,
        "R-INTERACT-1");
    assertRejected(onTile("countryside-9", 0, List.of("promise"), new Shield(FAR.centre().neighbour(0), 1)),
        "interact", RejectionCode.CANNOT_INTERACT, "R-INTERACT-1");
    assertRejected(onTile("core-1", -1, List.of("promise"), mine()), "interact", RejectionCode.CANNOT_INTERACT,
        "R-INTERACT-1");
  }

  /**
   * R-INTERACT-4.2, R-WOUND-3.2: a Healing point costs 3 Influence in a Village; without a wounded unit it throws a
   * Wound away at once; Villages sell no Spells.
   */
  @Test
  void healingIsBoughtInAVillage() {
    GameState s = play(atVillage(VILLAGE_UNITS, List.of("promise", "march", "wound")), "interact",
        "play promise basic");
    assertRejected(s, "buy healing", RejectionCode.NOT_ENOUGH_INFLUENCE, "R-INTERACT-4.2");
    s = play(s, "sideways march influence");
    assertTrue(events(s, "buy healing").contains(new Event.Bought(0, Purchase.HEALING, Optional.empty(), 3)));
    s = play(s, "buy healing");
    assertEquals(0, Collections.frequency(s.player(0).hand(), "wound"));
    assertEquals(0, s.turn().influence());
    assertRejected(s, "buy spell " + s.supply().spellOffer().get(0), RejectionCode.NOT_OFFERED_HERE,
        "R-INTERACT-4.4");
  }

  /**
   * R-INTERACT-4.2, R-INTERACT-4.3: a Monastery sells Healing for 2 and the Advanced Actions lying in the Units
   * offer for 6, onto the deed deck, without refilling that offer. R-INTERACT-2.5, R-WOUND-3: healing effects may
   * be used while interacting.
   */
  @Test
  void aMonasterySellsHealingAndItsAdvancedActions() {
    GameState s = onTile("core-1", -1, List.of("promise"));
    String aa = s.supply().advancedActionDeck().get(0);
    s = s.withSupply(s.supply().withUnitOfferAdvancedActions(List.of(aa))
        .withAdvancedActionDeck(s.supply().advancedActionDeck().subList(1, s.supply().advancedActionDeck().size())));
    s = withUnits(s, new UnitState("peasants", true, 1));
    s = play(s, "interact");
    s = States.withTurn(s, s.turn().withPoints(0, 8, 0));
    String offered = s.supply().advancedActionOffer().get(0);
    assertRejected(s, "buy advanced-action " + offered, RejectionCode.NOT_ON_OFFER, "R-INTERACT-4.3");
    s = play(s, "buy healing");
    assertEquals(6, s.turn().influence());
    assertEquals(1, s.turn().heal(), "kept for the wounded unit");
    s = play(s, "heal unit:0", "buy advanced-action " + aa);
    assertEquals(aa, s.player(0).deck().get(0));
    assertEquals(List.of(), s.supply().unitOfferAdvancedActions(), "not refilled before the next round");
    assertFalse(s.player(0).units().get(0).wounded());
  }

  /**
   * R-INTERACT-4.4, GAP-6 (docs/decisions/interaction.md): a conquered Mage Tower sells Spells for 7 Influence and a
   * mana of the Spell's colour, onto the deed deck; the Spells offer is refilled at once.
   */
  @Test
  void aConqueredMageTowerSellsSpells() {
    GameState s = play(onTile("countryside-4", -1, List.of("promise"), new Shield(FAR.centre(), 1)), "interact");
    s = States.withTurn(s, s.turn().withPoints(0, 7, 0));
    String spell = s.supply().spellOffer().get(1);
    String color = ENGINE.content().card(spell).color().orElseThrow().id();
    String next = s.supply().spellDeck().get(0);
    GameState noMana = States.withSource(s, List.of(new io.github.mkrules.api.state.ManaDie(
        io.github.mkrules.api.state.ManaColor.BLACK, -1)));
    assertRejected(noMana, "buy spell " + spell, RejectionCode.MANA_UNAVAILABLE, "R-MANA-2");
    GameState buying = withPlayer(s, 0, p -> p.withCrystals(new io.github.mkrules.api.state.Crystals(1, 1, 1, 1)));
    s = play(buying, "buy spell " + spell);
    assertEquals(buying, play(s, "undo"), "R-UNDO: the purchase is taken back before its mana is paid");
    assertEquals(new Status.Decision(0, DecisionKind.PAY_MANA), ENGINE.status(s), "issue 14: the mana is a step");
    assertEquals(0, s.turn().influence(), "the Influence is spent at once");
    s = play(s, "pick crystal:" + color);
    assertEquals(spell, s.player(0).deck().get(0));
    assertEquals(next, s.supply().spellOffer().get(0), "refilled at once from the Spell deck");
    assertEquals(3, s.supply().spellOffer().size());
    assertEquals(0, s.turn().influence());
  }

  /**
   * R-INTERACT-1, R-INTERACT-3.1, R-INTERACT-4.5(iv): a conquered City adds +1 Influence per own Shield; the green
   * City sells Advanced Actions for 6, from the offer (refilled) or the top of the deck.
   */
  @Test
  void theGreenCitySellsAdvancedActions() {
    GameState s = play(onTile("core-5", -1, List.of("promise"), mine(), mine(), new Shield(FAR.centre(), 1)),
        "interact");
    assertEquals(2, s.turn().influence(), "two own Shields on the City");
    s = States.withTurn(s, s.turn().withPoints(0, 12, 0));
    String offered = s.supply().advancedActionOffer().get(2);
    String top = s.supply().advancedActionDeck().get(0);
    s = play(s, "buy advanced-action " + offered);
    assertEquals(offered, s.player(0).deck().get(0));
    assertEquals(top, s.supply().advancedActionOffer().get(0), "the offer is refilled at once");
    String nextTop = s.supply().advancedActionDeck().get(0);
    s = play(s, "buy advanced-action-deck");
    assertEquals(nextTop, s.player(0).deck().get(0));
    assertRejected(s, "buy healing", RejectionCode.NOT_OFFERED_HERE, "R-INTERACT-4.2");
  }

  /** R-INTERACT-4.5(i), R-ENDTURN-5.2: an Artifact bought in the red City is taken at the end of the turn. */
  @Test
  void theRedCitySellsArtifactsTakenAtTheEndOfTheTurn() {
    GameState s = play(onTile("core-8", -1, List.of("promise", "march"), mine()), "interact");
    s = States.withTurn(s, s.turn().withPoints(0, 24, 0));
    s = play(s, "buy artifact", "buy artifact");
    assertEquals(List.of("artifact", "artifact"), s.turn().rewards());
    s = play(s, "end-turn");
    assertEquals(new Status.Decision(0, DecisionKind.CHOOSE_REWARD), ENGINE.status(s));
    assertEquals(3, s.choices().get(0).options().size(), "two bought: three drawn, two kept");
    assertEquals(2, s.choices().get(0).max());
  }

  /**
   * R-INTERACT-4.5(iii): the white City recruits units of every type and adds an Elite unit to the offer for 2.
   */
  @Test
  void theWhiteCityRecruitsEveryTypeAndAddsEliteUnits() {
    GameState s = onTile("core-7", -1, List.of("promise"), mine());
    s = s.withSupply(s.supply().withEliteUnits(List.of("catapults", "fire-mages")));
    s = play(s, "interact");
    s = States.withTurn(s, s.turn().withPoints(0, 20, 0));
    assertRejected(s, "buy spell " + s.supply().spellOffer().get(0), RejectionCode.NOT_OFFERED_HERE,
        "R-INTERACT-4.4");
    s = play(s, "buy elite-unit");
    assertEquals("catapults", s.supply().unitOffer().get(s.supply().unitOffer().size() - 1));
    assertEquals(List.of("fire-mages"), s.supply().eliteUnits());
    s = play(s, "recruit catapults");
    assertEquals("catapults", s.player(0).units().get(0).unit());
    assertEquals(9, s.turn().influence(), "20 - 2 - 9");
  }

  /** R-INTERACT-4.5(ii): the blue City sells Spells as a Mage Tower does. */
  @Test
  void theBlueCitySellsSpells() {
    GameState s = play(onTile("core-6", -1, List.of("promise"), mine()), "interact");
    s = withPlayer(States.withTurn(s, s.turn().withPoints(0, 7, 0)), 0,
        p -> p.withCrystals(new io.github.mkrules.api.state.Crystals(1, 1, 1, 1)));
    String spell = s.supply().spellOffer().get(0);
    s = play(s, "buy spell " + spell, "pick crystal:" + ENGINE.content().card(spell).color().orElseThrow().id());
    assertEquals(spell, s.player(0).deck().get(0));
  }

  /** R-INTERACT-1: one's own Keep lets one recruit Keep units; R-ENDTURN-7.2(i): its hand-limit bonus. */
  @Test
  void anOwnKeepRecruitsAndRaisesTheHandLimit() {
    HexCoord keep = FAR.centre().neighbour(0);
    GameState s = onTile("countryside-9", 0, List.of("promise"), new Shield(keep, 0));
    s = s.withSupply(s.supply().withUnitOffer(List.of("utem-swordsmen", "peasants")));
    s = play(s, "interact");
    s = States.withTurn(s, s.turn().withPoints(0, 20, 0));
    assertRejected(s, "recruit peasants", RejectionCode.NOT_OFFERED_HERE, "R-INTERACT-4.1");
    s = play(s, "recruit utem-swordsmen");
    assertEquals(6, handAfterEndTurn(s), "hand limit 5 + 1 owned Keep");
  }

  /**
   * R-ENDTURN-7.2(ii), R-ENDTURN-7.2(iii), R-COMBAT-CITY-2.1, EX-11: next to a conquered City with one's Shield the
   * hand limit rises by 1, by 2 for its leader; next to a Keep as well, only the larger bonus counts.
   */
  @Test
  void aCitysHandLimitBonusAndOnlyTheLargerBonus() {
    HexCoord beside = FAR.centre().neighbour(3);
    Shield other = new Shield(FAR.centre(), 1);
    GameState follower = onTile("core-7", 3, List.of("march"), other, mine());
    assertEquals(6, handAfterEndTurn(play(follower, "play march basic")), "a Shield, not the leader: +1");
    GameState leader = onTile("core-7", 3, List.of("march"), mine(), other);
    assertEquals(7, handAfterEndTurn(play(leader, "play march basic")), "the leader: +2");
    assertTrue(ENGINE.content().tile("core-7").hexes().get(5).site().filter("keep"::equals).isPresent());
    GameState both = onTile("core-7", 3, List.of("march"), mine(), other, new Shield(beside, 0));
    assertEquals(7, handAfterEndTurn(play(both, "play march basic")), "Keep +1 and leader +2: only the larger");
  }

  /** The hand size after ending the turn with an empty hand and a full deck. */
  private static int handAfterEndTurn(GameState s) {
    GameState empty = withPlayer(s, 0, p -> p.withCards(List.of(), concat(p.deck(), p.hand()), p.discard(),
        p.playArea()));
    empty = States.withTurn(empty, empty.turn().withCardsPlayedOrDiscarded(1));
    return play(empty, "end-turn").player(0).hand().size();
  }

  private static List<String> concat(List<String> a, List<String> b) {
    List<String> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  /**
   * R-ENDTURN-5.4: a unit reward is any unit of the offer, taken at the end of the turn; without a free Command
   * token a unit is disbanded, or the reward given up.
   */
  @Test
  void aUnitRewardIsChosenFromTheOffer() {
    GameState s = inTurn(MIXED_UNITS, UnitsTest.PORTAL, 0, List.of("march"));
    s = States.withTurn(s, s.turn().withRewards(List.of("unit")));
    GameState choosing = play(s, "end-turn");
    assertEquals(List.of("guardian-golems", "northern-monks", "peasants"), choosing.choices().get(0).options());
    assertRejected(choosing, "done", RejectionCode.CHOICE_INCOMPLETE, "R-ENDTURN-5.4");
    GameState taken = play(choosing, "pick guardian-golems");
    assertEquals(List.of(UnitState.recruited("guardian-golems")), taken.player(0).units());
    assertFalse(taken.supply().unitOffer().contains("guardian-golems"));
    GameState full = play(withUnits(s, UnitState.recruited("foresters")), "end-turn");
    GameState given = play(full, "done");
    assertEquals(List.of(UnitState.recruited("foresters")), given.player(0).units(), "given up");
    GameState disband = play(full, "pick peasants");
    assertEquals(List.of("0"), disband.choices().get(0).options());
    disband = play(disband, "pick 0");
    assertEquals(List.of(UnitState.recruited("peasants")), disband.player(0).units());
    assertEquals(List.of("foresters"), disband.supply().removedUnits());
  }

  /**
   * The Village card (FRAG-12.4), R-TURN-1.1, R-TURN-1.5: a Village is plundered just before one's turn, once:
   * Reputation -1 and two cards drawn; not once the turn has begun.
   */
  @Test
  void aVillageIsPlunderedBeforeTheTurn() {
    GameState s = atVillage(VILLAGE_UNITS, List.of("march"));
    int deck = s.player(0).deck().size();
    assertTrue(events(s, "plunder").contains(new Event.VillagePlundered(0, VILLAGE)));
    GameState plundered = play(s, "plunder");
    assertEquals(-1, plundered.player(0).reputation());
    assertEquals(3, plundered.player(0).hand().size());
    assertEquals(deck - 2, plundered.player(0).deck().size());
    assertRejected(plundered, "plunder", RejectionCode.EFFECT_NOT_USABLE, "R-TURN-1.1");
    assertRejected(play(s, "play march basic"), "plunder", RejectionCode.EFFECT_NOT_USABLE, "R-TURN-1.1");
    assertRejected(inTurn(VILLAGE_UNITS, UnitsTest.PORTAL, 0, List.of("march")), "plunder",
        RejectionCode.CANNOT_INTERACT, "R-TURN-1.1");
  }

  /**
   * Examples of the interaction rejection codes for {@link RejectionCodesTest}.
   *
   * @return rejections
   */
  static List<Rejection> rejectionExamples() {
    GameState village = atVillage(MIXED_UNITS, List.of("promise"));
    GameState interacting = play(village, "interact");
    GameState full = play(withUnits(village, UnitState.recruited("foresters")), "interact");
    full = States.withTurn(full, full.turn().withPoints(0, 9, 0));
    return List.of(rejected(village, "recruit peasants"), rejected(interacting, "recruit peasants"),
        rejected(interacting, "recruit guardian-golems"), rejected(full, "recruit peasants"),
        rejected(withPlayer(village, 0, p -> p.withReputation(-7)), "interact"));
  }
}
