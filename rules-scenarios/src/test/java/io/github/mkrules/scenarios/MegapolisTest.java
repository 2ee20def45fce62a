package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.Book.inTurns;
import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.state.CombatKind;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The Megapolis (V-MEGAPOLIS-01 to 09, C-18), option {@code megapolis}: Blitz Conquest for two players, whose two
 * cities are the red core-8 (laid before) and the green core-5, revealed last at slot 1,1 (city 4,-5, the second
 * figure on 5,-5 over the tile's swamp with its orc symbol).
 */
class MegapolisTest {
  private static final HexCoord FIRST = new TileSlot(1, 1).centre();
  private static final HexCoord SECOND = FIRST.neighbour(0);
  /** Two plains spaces of countryside-3 laid at slot 2,0: next to the second part only. */
  private static final HexCoord NEAR_SECOND = new HexCoord(5, -4);
  private static final HexCoord FARTHER = new HexCoord(6, -5);

  private static GameState start(Map<String, String> options) {
    return inTurns(Book.start("blitz-conquest", 81, options, "arythea", "goldyx"));
  }

  /** The green city revealed as the last city (V-MEGAPOLIS-03), with countryside-3 east of it. */
  private static GameState megapolis(String level) {
    return megapolis(Map.of("megapolis", level));
  }

  private static GameState megapolis(Map<String, String> options) {
    GameState s = Book.withTile(start(options), new TileSlot(3, 0), "core-8");
    s = Book.explore(s, "core-5").state();
    return Book.withTile(s, new TileSlot(2, 0), "countryside-3");
  }

  private static List<EnemyColor> colors(List<MapEnemy> enemies) {
    List<EnemyColor> out = new ArrayList<>(enemies.stream().map(MapEnemy::color).toList());
    out.sort(null);
    return out;
  }

  private static List<EnemyColor> garrison(String city, int level) {
    List<EnemyColor> out = new ArrayList<>(ENGINE.content().garrisons().stream()
        .filter(g -> g.city().equals(city) && g.level() == level).findFirst().orElseThrow().tokens());
    out.sort(null);
    return out;
  }

  private static String secondColor(GameState s) {
    return s.scenarioState().markers().stream().filter(m -> m.hex().equals(SECOND) && m.kind().startsWith("city-"))
        .findFirst().orElseThrow().kind().substring("city-".length());
  }

  /**
   * V-MEGAPOLIS-03, 04, 05: the last city gets a second figure one space to the right, of a city card not on the
   * map; the tile's symbol there (core-5's rampaging orcs) is ignored; the garrisons of level 5 (left) and 4
   * (right) form one garrison on the first part, face down.
   */
  @Test
  void theLastCityBecomesTheMegapolis() {
    GameState s = megapolis("9");
    assertTrue(s.scenarioState().markers().contains(new Marker("megapolis", SECOND, -1)));
    String second = secondColor(s);
    assertTrue(List.of("blue", "white").contains(second), "not green or red, already on the map: " + second);
    assertTrue(s.map().enemies().stream().noneMatch(e -> e.hex().equals(SECOND)), "the orc symbol is ignored");
    List<MapEnemy> pooled = s.map().enemies().stream().filter(e -> e.hex().equals(FIRST)).toList();
    List<EnemyColor> wanted = new ArrayList<>(garrison("green", 5));
    wanted.addAll(garrison(second, 4));
    wanted.sort(null);
    assertEquals(wanted, colors(pooled));
    assertTrue(pooled.stream().noneMatch(MapEnemy::faceUp));
  }

  /**
   * V-MEGAPOLIS-04 with Raider Hordes (V-RAIDERS-06): the orcs' symbol under the second figure is ignored at the end
   * of the Day too, so no raiders come to the Megapolis.
   */
  @Test
  void noRaidersOnTheCoveredSymbol() {
    GameState s = Book.finishRound(megapolis(Map.of("megapolis", "4", "raiders", "hordes")));
    assertTrue(s.map().enemies().stream().noneMatch(e -> e.hex().equals(SECOND)));
    assertTrue(s.map().enemies().stream().anyMatch(e -> e.hex().equals(new TileSlot(1, 1).centre().neighbour(4))),
        "the tile's other orc camp (SW) is still held");
  }

  /** V-MEGAPOLIS-03: a city that is not the last stays a city of the scenario's level (Blitz Conquest: 3). */
  @Test
  void anEarlierCityStaysACity() {
    GameState s = Book.explore(start(Map.of("megapolis", "9")), "core-5").state();
    assertTrue(s.scenarioState().markers().stream().noneMatch(m -> m.kind().equals("megapolis")));
    assertEquals(garrison("green", 3), colors(s.map().enemies().stream().filter(e -> e.hex().equals(FIRST)).toList()));
  }

  /**
   * V-MEGAPOLIS-06, C-18: next to the second part only, the whole garrison turns face up; entering the second part
   * assaults the whole Megapolis (one Reputation), whose defenders cannot be aimed at in the Ranged and Siege phase.
   */
  @Test
  void oneAssaultOnTheWholeGarrison() {
    GameState s = megapolis("6");
    int p = s.turn().player();
    s = States.withPlayer(s, p, q -> q.withPosition(Optional.of(FARTHER)));
    s = States.withTurn(s, s.turn().withPoints(12, 0, 0));
    int garrison = (int) s.map().enemies().stream().filter(e -> e.hex().equals(FIRST)).count();
    s = play(s, "move " + NEAR_SECOND);
    assertTrue(s.map().enemies().stream().filter(e -> e.hex().equals(FIRST)).allMatch(MapEnemy::faceUp),
        "V-MEGAPOLIS-06: next to either part reveals the whole garrison");
    int reputation = s.player(p).reputation();
    s = play(s, "move " + SECOND);
    assertEquals(CombatKind.ASSAULT, s.turn().combat().orElseThrow().kind());
    assertEquals(Optional.of(FIRST), s.turn().combat().orElseThrow().site());
    assertEquals(garrison, s.turn().combat().orElseThrow().enemies().size());
    assertEquals(reputation - 1, s.player(p).reputation(), "R-COMBAT-START-1.1: one assault");
    assertEquals(CombatPhase.RANGED_SIEGE, s.turn().combat().orElseThrow().phase());
    for (int n = 0; n < garrison; n++) {
      States.assertRejected(s, "target " + n, RejectionCode.INVALID_TARGET, "R-COMBAT-RANGED-3.1");
    }
  }

  /**
   * V-MEGAPOLIS-06, 07: conquered when its garrison is gone; a hero moves between the parts for 2 Move, leaves
   * from the part it is in, and trades with both cities in either part (the green city's Advanced Actions in the
   * second part).
   */
  @Test
  void aConqueredMegapolisIsOneCity() {
    GameState s = megapolis("6");
    int p = s.turn().player();
    s = Book.withShields(Book.withoutEnemies(s, FIRST), new Shield(FIRST, p));
    s = States.withPlayer(s, p, q -> q.withPosition(Optional.of(NEAR_SECOND)));
    s = States.withTurn(s, s.turn().withPoints(12, 0, 0));
    s = play(s, "move " + SECOND);
    assertTrue(s.turn().combat().isEmpty(), "a conquered Megapolis is no assault");
    assertEquals(10, s.turn().move());
    s = play(s, "move " + FIRST);
    assertEquals(8, s.turn().move(), "V-MEGAPOLIS-07: 2 Move between the parts");
    s = play(s, "move " + SECOND);
    States.assertRejected(s, "move " + FIRST.neighbour(3), RejectionCode.NOT_ADJACENT, "R-MOVE-3");
    int oneShield = play(s, "interact").turn().influence();
    s = play(Book.withShields(s, new Shield(FIRST, p)), "interact");
    assertEquals(oneShield + 1, s.turn().influence(), "R-INTERACT-3.1: +1 per own Shield on the Megapolis");
    s = States.withTurn(s, s.turn().withPoints(0, 6, 0));
    String offered = s.supply().advancedActionOffer().get(0);
    s = play(s, "buy advanced-action " + offered);
    assertEquals(offered, s.player(p).deck().get(0), "V-MEGAPOLIS-07: the green city's goods in the other part");
  }

  /**
   * V-MEGAPOLIS-08, S-BLITZ-CONQUEST-06: the Megapolis scores as one city (+7 for its leader, +4 for another
   * player's Shield), beside the red city; all cities conquered ends the game (S-BLITZ-CONQUEST-05).
   */
  @Test
  void theMegapolisScoresAsOneCity() {
    GameState s = Book.withoutEnemies(megapolis("6"), FIRST);
    HexCoord red = Book.siteHex(s, new TileSlot(3, 0), "city");
    s = Book.withShields(Book.withoutEnemies(s, red), new Shield(FIRST, 0), new Shield(FIRST, 0),
        new Shield(FIRST, 1), new Shield(red, 1));
    s = Book.withStack(s, s.map().tileStack().stream()
        .filter(t -> ENGINE.content().tile(t).kind() != io.github.mkrules.api.content.TileKind.CORE_CITY).toList());
    io.github.mkrules.api.state.Outcome o = Book.finish(s).outcome().orElseThrow();
    assertEquals("scenario-end", o.reason());
    assertEquals(7, Book.sheet(o, 0).get("cities"), "leads the Megapolis, one city");
    assertEquals(11, Book.sheet(o, 1).get("cities"), "leads the red city, a Shield on the Megapolis");
  }

  private static String colorAt(GameState s, HexCoord hex) {
    return s.scenarioState().markers().stream().filter(m -> m.hex().equals(hex) && m.kind().startsWith("city-"))
        .map(m -> m.kind().substring("city-".length())).findFirst()
        .orElseGet(() -> ENGINE.content().tile(s.map().tiles().get(TileSlot.containing(hex))).hexes().get(0)
            .siteColor().orElseThrow());
  }

  /**
   * V-MEGAPOLIS-09, S-FULL-CONQUEST-08: with two Megapolises both city tiles (here laid at setup next to the
   * start) are Megapolises; the first adds a city card not on the map, the second takes the two cards left, so each
   * city colour is on the map once; each garrison is two cities of the scenario's level (4 and 4).
   */
  @Test
  void twoMegapolises() {
    GameState s = Book.start("full-conquest", 81, Map.of("teams", "1,2,1,2", "team-cities", "two-megapolises",
        "countryside-tiles", "1", "core-tiles", "0"), "arythea", "goldyx", "norowas", "tovak");
    List<HexCoord> seconds = s.scenarioState().markers().stream().filter(m -> m.kind().equals("megapolis"))
        .map(Marker::hex).toList();
    assertEquals(2, seconds.size());
    List<String> all = new ArrayList<>();
    for (HexCoord second : seconds) {
      HexCoord first = second.neighbour(3);
      List<EnemyColor> wanted = new ArrayList<>(garrison(colorAt(s, first), 4));
      wanted.addAll(garrison(colorAt(s, second), 4));
      wanted.sort(null);
      assertEquals(wanted, colors(s.map().enemies().stream().filter(e -> e.hex().equals(first)).toList()));
      all.add(colorAt(s, first));
      all.add(colorAt(s, second));
    }
    all.sort(null);
    assertEquals(List.of("blue", "green", "red", "white"), all);
  }
}
