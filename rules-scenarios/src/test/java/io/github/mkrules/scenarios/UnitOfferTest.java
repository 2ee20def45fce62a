package io.github.mkrules.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.core.ScenarioDefinition;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Building the Units offer at round preparation (R-ROUND-2.3): Regular units only until a core tile is
 * revealed (iv), then Elite and Regular alternately, Elite first (v), in a scenario that uses Elite units.
 */
class UnitOfferTest {
  private static final ScenarioDefinition FR = MageKnight.engine().scenarios().get("first-reconnaissance");
  private static final CoreEngine WITH_ELITES =
      new CoreEngine(MageKnight.engine().content(), List.of(FR.withEliteUnits(true)));

  private static GameState nextRound(GameState s) {
    s = ((Result.Applied) WITH_ELITES.apply(s, ActionNotation.parse("tactic early-bird"))).state();
    GameState empty = States.withPlayer(s, 0, p -> {
      List<String> discard = new java.util.ArrayList<>(p.discard());
      discard.addAll(p.deck());
      discard.addAll(p.hand());
      return p.withCards(List.of(), List.of(), discard, p.playArea());
    });
    empty = States.withTurn(empty, empty.turn().withStartConditions(true, true));
    return ((Result.Applied) WITH_ELITES.apply(empty, ActionNotation.parse("end-round"))).state();
  }

  @Test
  void regularOnlyBeforeACoreTileThenAlternatingEliteFirst() {
    GameState s = WITH_ELITES.start(GameConfig.of(121, "arythea"));
    GameState regular = nextRound(s);
    assertTrue(regular.supply().unitOffer().stream().noneMatch(u -> WITH_ELITES.content().unit(u).elite()),
        "R-ROUND-2.3(iv): no core tile yet, Regular units only");
    Map<TileSlot, String> tiles = new LinkedHashMap<>(s.map().tiles());
    tiles.put(new TileSlot(1, 1), "core-1");
    List<String> stack = s.map().tileStack().stream().filter(t -> !t.equals("core-1")).toList();
    MapState map = s.map().withTiles(tiles).withTileStack(stack)
        .withUnusedCore(s.map().unusedCore().stream().filter(t -> !t.equals("core-1")).toList());
    GameState withCore = s.withMap(map).withFinalTurns(-1).withGameEndTurns(-1).withEndReason("").withUndo(null);
    List<String> offer = nextRound(withCore).supply().unitOffer();
    assertEquals(3, offer.size(), "players + 2");
    for (int i = 0; i < offer.size(); i++) {
      assertEquals(i % 2 == 0, WITH_ELITES.content().unit(offer.get(i)).elite(),
          "R-ROUND-2.3(v): Elite, Regular, Elite");
    }
  }
}
