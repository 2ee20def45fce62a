package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.Book.inTurns;
import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.play;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.Supply;
import io.github.mkrules.api.state.TileSlot;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Conquer and Hold's own rules (S-CONQUER-AND-HOLD-01, S-CONQUER-AND-HOLD-03 to
 * S-CONQUER-AND-HOLD-07, S-CONQUER-AND-HOLD-09, S-CONQUER-AND-HOLD-10) and the team rule on allied Keeps
 * (S-GENERAL-31): Mage Towers owned like Keeps, assaults without Reputation, growing garrisons, tower mana,
 * Regular units in the first half.
 */
class ConquerAndHoldTest {
  private static final TileSlot SLOT = new TileSlot(1, 0);

  /** Countryside 9 (a Keep, a Mage Tower, a Dungeon, no rampaging enemy) next to the starting tile. */
  private static GameState board(GameState s) {
    return Book.withOnlyTiles(s, Map.of(new TileSlot(0, 0), "starting-a", SLOT, "countryside-9"));
  }

  /** The active hero next to the site, with Move points; the other player owns it and stands elsewhere. */
  private static GameState nextToOwned(String site, int round, List<String> violetPile) {
    GameState s = board(inTurns(Book.start("conquer-and-hold", 51, "arythea", "goldyx")));
    int p = s.turn().player();
    HexCoord target = Book.siteHex(s, SLOT, site);
    s = Book.withShields(s, new Shield(target, 1 - p));
    HexCoord from = neighbour(s, target);
    s = withPlayer(s, p, q -> q.withPosition(Optional.of(from)));
    s = withPlayer(s, 1 - p, q -> q.withPosition(Optional.of(new HexCoord(0, 0))));
    Map<EnemyColor, List<String>> piles = new EnumMap<>(s.supply().enemyPiles());
    List<String> violet = new ArrayList<>(violetPile);
    violet.addAll(piles.get(EnemyColor.VIOLET));
    piles.put(EnemyColor.VIOLET, violet);
    Supply supply = s.supply().withEnemyPiles(piles);
    return s.withSupply(supply).withRound(round).withTurn(s.turn().withPoints(9, 0, 0)).withUndo(null);
  }

  private static final int[][] LOCAL = {{0, 0}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}};

  /** A space next to the target: on the map, without a site, not a lake or a mountain. */
  private static HexCoord neighbour(GameState s, HexCoord target) {
    for (int dir = 0; dir < 6; dir++) {
      HexCoord n = target.neighbour(dir);
      String tileId = s.map().tiles().get(TileSlot.containing(n));
      if (tileId == null) {
        continue;
      }
      HexCoord c = TileSlot.containing(n).centre();
      for (int i = 0; i < LOCAL.length; i++) {
        var hex = ENGINE.content().tile(tileId).hexes().get(i);
        String terrain = hex.terrain().name();
        if (c.q() + LOCAL[i][0] == n.q() && c.r() + LOCAL[i][1] == n.r() && hex.site().isEmpty()
            && !terrain.equals("LAKE") && !terrain.equals("MOUNTAIN")) {
          return n;
        }
      }
    }
    throw new AssertionError("no free neighbour of " + target);
  }

  private static List<CombatEnemy> moveIn(GameState s, String site) {
    HexCoord target = Book.siteHex(s, SLOT, site);
    GameState in = play(s, "move " + target);
    return in.turn().combat().orElseThrow().enemies();
  }

  /**
   * S-CONQUER-AND-HOLD-04, S-CONQUER-AND-HOLD-03, CTX-13: another player's Mage Tower is attacked like a Keep: a
   * violet token defends it in its owner's absence, and the assault costs no Reputation.
   */
  @Test
  void anOwnedTowerIsAttackedLikeAKeep() {
    GameState s = nextToOwned("mage-tower", 1, List.of("fire-mages"));
    int p = s.turn().player();
    GameState in = play(s, "move " + Book.siteHex(s, SLOT, "mage-tower"));
    List<CombatEnemy> garrison = in.turn().combat().orElseThrow().enemies();
    assertEquals(List.of(EnemyColor.VIOLET), garrison.stream().map(CombatEnemy::color).toList());
    assertEquals(s.player(p).reputation(), in.player(p).reputation(), "S-CONQUER-AND-HOLD-03: no Reputation lost");
  }

  /** S-CONQUER-AND-HOLD-06, S-CONQUER-AND-HOLD-07: two tokens in rounds 3 and 4, three in rounds 5 and 6. */
  @Test
  void garrisonsGrow() {
    assertEquals(List.of(EnemyColor.GREY, EnemyColor.GREY),
        moveIn(nextToOwned("keep", 3, List.of()), "keep").stream().map(CombatEnemy::color).toList());
    assertEquals(3, moveIn(nextToOwned("mage-tower", 5, List.of()), "mage-tower").size());
  }

  /**
   * S-CONQUER-AND-HOLD-04: a Mage Tower's garrison gives half its Fame, rounded up (Fire Mages: 5, so 3), and the
   * tower changes hands.
   */
  @Test
  void takingATowerGivesHalfItsFameRoundedUp() {
    GameState s = nextToOwned("mage-tower", 1, List.of("fire-mages"));
    int p = s.turn().player();
    HexCoord tower = Book.siteHex(s, SLOT, "mage-tower");
    s = withPlayer(s, p, q -> q.withCards(List.of("rage", "march"), q.deck(), q.discard(), List.of())
        .withCrystals(new Crystals(1, 0, 0, 0)));
    GameState fight = play(s, "move " + tower, "next-phase", "next-phase", "damage 0 hero", "next-phase",
        "play rage powered", "pick crystal:red", "sideways march attack", "target 0");
    Result.Applied struck = (Result.Applied) ENGINE.apply(fight, ActionNotation.parse("strike"));
    assertTrue(struck.events().contains(new Event.EnemyDefeated(0, "fire-mages", 3)), struck.events().toString());
    GameState won = play(struck.state(), "next-phase");
    assertEquals(List.of(new Shield(tower, p)), won.map().shields().stream().filter(sh -> sh.hex().equals(tower)).toList());
    assertEquals(List.of(), won.turn().rewards(), "no Spell for a Mage Tower");
  }

  /**
   * S-CONQUER-AND-HOLD-04, S-CONQUER-AND-HOLD-05, S-CONQUER-AND-HOLD-10: one gold mana by Day per Mage Tower
   * the player owns, starting next to one.
   */
  @Test
  void towersGiveManaAtTheStartOfTheTurn() {
    GameState s = board(inTurns(Book.start("conquer-and-hold", 52, "arythea", "goldyx")));
    int p = s.turn().player();
    int other = 1 - p;
    HexCoord tower = Book.siteHex(s, SLOT, "mage-tower");
    s = Book.withShields(s, new Shield(tower, other));
    HexCoord next = tower.neighbour(0);
    s = withPlayer(s, other, q -> q.withPosition(Optional.of(next)));
    Result.Applied ended = Book.endTurn(s);
    assertEquals(other, ended.state().turn().player());
    assertEquals(List.of(ManaColor.GOLD), ended.state().turn().tokens());
    assertTrue(ended.events().contains(new Event.ManaGained(other, ManaColor.GOLD, false)));
  }

  /** S-GENERAL-31, S-CONQUER-AND-HOLD-09: a team-mate's Keep is entered without a fight. */
  @Test
  void aTeamMatesKeepIsNoAssault() {
    GameState s = board(inTurns(Book.start("conquer-and-hold", 53, Map.of("teams", "1,2,1,2"), "arythea", "goldyx",
        "norowas", "tovak")));
    int p = s.turn().player();
    List<Integer> teams = s.scenarioState().teams();
    int mate = teams.indexOf(teams.get(p)) == p ? teams.lastIndexOf(teams.get(p)) : teams.indexOf(teams.get(p));
    HexCoord keep = Book.siteHex(s, SLOT, "keep");
    s = Book.withoutEnemies(Book.withShields(s, new Shield(keep, mate)), keep);
    HexCoord from = neighbour(s, keep);
    s = withPlayer(s, p, q -> q.withPosition(Optional.of(from)));
    s = s.withTurn(s.turn().withPoints(9, 0, 0)).withUndo(null);
    GameState in = play(s, "move " + keep);
    assertFalse(in.turn().combat().isPresent(), "no assault on an ally's Keep");
  }

  /**
   * S-GENERAL-29, S-GENERAL-30: allies may not end a turn on the same space (outside a city and the Portal): the
   * one who came later withdraws (there is no fight between allies).
   */
  @Test
  void alliesDoNotShareASpace() {
    GameState s = board(inTurns(Book.start("conquer-and-hold", 55, Map.of("teams", "1,2,1,2"), "arythea", "goldyx",
        "norowas", "tovak")));
    int p = s.turn().player();
    List<Integer> teams = s.scenarioState().teams();
    int mate = teams.indexOf(teams.get(p)) == p ? teams.lastIndexOf(teams.get(p)) : teams.indexOf(teams.get(p));
    HexCoord from = new HexCoord(0, -1); // plains of the starting tile
    HexCoord shared = new HexCoord(1, -1); // its forest, 3 Move by Day
    s = withPlayer(s, mate, q -> q.withPosition(Optional.of(shared)));
    s = withPlayer(s, p, q -> q.withPosition(Optional.of(from))
        .withCards(List.of("march", "rage"), q.deck(), q.discard(), List.of()));
    GameState moved = play(s, "play march basic", "sideways rage move", "move " + shared);
    assertFalse(moved.turn().combat().isPresent(), "no fight between allies");
    GameState ended = Book.endTurn(moved).state();
    assertEquals(Optional.of(from), ended.player(p).position(), "the later arrival withdraws");
  }

  /** S-CONQUER-AND-HOLD-01, C-16: Regular units only in the first half (rounds 1 to 3 with 2 players). */
  @Test
  void regularUnitsInTheFirstHalf() {
    GameState s = inTurns(Book.start("conquer-and-hold", 54, "arythea", "goldyx"));
    s = Book.withTile(s, new TileSlot(1, 1), "core-2"); // a core tile is on the map
    GameState third = Book.finishRound(s.withRound(2).withUndo(null));
    assertEquals(3, third.round());
    assertTrue(third.supply().unitOffer().stream().noneMatch(u -> ENGINE.content().unit(u).elite()));
    GameState fourth = Book.finishRound(inTurns(third));
    assertEquals(4, fourth.round());
    assertTrue(fourth.supply().unitOffer().stream().anyMatch(u -> ENGINE.content().unit(u).elite()),
        "the second half: Elite and Regular alternately");
  }
}
