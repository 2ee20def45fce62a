package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.Book.inTurns;
import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Mines Liberation's mines (S-MINES-LIBERATION-01 to S-MINES-LIBERATION-05): guarded when revealed, liberated by
 * defeating their enemies as the turn's action under Night rules with units, and worth crystals only once free.
 */
class MinesLiberationTest {
  private static final TileSlot SLOT = new TileSlot(1, 0);

  /** A 2-player game whose next tile is the given one, the active hero ready to explore slot 1,1. */
  private static Result.Applied explore(String tile) {
    return Book.explore(inTurns(Book.start("mines-liberation", 31, "arythea", "goldyx")), tile);
  }


  private static List<MapEnemy> on(GameState s, HexCoord hex) {
    return s.map().enemies().stream().filter(e -> e.hex().equals(hex)).toList();
  }

  /**
   * S-MINES-LIBERATION-01: a revealed mine gets a face-up green token on a countryside tile, a red one on a core
   * tile, and a face-down brown token.
   */
  @Test
  void revealedMinesAreGuarded() {
    Result.Applied countryside = explore("countryside-2");
    HexCoord mine = Book.siteHex(countryside.state(), new TileSlot(1, 1), "crystal-mine");
    List<MapEnemy> guards = on(countryside.state(), mine);
    assertEquals(List.of(EnemyColor.GREEN, EnemyColor.BROWN), guards.stream().map(MapEnemy::color).toList());
    assertEquals(List.of(true, false), guards.stream().map(MapEnemy::faceUp).toList());
    assertTrue(countryside.events().contains(new Event.EnemyPlaced(mine, EnemyColor.BROWN, null)));
    Result.Applied core = explore("core-2");
    HexCoord coreMine = Book.siteHex(core.state(), new TileSlot(1, 1), "crystal-mine");
    assertEquals(List.of(EnemyColor.RED, EnemyColor.BROWN),
        on(core.state(), coreMine).stream().map(MapEnemy::color).toList());
  }

  /** The active hero on a countryside mine guarded by two Prowlers, with two Swiftness and white crystals. */
  private static GameState onGuardedMine() {
    GameState s = inTurns(Book.start("mines-liberation", 32, "arythea", "goldyx"));
    s = Book.withOnlyTiles(s, Map.of(new TileSlot(0, 0), "starting-a", SLOT, "countryside-2"));
    HexCoord mine = Book.siteHex(s, SLOT, "crystal-mine");
    s = s.withMap(s.map().withEnemies(List.of(new MapEnemy(mine, "prowlers", EnemyColor.GREEN, true),
        new MapEnemy(mine, "prowlers", EnemyColor.GREEN, false)))).withUndo(null);
    int p = s.turn().player();
    return withPlayer(s, p, q -> q.withPosition(Optional.of(mine)).withCrystals(new Crystals(0, 0, 0, 3))
        .withCards(List.of("swiftness", "swiftness", "march"), q.deck(), q.discard(), List.of()));
  }

  /**
   * S-MINES-LIBERATION-02, S-MINES-LIBERATION-03: entering the mine is the turn's action and fights both tokens,
   * the hidden one turned face up, under Night rules with units; whoever defeats the last one puts a Shield on
   * the mine and gains 1 Reputation (on a countryside tile).
   */
  @Test
  void liberatingAMine() {
    GameState s = onGuardedMine();
    int p = s.turn().player();
    HexCoord mine = s.player(p).position().orElseThrow();
    Result.Applied entered = (Result.Applied) ENGINE.apply(s, ActionNotation.parse("enter-site"));
    CombatState c = entered.state().turn().combat().orElseThrow();
    assertEquals(2, c.enemies().size());
    assertTrue(c.nightRules(), "Night rules, as in a Dungeon");
    assertTrue(c.unitsAllowed(), "but units may fight");
    assertTrue(entered.events().contains(new Event.EnemyRevealed(mine, "prowlers")));
    GameState won = play(entered.state(), "play swiftness powered", "pick crystal:white", "target 0", "strike",
        "play swiftness powered", "pick crystal:white", "target 1", "strike", "next-phase", "next-phase", "next-phase");
    assertTrue(won.turn().combat().isEmpty());
    assertTrue(won.map().shields().contains(new Shield(mine, p)));
    assertEquals(s.player(p).reputation() + 1, won.player(p).reputation());
  }

  /** S-MINES-LIBERATION-02: a token left undefeated stays on the mine, which stays held. */
  @Test
  void anUndefeatedTokenStays() {
    GameState s = onGuardedMine();
    HexCoord mine = s.player(s.turn().player()).position().orElseThrow();
    GameState half = play(s, "enter-site", "play swiftness powered", "pick crystal:white", "target 0", "strike",
        "next-phase", "next-phase");
    while (half.turn().combat().isPresent()) {
      half = Book.apply(half, ENGINE.legalActions(half).get(0));
    }
    assertEquals(1, on(half, mine).size());
    assertTrue(half.map().shields().stream().noneMatch(sh -> sh.hex().equals(mine)));
  }

  /**
   * S-MINES-LIBERATION-04, S-MINES-LIBERATION-05, C-09: a held mine gives no crystal at the end of a turn there;
   * a liberated one does, and its liberator gains one of its colour at the start of every Day and Night.
   */
  @Test
  void onlyLiberatedMinesGiveCrystals() {
    GameState s = onGuardedMine();
    int p = s.turn().player();
    HexCoord mine = s.player(p).position().orElseThrow();
    GameState held = Book.endTurn(s).state();
    assertEquals(0, held.player(p).crystals().green(), "the enemies hold the mine");
    GameState free = Book.withShields(Book.withoutEnemies(s, mine), new Shield(mine, p));
    GameState after = Book.endTurn(free).state();
    assertEquals(1, after.player(p).crystals().green(), "R-ENDTURN-4.2: a liberated mine works");
    GameState elsewhere = withPlayer(after, p, q -> q.withPosition(Optional.of(new HexCoord(0, 0))));
    GameState nextRound = Book.finishRound(elsewhere);
    assertEquals(2, nextRound.round());
    assertEquals(2, nextRound.player(p).crystals().green(), "the miners' gift at the start of the Night");
  }
}
