package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.Book.inTurns;
import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatKind;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ScenarioState;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TimeOfDay;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Druid Nights (S-DRUID-NIGHTS-01 to S-DRUID-NIGHTS-04): Shields on Magical Glades, one summoning in each of the
 * two Nights, double Fame, vanishing survivors and random crystals; the Glades are cleared after the first Night.
 */
class DruidNightsTest {
  private static final TileSlot SLOT = new TileSlot(1, 0);

  /** Countryside 7 (a Magical Glade, a Dungeon, a Monastery) next to the starting tile. */
  private static GameState game(long seed) {
    GameState s = inTurns(Book.start("druid-nights", seed, "arythea", "goldyx"));
    return Book.withOnlyTiles(s, Map.of(new TileSlot(0, 0), "starting-a", SLOT, "countryside-7"));
  }

  /** S-DRUID-NIGHTS-01: ending the turn on a Magical Glade puts the player's Shield on it, once per player. */
  @Test
  void aShieldOnTheGlade() {
    GameState s = game(71);
    int p = s.turn().player();
    HexCoord glade = Book.siteHex(s, SLOT, "magical-glade");
    s = withPlayer(s, p, q -> q.withPosition(Optional.of(glade)));
    Result.Applied ended = Book.endTurn(s);
    assertEquals(List.of(new ScenarioState.Marker("glade", glade, p)), ended.state().scenarioState().markers());
    assertTrue(ended.events().contains(new Event.MarkerPlaced("glade", glade, p)));
  }

  /**
   * S-DRUID-NIGHTS-06: in the more competitive game a Glade holds one Shield with 2 players; a new one replaces
   * the one there.
   */
  @Test
  void competitiveGlades() {
    GameState s = Book.withOnlyTiles(inTurns(Book.start("druid-nights", 73, Map.of("glades", "competitive"),
        "arythea", "goldyx")), Map.of(new TileSlot(0, 0), "starting-a", SLOT, "countryside-7"));
    int p = s.turn().player();
    HexCoord glade = Book.siteHex(s, SLOT, "magical-glade");
    s = s.withScenarioState(s.scenarioState().withMarkers(List.of(new ScenarioState.Marker("glade", glade, 1 - p))));
    s = withPlayer(s, p, q -> q.withPosition(Optional.of(glade)));
    GameState after = Book.endTurn(s).state();
    assertEquals(List.of(new ScenarioState.Marker("glade", glade, p)), after.scenarioState().markers());
  }

  /** The active hero in the given Night with Shields on the given number of Glades, brown pile topped by Medusas. */
  private static GameState night(int round, int glades) {
    GameState s = game(72).withRound(round).withTime(TimeOfDay.NIGHT);
    int p = s.turn().player();
    List<ScenarioState.Marker> markers = new ArrayList<>();
    for (int i = 0; i < glades; i++) {
      markers.add(new ScenarioState.Marker("glade", new HexCoord(10 + i, 0), p));
    }
    Map<EnemyColor, List<String>> piles = new EnumMap<>(s.supply().enemyPiles());
    List<String> brown = new ArrayList<>(List.of("medusa", "medusa"));
    brown.addAll(piles.get(EnemyColor.BROWN));
    piles.put(EnemyColor.BROWN, brown);
    s = s.withScenarioState(s.scenarioState().withMarkers(markers)).withSupply(s.supply().withEnemyPiles(piles));
    return withPlayer(s, p, q -> q.withPosition(Optional.of(new HexCoord(1, 0))).withCrystals(new Crystals(0, 0, 0, 3))
        .withCards(List.of("swiftness", "swiftness", "march"), q.deck(), q.discard(), List.of()));
  }

  /**
   * S-DRUID-NIGHTS-02: in the first Night, as the turn's action, one brown monster per own Glade; one random
   * crystal per summoned monster; defeated monsters give double Fame; one summoning per Night.
   */
  @Test
  void theFirstNightsSummoning() {
    GameState s = night(2, 2);
    Result.Applied summoned = (Result.Applied) ENGINE.apply(s, ActionNotation.parse("summon"));
    var combat = summoned.state().turn().combat().orElseThrow();
    assertEquals(CombatKind.SUMMONING, combat.kind());
    assertEquals(List.of(EnemyColor.BROWN, EnemyColor.BROWN), combat.enemies().stream().map(CombatEnemy::color).toList());
    assertEquals(List.of("crystal-random", "crystal-random"), summoned.state().turn().rewards());
    GameState fight = play(summoned.state(), "play swiftness powered", "pick crystal:white",
        "play swiftness powered", "pick crystal:white",
        "target 0");
    Result.Applied struck = (Result.Applied) ENGINE.apply(fight, ActionNotation.parse("strike"));
    assertTrue(struck.events().contains(new Event.EnemyDefeated(0, "medusa", 10)), "Medusa's 5 Fame, doubled");
    States.assertRejected(s.withScenarioState(s.scenarioState().withSummoned(List.of(s.turn().player()))),
        "summon", RejectionCode.ACTION_TAKEN, "S-DRUID-NIGHTS-02");
  }

  /** S-DRUID-NIGHTS-02: no summoning by Day, on an inhabited site, or without an own Glade. */
  @Test
  void whenNoSummoning() {
    GameState s = night(2, 1);
    int p = s.turn().player();
    States.assertRejected(s.withRound(1).withTime(TimeOfDay.DAY), "summon", RejectionCode.EFFECT_NOT_USABLE,
        "S-DRUID-NIGHTS-02");
    HexCoord monastery = Book.siteHex(s, SLOT, "monastery");
    States.assertRejected(withPlayer(s, p, q -> q.withPosition(Optional.of(monastery))), "summon",
        RejectionCode.EFFECT_NOT_USABLE, "S-DRUID-NIGHTS-02");
    States.assertRejected(night(2, 0), "summon", RejectionCode.NO_ENEMY, "S-DRUID-NIGHTS-02");
  }

  /**
   * S-DRUID-NIGHTS-04: in the second Night red monsters come, survivors vanish, and each killed one gives two
   * random crystals (none here: nothing is killed).
   */
  @Test
  void theSecondNightsSummoning() {
    GameState s = night(4, 1);
    GameState summoned = play(s, "summon");
    var combat = summoned.turn().combat().orElseThrow();
    assertEquals(List.of(EnemyColor.RED), combat.enemies().stream().map(CombatEnemy::color).toList());
    assertEquals(List.of(), summoned.turn().rewards());
    String red = combat.enemy(0).enemy();
    GameState after = summoned;
    while (after.turn().combat().isPresent()) {
      var legal = ENGINE.legalActions(after);
      after = Book.apply(after, legal.stream().filter(a -> a.notation().startsWith("next-phase")).findFirst()
          .or(() -> legal.stream().filter(a -> a.notation().startsWith("damage")).findFirst()).orElse(legal.get(0)));
    }
    String vanished = red;
    assertTrue(after.map().enemies().stream().noneMatch(e -> e.enemy().equals(vanished)), "the survivor vanishes");
    assertTrue(after.supply().enemyDiscards().get(EnemyColor.RED).contains(red));
    assertEquals(List.of(), after.turn().rewards());
  }

  /** S-DRUID-NIGHTS-03: at the end of the first Night the Shields leave the Glades. */
  @Test
  void theGladesAreClearedAfterTheFirstNight() {
    GameState s = night(2, 2);
    GameState day = Book.finishRound(s);
    assertEquals(3, day.round());
    assertTrue(day.scenarioState().markers().isEmpty());
    assertTrue(day.scenarioState().summoned().isEmpty());
  }

  /** The epic game (S-DRUID-NIGHTS-07) in the given round, the active hero with Shields on the given Glades. */
  private static GameState epicNight(int round, int glades) {
    GameState base = night(round, glades);
    GameState epic = Book.start("druid-nights", 72, Map.of("epic", "yes"), "arythea", "goldyx");
    return base.withConfig(epic.config());
  }

  /**
   * S-DRUID-NIGHTS-07: the epic game has 6 rounds and every countryside and core non-city tile (the 11 and 4 of
   * the base game, and the green city).
   */
  @Test
  void theEpicGamesSetup() {
    GameState s = Book.start("druid-nights", 74, Map.of("epic", "yes"), "arythea", "goldyx");
    int tiles = s.map().tiles().size() - 1 + s.map().tileStack().size(); // without the starting tile
    assertEquals(11 + 4 + 1, tiles);
    assertTrue(s.map().unusedCountryside().isEmpty());
    assertTrue(s.map().unusedCore().isEmpty());
    GameState standard = Book.start("druid-nights", 74, "arythea", "goldyx");
    assertEquals(8 + 1 + 1, standard.map().tiles().size() - 1 + standard.map().tileStack().size());
  }

  /**
   * S-DRUID-NIGHTS-07: in the third Night a red and a brown monster per own Glade, and three random crystals per
   * pair, earned with the summoning.
   */
  @Test
  void theThirdNightsSummoning() {
    GameState summoned = play(epicNight(6, 2), "summon");
    var combat = summoned.turn().combat().orElseThrow();
    assertEquals(List.of(EnemyColor.RED, EnemyColor.BROWN, EnemyColor.RED, EnemyColor.BROWN),
        combat.enemies().stream().map(CombatEnemy::color).toList());
    assertEquals(java.util.Collections.nCopies(6, "crystal-random"), summoned.turn().rewards());
    States.assertRejected(night(6, 1), "summon", RejectionCode.EFFECT_NOT_USABLE, "S-DRUID-NIGHTS-02");
  }

  /** S-DRUID-NIGHTS-07: in the epic game the Glades are cleared after the second Night too, not in the standard one. */
  @Test
  void theEpicGladesAreClearedAfterTheSecondNight() {
    GameState day = Book.finishRound(epicNight(4, 2));
    assertEquals(5, day.round());
    assertTrue(day.scenarioState().markers().isEmpty());
  }
}
