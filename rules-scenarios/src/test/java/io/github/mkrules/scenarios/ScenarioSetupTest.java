package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.InvalidConfigException;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.PlayerState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The setup of every scenario of the book (chapter III): the tile stack (CTX-02, S-GENERAL-02), the rounds, the
 * Source and the Units offer (CTX-06), the players' start, the cards out of the game, the Dummy and the teams.
 */
class ScenarioSetupTest {
  private static final List<String> HEROES = List.of("arythea", "goldyx", "norowas", "tovak");
  private static final List<String> COMPETITIVE_SPELLS = List.of("mana-meltdown", "mana-claim", "mind-read",
      "energy-flow");

  private static GameState start(String scenario, int players) {
    return Book.start(scenario, 17, HEROES.subList(0, players).toArray(new String[0]));
  }

  /** Every tile of the game, placed or in the stack: countryside, city and non-city core tiles. */
  private static List<List<String>> tiles(GameState s) {
    List<String> all = new ArrayList<>(s.map().tiles().values());
    all.addAll(s.map().tileStack());
    List<List<String>> out = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    for (String id : all) {
      MapTile tile = ENGINE.content().tile(id);
      int kind = tile.kind() == TileKind.COUNTRYSIDE ? 0 : tile.kind() == TileKind.CORE_CITY ? 1 : tile.kind() == TileKind.CORE ? 2 : -1;
      if (kind >= 0) {
        out.get(kind).add(id);
      }
    }
    return out;
  }

  private static void stack(String scenario, int players, int countryside, int cities, int core) {
    List<List<String>> t = tiles(start(scenario, players));
    assertEquals(List.of(countryside, cities, core), List.of(t.get(0).size(), t.get(1).size(), t.get(2).size()),
        scenario + " with " + players + " players: countryside, city and core tiles");
  }

  /** S-BLITZ-CONQUEST (6/7/9, 2/3/4, 1/2/3), S-FULL-CONQUEST (8/9/11), S-SOLO-CONQUEST (7, 2, 2), and the rest. */
  @Test
  void everyScenarioStacksItsTiles() {
    stack("first-reconnaissance", 1, 8, 1, 2);
    stack("first-reconnaissance", 4, 11, 1, 2);
    stack("blitz-conquest", 2, 6, 2, 1);
    stack("blitz-conquest", 3, 7, 3, 2);
    stack("blitz-conquest", 4, 9, 4, 3);
    stack("full-conquest", 2, 8, 2, 1);
    stack("full-conquest", 3, 9, 3, 2);
    stack("full-conquest", 4, 11, 4, 3);
    stack("solo-conquest", 1, 7, 2, 2);
    stack("mines-liberation", 2, 8, 1, 1);
    stack("mines-liberation", 4, 11, 1, 3);
    stack("full-cooperation", 2, 8, 3, 2);
    stack("full-cooperation", 3, 10, 4, 3);
    stack("blitz-cooperation", 2, 7, 2, 1);
    stack("blitz-cooperation", 3, 8, 3, 2);
    stack("dungeon-lords", 3, 9, 1, 2);
    stack("druid-nights", 4, 11, 1, 3);
    stack("one-to-return", 2, 7, 1, 1);
    stack("one-to-return", 4, 10, 3, 3);
    stack("conquer-and-hold", 2, 5, 1, 3);
  }

  /**
   * S-MINES-LIBERATION (every countryside tile with a mine, the red city, never the core tile without a mine),
   * S-DUNGEON-LORDS (every Dungeon tile, the blue city, the desert core tile with a Monastery and a Tomb),
   * S-DRUID-NIGHTS (every Magical Glade tile, the green city), S-CONQUER-AND-HOLD (the Keep and Mage Tower tiles,
   * the white city).
   */
  @Test
  void scenariosThatNameTheirTiles() {
    for (long seed = 1; seed <= 5; seed++) {
      List<List<String>> mines = tiles(Book.start("mines-liberation", seed, "arythea", "goldyx"));
      assertTrue(mines.get(0).containsAll(List.of("countryside-2", "countryside-3", "countryside-5", "countryside-6")));
      assertEquals(List.of("core-8"), mines.get(1));
      assertFalse(mines.get(2).contains("core-1"));
      List<List<String>> dungeons = tiles(Book.start("dungeon-lords", seed, "arythea", "goldyx"));
      assertTrue(dungeons.get(0).containsAll(List.of("countryside-7", "countryside-9")));
      assertEquals(List.of("core-6"), dungeons.get(1));
      assertEquals(List.of("core-1"), dungeons.get(2));
      List<List<String>> druids = tiles(Book.start("druid-nights", seed, "arythea", "goldyx"));
      assertTrue(druids.get(0).containsAll(List.of("countryside-1", "countryside-2", "countryside-5", "countryside-7",
          "countryside-8")));
      assertEquals(List.of("core-5"), druids.get(1));
    }
    List<List<String>> hold = tiles(Book.start("conquer-and-hold", 3, "arythea", "goldyx"));
    assertEquals(java.util.Set.of("countryside-3", "countryside-4", "countryside-9", "countryside-10", "countryside-11"),
        java.util.Set.copyOf(hold.get(0)));
    assertEquals(List.of("core-7"), hold.get(1));
    assertEquals(List.of("core-2", "core-3", "core-4"), hold.get(2).stream().sorted().toList());
  }

  /**
   * S-BLITZ-CONQUEST-01, S-BLITZ-CONQUEST-02, S-BLITZ-CONQUEST-03, S-BLITZ-CONQUEST-04, S-BLITZ-COOP-01,
   * S-BLITZ-COOP-02, S-BLITZ-COOP-03, S-BLITZ-COOP-04: Fame 1, Reputation +2, one more die and one more unit, no
   * Elite units.
   */
  @Test
  void blitzScenariosStartStronger() {
    for (String scenario : List.of("blitz-conquest", "blitz-cooperation")) {
      GameState s = start(scenario, 2);
      for (PlayerState p : s.players()) {
        assertEquals(1, p.fame());
        assertEquals(2, p.reputation());
      }
      assertEquals(5, s.source().size(), "players + 3 dice");
      assertEquals(5, s.supply().unitOffer().size(), "players + 3 units");
      assertEquals(List.of(), s.supply().eliteUnits(), "S-BLITZ-CONQUEST-03: no Elite units");
      assertEquals(List.of(1, 1), s.scenarioState().fameRows());
    }
    GameState full = start("full-conquest", 2);
    assertEquals(4, full.source().size());
    assertEquals(0, full.player(0).fame());
    assertFalse(full.supply().eliteUnits().isEmpty());
  }

  /**
   * S-SOLO-CONQUEST, S-FULL-COOP, S-BLITZ-COOP: the 4 competitive Spells are out of the game, and a Dummy plays;
   * competitive scenarios keep them and have no Dummy.
   */
  @Test
  void soloAndCooperativeGamesPutTheCompetitiveSpellsAway() {
    for (GameState s : List.of(start("solo-conquest", 1), start("full-cooperation", 3), start("blitz-cooperation", 2))) {
      assertEquals(COMPETITIVE_SPELLS, s.scenarioState().outOfGame());
      List<String> spells = new ArrayList<>(s.supply().spellDeck());
      spells.addAll(s.supply().spellOffer());
      assertEquals(16, spells.size());
      assertTrue(spells.stream().noneMatch(COMPETITIVE_SPELLS::contains));
      assertTrue(s.dummy().isPresent(), "S-GENERAL-06: a Dummy in every cooperative or solo scenario");
    }
    GameState competitive = start("full-conquest", 3);
    assertEquals(List.of(), competitive.scenarioState().outOfGame());
    assertFalse(competitive.dummy().isPresent());
  }

  /** S-CONQUER-AND-HOLD: the level IV Elite units are out of the game. */
  @Test
  void conquerAndHoldRemovesTheLevelFourUnits() {
    GameState s = start("conquer-and-hold", 2);
    assertTrue(s.supply().eliteUnits().stream().noneMatch(u -> ENGINE.content().unit(u).level() == 4));
    assertFalse(s.supply().eliteUnits().isEmpty());
  }

  /**
   * S-GENERAL-24, S-FULL-COOP-03, S-FULL-CONQUEST-08, S-CONQUER-AND-HOLD-08: teams are formed before the heroes
   * are chosen; cooperative games are one big team; a team option needs 4 players.
   */
  @Test
  void teams() {
    assertEquals(List.of(1, 1, 1), start("full-cooperation", 3).scenarioState().teams());
    assertEquals(List.of(), start("full-conquest", 4).scenarioState().teams(), "no teams unless chosen");
    assertEquals(List.of(1, 2, 1, 2), Book.start("full-conquest", 1, Map.of("teams", "1,2,1,2"), "arythea", "goldyx",
        "norowas", "tovak").scenarioState().teams());
    List<Integer> random = start("conquer-and-hold", 4).scenarioState().teams();
    assertEquals(List.of(1, 1, 2, 2), random.stream().sorted().toList(), "random teams of two by default");
    InvalidConfigException three = assertThrows(InvalidConfigException.class,
        () -> Book.start("full-conquest", 1, Map.of("teams", "1,2,1,2"), "arythea", "goldyx", "norowas"));
    assertEquals(InvalidConfigException.Problem.TEAMS, three.problem());
  }

  /** S-FIRST-RECON-04, S-FIRST-RECON-05: a first game's Units offer holds a Village unit; no Elite units. */
  @Test
  void aFirstGameOffersAVillageUnit() {
    for (long seed = 1; seed <= 12; seed++) {
      GameState s = Book.start("first-reconnaissance", seed, Map.of("first-game", "yes"), "arythea", "goldyx");
      assertTrue(s.supply().unitOffer().stream().anyMatch(u -> ENGINE.content().unit(u).recruitSites()
          .contains("village")), "seed " + seed);
      assertEquals(List.of(), s.supply().eliteUnits());
    }
  }

  /**
   * CTX-10, S-GENERAL-20: cooperative and solo games remove each hero's competitive interactive skill, competitive
   * games the cooperative one.
   */
  @Test
  void theInteractiveSkillRemovedByGameType() {
    for (var entry : Map.of("full-cooperation", io.github.mkrules.api.content.SkillKind.INTERACTIVE_COMPETITIVE,
        "solo-conquest", io.github.mkrules.api.content.SkillKind.INTERACTIVE_COMPETITIVE,
        "mines-liberation", io.github.mkrules.api.content.SkillKind.INTERACTIVE_COOPERATIVE).entrySet()) {
      GameState s = start(entry.getKey(), entry.getKey().equals("solo-conquest") ? 1 : 2);
      for (PlayerState p : s.players()) {
        assertEquals(10, p.skillStack().size());
        assertTrue(p.skillStack().stream().noneMatch(id -> ENGINE.content().skills().stream()
            .anyMatch(k -> k.id().equals(id) && k.kind() == entry.getValue())), entry.getKey());
      }
    }
  }

  /**
   * S-GENERAL-01, S-GENERAL-03, S-GENERAL-04, S-GENERAL-05: each scenario's map for each player count: the wedge
   * on starting tile side A with 2 tiles, core tiles off its coastline; the open map on side B with 3 tiles, 5
   * columns wide or limited to 4 or 3.
   */
  @Test
  void mapShapes() {
    Map<String, String> shapes = new java.util.LinkedHashMap<>();
    for (var info : ENGINE.catalogue().scenarios()) {
      for (var setup : info.setups()) {
        shapes.put(info.id() + ":" + setup.players(), setup.mapShape());
      }
    }
    assertEquals("wedge", shapes.get("full-conquest:2"));
    assertEquals("open-5", shapes.get("full-conquest:4"));
    assertEquals("open-4", shapes.get("blitz-conquest:4"));
    assertEquals("open-5", shapes.get("full-cooperation:2"));
    assertEquals("open-3", shapes.get("conquer-and-hold:2"));
    GameState open = start("full-conquest", 4);
    assertEquals("starting-b", open.map().tiles().get(new io.github.mkrules.api.state.TileSlot(0, 0)));
    assertEquals(4, open.map().tiles().size(), "side B and 3 tiles");
    GameState wedge = start("full-conquest", 2);
    assertEquals("starting-a", wedge.map().tiles().get(new io.github.mkrules.api.state.TileSlot(0, 0)));
    assertEquals(3, wedge.map().tiles().size(), "side A and 2 tiles");
    assertTrue(ENGINE.catalogue().mapShapes().stream().anyMatch(m -> m.id().equals("wedge")));
  }

  /** CTX-01: every scenario's length in rounds. */
  @Test
  void roundsOfEveryScenario() {
    Map<String, List<Integer>> rounds = new java.util.LinkedHashMap<>();
    for (var info : ENGINE.catalogue().scenarios()) {
      rounds.put(info.id(), info.setups().stream().map(s -> s.rounds()).toList());
    }
    assertEquals(List.of(4, 3, 3, 3), rounds.get("first-reconnaissance"), "S-FIRST-RECON-09: 4 rounds solo");
    assertEquals(List.of(4, 4, 4), rounds.get("blitz-conquest"));
    assertEquals(List.of(6, 6, 6), rounds.get("full-conquest"));
    assertEquals(List.of(6), rounds.get("solo-conquest"));
    assertEquals(List.of(4, 4, 4), rounds.get("mines-liberation"));
    assertEquals(List.of(6, 6), rounds.get("full-cooperation"));
    assertEquals(List.of(4, 4), rounds.get("blitz-cooperation"));
    assertEquals(List.of(5, 5, 5), rounds.get("dungeon-lords"), "3 Days and 2 Nights");
    assertEquals(List.of(4, 4, 4), rounds.get("druid-nights"));
    assertEquals(List.of(4, 4, 4), rounds.get("one-to-return"));
    assertEquals(List.of(6, 4, 4), rounds.get("conquer-and-hold"), "6 with 2 players, 4 with 4 (S-CONQUER-AND-HOLD-13: 3)");
  }
}
