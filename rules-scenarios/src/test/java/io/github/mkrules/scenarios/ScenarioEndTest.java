package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.Book.endTurn;
import static io.github.mkrules.scenarios.Book.finish;
import static io.github.mkrules.scenarios.Book.inTurns;
import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Result;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The end of every scenario (CTX-01, CTX-09): conditions checked at the end of each turn, one last turn for every
 * player (none for the Dummy), the round limit, and One to Return's Portal.
 */
class ScenarioEndTest {
  private static final TileSlot SLOT = new TileSlot(1, 1);

  private static GameState withoutCitiesInStack(GameState s) {
    return Book.withStack(s, s.map().tileStack().stream()
        .filter(t -> ENGINE.content().tile(t).kind() != TileKind.CORE_CITY).toList());
  }

  private static GameState conquered(GameState s, TileSlot slot, String tile, int player) {
    s = Book.withTile(s, slot, tile);
    HexCoord city = Book.siteHex(s, slot, "city");
    return Book.withShields(Book.withoutEnemies(s, city), new Shield(city, player));
  }

  /**
   * S-FULL-CONQUEST-01, S-BLITZ-CONQUEST-05: when every city is conquered, every player, the conqueror too, gets
   * one last turn, then the game ends.
   */
  @Test
  void everyCityConqueredGivesEveryPlayerALastTurn() {
    GameState s = inTurns(Book.start("full-conquest", 21, "arythea", "goldyx", "norowas"));
    s = withoutCitiesInStack(conquered(conquered(conquered(s, SLOT, "core-5", 0), new TileSlot(2, 0), "core-6", 1),
        new TileSlot(2, -1), "core-7", 2));
    int first = s.turn().player();
    GameState after = endTurn(s).state();
    assertEquals(3, after.gameEndTurns(), "three last turns: the two others and the conqueror");
    for (int turn = 0; turn < 2; turn++) {
      after = endTurn(after).state();
      assertEquals(Phase.PLAYER_TURNS, after.phase());
    }
    assertEquals(first, after.turn().player(), "the conqueror's last turn");
    GameState over = endTurn(after).state();
    assertEquals(Phase.GAME_OVER, over.phase());
    assertEquals("scenario-end", over.endReason());
  }

  /** S-FULL-CONQUEST-02: otherwise the game ends after round 6; an unconquered city does not end it. */
  @Test
  void fullConquestEndsAfterRoundSix() {
    GameState s = inTurns(Book.start("full-conquest", 22, "arythea", "goldyx"));
    assertEquals(-1, endTurn(s).state().gameEndTurns(), "cities are still in the stack");
    GameState over = finish(s.withRound(6).withUndo(null));
    assertEquals("round-limit", over.endReason());
    assertEquals(6, over.round());
  }

  /** S-SOLO-CONQUEST-03: when every city is conquered the player gets one last turn and the Dummy none. */
  @Test
  void soloConquestLastTurnWithoutTheDummy() {
    GameState s = inTurns(Book.start("solo-conquest", 23, "arythea"));
    s = withoutCitiesInStack(conquered(conquered(s, SLOT, "core-5", 0), new TileSlot(2, 0), "core-6", 0));
    s = s.withDummy(Optional.of(s.dummy().orElseThrow().withOrderPosition(1))).withUndo(null);
    Result.Applied ended = endTurn(s);
    assertTrue(ended.events().stream().noneMatch(e -> e instanceof Event.DummyCardsFlipped), "the Dummy does not play");
    assertEquals(0, ended.state().turn().player());
    assertEquals(1, ended.state().gameEndTurns());
    GameState over = endTurn(ended.state()).state();
    assertEquals(Phase.GAME_OVER, over.phase());
  }

  /** S-FULL-COOP-04: every city conquered: all players except the Dummy get one last turn. */
  @Test
  void cooperativeLastTurns() {
    GameState s = inTurns(Book.start("blitz-cooperation", 24, "arythea", "goldyx"));
    s = withoutCitiesInStack(conquered(conquered(s, SLOT, "core-5", 0), new TileSlot(2, 0), "core-6", 1));
    Result.Applied ended = endTurn(s);
    assertEquals(2, ended.state().gameEndTurns());
    GameState next = endTurn(ended.state()).state();
    GameState over = endTurn(next).state();
    assertEquals(Phase.GAME_OVER, over.phase());
  }

  /** S-MINES-LIBERATION-07: every tile revealed and every mine liberated ends the game after one last turn. */
  @Test
  void minesLiberationEndsWhenEveryMineIsFree() {
    GameState s = inTurns(Book.start("mines-liberation", 25, "arythea", "goldyx"));
    s = Book.withStack(Book.withOnlyTiles(s, java.util.Map.of(new TileSlot(0, 0), "starting-a", SLOT, "countryside-2",
        new TileSlot(2, 0), "core-3")), List.of());
    s = Book.withShields(s, new Shield(Book.siteHex(s, SLOT, "crystal-mine"), 0));
    assertEquals(-1, endTurn(s).state().gameEndTurns(), "the core tile's mine is still held by its enemies");
    GameState freed = Book.withShields(s, new Shield(Book.siteHex(s, new TileSlot(2, 0), "crystal-mine"), 1));
    assertEquals(2, endTurn(freed).state().gameEndTurns(), "one last turn for each of the 2 players");
    assertEquals(-1, endTurn(Book.withStack(freed, List.of("countryside-5"))).state().gameEndTurns(),
        "a tile left in the stack");
  }

  /** S-DUNGEON-LORDS-07: every tile revealed and every Dungeon and Tomb conquered ends the game. */
  @Test
  void dungeonLordsEndsWhenEveryDungeonIsTaken() {
    GameState s = inTurns(Book.start("dungeon-lords", 26, "arythea", "goldyx"));
    s = Book.withOnlyTiles(s, java.util.Map.of(new TileSlot(0, 0), "starting-a", SLOT, "countryside-7",
        new TileSlot(2, 0), "core-1"));
    s = Book.withShields(Book.withStack(s, List.of()), new Shield(Book.siteHex(s, SLOT, "dungeon"), 0));
    assertEquals(-1, endTurn(s).state().gameEndTurns(), "the Tomb is not conquered");
    s = Book.withShields(s, new Shield(Book.siteHex(s, new TileSlot(2, 0), "tomb"), 1));
    assertEquals(2, endTurn(s).state().gameEndTurns());
  }

  /** S-DRUID-NIGHTS-05: Druid Nights ends only at its round limit, after 2 Days and 2 Nights. */
  @Test
  void druidNightsEndsAtTheRoundLimit() {
    GameState s = inTurns(Book.start("druid-nights", 27, "arythea", "goldyx"));
    GameState open = Book.withStack(s, List.of());
    assertEquals(-1, endTurn(open).state().gameEndTurns());
    GameState over = finish(open.withRound(4).withUndo(null));
    assertEquals("round-limit", over.endReason());
  }

  /**
   * S-ONE-TO-RETURN-01, S-ONE-TO-RETURN-02, S-ONE-TO-RETURN-04, C-14: at the end of the first Day the Portal closes and whoever stands on it, also
   * off the map after ending a turn there, leaves the game; from then on one hero may stand there; at the end of
   * the second Night the player on the Portal wins.
   */
  @Test
  void oneToReturn() {
    GameState s = inTurns(Book.start("one-to-return", 28, "arythea", "goldyx", "norowas"));
    s = withPlayer(s, 0, p -> p.withPosition(Optional.of(new HexCoord(1, -1))));
    s = withPlayer(s, 2, p -> p.withPosition(Optional.of(new HexCoord(0, 1))));
    s = withPlayer(s, 1, p -> p.withPosition(Optional.empty()));
    GameState day2 = s;
    while (day2.round() == 1) {
      List<io.github.mkrules.api.action.Action> legal = ENGINE.legalActions(day2);
      day2 = Book.apply(day2, legal.stream().filter(a -> a.notation().startsWith("end-round")).findFirst()
          .orElseGet(() -> legal.stream().filter(a -> a.notation().startsWith("end-turn") || a.notation().equals("done"))
              .findFirst().orElse(legal.get(0))));
    }
    assertEquals(List.of(1), day2.scenarioState().eliminated(), "Goldyx was on the Portal");
    assertTrue(day2.scenarioState().portalClosed());
    assertFalse(day2.turnOrder().contains(1));
    GameState inRound = inTurns(day2);
    assertFalse(inRound.turn().player() == 1);
    GameState end = inRound.withRound(4).withUndo(null);
    end = withPlayer(end, 2, p -> p.withPosition(Optional.of(new HexCoord(0, 0))));
    var o = finish(end).outcome().orElseThrow();
    assertEquals(List.of(2), o.winners(), "Norowas stands on the Portal");
    assertEquals(1, Book.sheet(o, 2).get("on-portal"));
  }
}
