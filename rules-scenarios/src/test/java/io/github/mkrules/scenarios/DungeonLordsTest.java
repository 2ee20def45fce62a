package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.Book.inTurns;
import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.ScenarioState;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Dungeon Lords' own rules (S-DUNGEON-LORDS-01 to S-DUNGEON-LORDS-06): secret Dungeons and Tombs chosen next to
 * revealed Villages and Monasteries, fought like Dungeons and Tombs, never entered again once conquered, and
 * linked underground.
 */
class DungeonLordsTest {
  private static final TileSlot SLOT = new TileSlot(1, 1);

  /** The active hero of a 2-player game explores slot 1,1 and finds the given tile. */
  private static Result.Applied explore(String tile) {
    return Book.explore(inTurns(Book.start("dungeon-lords", 61, "arythea", "goldyx")), tile);
  }


  /**
   * S-DUNGEON-LORDS-01: the player who reveals a tile with a Village chooses a space next to it, without a site,
   * not a swamp, for a secret Dungeon entrance, marked by a face-down brown token.
   */
  @Test
  void aVillageRevealsASecretDungeon() {
    Result.Applied revealed = explore("countryside-1");
    GameState s = revealed.state();
    int p = s.turn().player();
    assertEquals(new Status.Decision(p, DecisionKind.CHOOSE_SPACE), ENGINE.status(s));
    HexCoord village = Book.siteHex(s, SLOT, "village");
    List<String> options = s.choices().get(0).options();
    assertFalse(options.isEmpty());
    for (String option : options) {
      assertTrue(HexCoord.parse(option).isAdjacent(village), option);
    }
    HexCoord chosen = HexCoord.parse(options.get(0));
    Result.Applied picked = (Result.Applied) ENGINE.apply(s, ActionNotation.parse("pick " + options.get(0)));
    GameState after = picked.state();
    assertEquals(List.of(new ScenarioState.Marker("secret-dungeon", chosen, p)), after.scenarioState().markers());
    assertTrue(picked.events().contains(new Event.MarkerPlaced("secret-dungeon", chosen, p)));
    List<MapEnemy> token = after.map().enemies().stream().filter(e -> e.hex().equals(chosen)).toList();
    assertEquals(1, token.size());
    assertEquals(EnemyColor.BROWN, token.get(0).color());
    assertFalse(token.get(0).faceUp());
    assertEquals(new Status.Decision(p, DecisionKind.TURN), ENGINE.status(after), "the turn goes on");
  }

  /**
   * S-DUNGEON-LORDS-03, S-DUNGEON-LORDS-04: a Monastery reveals a secret Tomb, marked by a face-down red token,
   * which is fought like a Tomb: Night rules, no units.
   */
  @Test
  void aMonasteryRevealsASecretTomb() {
    GameState s = explore("countryside-5").state();
    String option = s.choices().get(0).options().get(0);
    assertEquals(List.of("secret-tomb"), s.choices().get(0).context());
    GameState after = Book.apply(s, ActionNotation.parse("pick " + option));
    HexCoord hex = HexCoord.parse(option);
    assertEquals(EnemyColor.RED, after.map().enemies().stream().filter(e -> e.hex().equals(hex)).findFirst()
        .orElseThrow().color());
    int p = after.turn().player();
    GameState there = withPlayer(after, p, q -> q.withPosition(Optional.of(hex)))
        .withTurn(after.turn().withPoints(0, 0, 0)).withUndo(null);
    CombatState c = Book.apply(there, ActionNotation.parse("enter-site")).turn().combat().orElseThrow();
    assertTrue(c.nightRules());
    assertFalse(c.unitsAllowed());
    assertEquals(EnemyColor.RED, c.enemy(0).color());
  }

  /** The active hero on a secret Dungeon whose face-down token is the given enemy. */
  private static GameState onSecretDungeon(String enemy) {
    GameState s = inTurns(Book.start("dungeon-lords", 62, "arythea", "goldyx"));
    HexCoord hex = new HexCoord(1, -1);
    s = s.withScenarioState(s.scenarioState().withMarkers(List.of(new ScenarioState.Marker("secret-dungeon", hex, 0))));
    s = s.withMap(s.map().withEnemies(List.of(new MapEnemy(hex, enemy, EnemyColor.BROWN, false)))).withUndo(null);
    int p = s.turn().player();
    return withPlayer(s, p, q -> q.withPosition(Optional.of(hex)));
  }

  /**
   * S-DUNGEON-LORDS-02: a secret Dungeon is fought like a Dungeon (Night rules, no units), its waiting token
   * turned face up; a failed fight discards the token and a new brown token lies there face down.
   */
  @Test
  void aSecretDungeonIsFoughtLikeADungeon() {
    GameState s = onSecretDungeon("gargoyle");
    HexCoord hex = s.player(s.turn().player()).position().orElseThrow();
    Result.Applied entered = (Result.Applied) ENGINE.apply(s, ActionNotation.parse("enter-site"));
    CombatState c = entered.state().turn().combat().orElseThrow();
    assertTrue(c.nightRules());
    assertFalse(c.unitsAllowed());
    assertEquals("gargoyle", c.enemy(0).enemy());
    GameState lost = entered.state();
    while (lost.turn().combat().isPresent()) {
      List<Action> legal = ENGINE.legalActions(lost);
      lost = Book.apply(lost, legal.stream().filter(a -> a.notation().startsWith("next-phase")).findFirst()
          .or(() -> legal.stream().filter(a -> a.notation().startsWith("damage")).findFirst()).orElse(legal.get(0)));
    }
    List<MapEnemy> token = lost.map().enemies().stream().filter(e -> e.hex().equals(hex)).toList();
    assertEquals(1, token.size());
    assertFalse(token.get(0).faceUp(), "a new face-down token");
    assertEquals(EnemyColor.BROWN, token.get(0).color());
    assertTrue(lost.supply().enemyDiscards().get(EnemyColor.BROWN).contains("gargoyle"), "the old one discarded");
    assertTrue(lost.map().shields().isEmpty());
  }

  /** S-DUNGEON-LORDS-05: a conquered Dungeon cannot be entered again for more Fame. */
  @Test
  void noSecondVisit() {
    GameState s = inTurns(Book.start("dungeon-lords", 63, "arythea", "goldyx"));
    s = Book.withOnlyTiles(s, Map.of(new TileSlot(0, 0), "starting-a", new TileSlot(1, 0), "countryside-7"));
    HexCoord dungeon = Book.siteHex(s, new TileSlot(1, 0), "dungeon");
    s = Book.withShields(s, new Shield(dungeon, 1));
    int p = s.turn().player();
    s = withPlayer(s, p, q -> q.withPosition(Optional.of(dungeon)));
    States.assertRejected(s, "enter-site", RejectionCode.NO_ENEMY, "S-DUNGEON-LORDS-05");
  }

  /**
   * S-DUNGEON-LORDS-06, C-20: from a conquered Dungeon a hero moves to any other conquered Dungeon or Tomb, secret
   * ones too, for 2 Move plus 1 per space of the shortest route over revealed spaces without lakes and swamps.
   */
  @Test
  void theUndergroundNetwork() {
    GameState s = inTurns(Book.start("dungeon-lords", 64, "arythea", "goldyx"));
    s = Book.withOnlyTiles(s, Map.of(new TileSlot(0, 0), "starting-a", new TileSlot(1, 0), "countryside-7"));
    HexCoord dungeon = Book.siteHex(s, new TileSlot(1, 0), "dungeon");
    HexCoord secret = new HexCoord(1, -1); // the forest next to the Portal
    s = s.withScenarioState(s.scenarioState().withMarkers(List.of(new ScenarioState.Marker("secret-tomb", secret, 1))));
    s = Book.withShields(s, new Shield(dungeon, 0), new Shield(secret, 1));
    int p = s.turn().player();
    s = withPlayer(s, p, q -> q.withPosition(Optional.of(dungeon)));
    int distance = dungeon.distance(secret);
    GameState poor = s.withTurn(s.turn().withPoints(distance + 1, 0, 0)).withUndo(null);
    States.assertRejected(poor, "move " + secret, RejectionCode.NOT_ENOUGH_MOVE, "S-DUNGEON-LORDS-06");
    GameState rich = s.withTurn(s.turn().withPoints(9, 0, 0)).withUndo(null);
    GameState moved = States.play(rich, "move " + secret);
    assertEquals(Optional.of(secret), moved.player(p).position());
    assertTrue(9 - moved.turn().move() >= 2 + distance, "2 + at least the straight distance");
    assertNotEquals(rich.turn().move(), moved.turn().move());
    States.assertRejected(withPlayer(rich, p, q -> q.withPosition(Optional.of(new HexCoord(3, -2)))),
        "move " + secret, RejectionCode.NOT_ADJACENT, "S-DUNGEON-LORDS-06");
  }
}
