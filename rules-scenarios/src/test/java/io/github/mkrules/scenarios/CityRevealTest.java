package io.github.mkrules.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.content.CityGarrison;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.core.CoreEngine;
import io.github.mkrules.core.ScenarioDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A revealed city takes its garrison for the scenario's city level, face down (R-MOVE-5.7(ii), (iii));
 * without a level, as in First Reconnaissance, it takes none (S-FIRST-RECON-03).
 */
class CityRevealTest {
  private static GameState revealCity(CoreEngine engine) {
    GameState s = engine.start(GameConfig.of(81, "arythea"));
    s = ((Result.Applied) engine.apply(s, ActionNotation.parse("tactic early-bird"))).state();
    List<String> stack = new ArrayList<>(s.map().tileStack());
    String city = stack.stream().filter(t -> engine.content().tile(t).kind().name().equals("CORE_CITY"))
        .findFirst().orElseThrow();
    stack.remove(city);
    stack.add(0, city);
    MapState map = s.map().withTileStack(stack);
    s = s.withMap(map).withTurn(s.turn().withPoints(2, 0, 0)).withFinalTurns(-1).withGameEndTurns(-1)
        .withEndReason("").withUndo(null);
    s = States.withPlayer(s, 0, p -> p.withPosition(Optional.of(new HexCoord(2, -3))));
    Result r = engine.apply(s, ActionNotation.parse("explore 1,1"));
    assertTrue(r.accepted(), r.toString());
    return ((Result.Applied) r).state();
  }

  @Test
  void aCityDrawsTheGarrisonOfItsLevelFaceDown() {
    ScenarioDefinition fr = MageKnight.engine().scenarios().get("first-reconnaissance");
    ScenarioDefinition withLevel = fr.withCityLevels(List.of(5));
    CoreEngine engine = new CoreEngine(MageKnight.engine().content(), List.of(withLevel));
    GameState s = revealCity(engine);
    HexCoord cityHex = new HexCoord(4, -5);
    List<MapEnemy> garrison = s.map().enemies().stream().filter(e -> e.hex().equals(cityHex)).toList();
    String color = engine.content().tile(s.map().tiles().get(new io.github.mkrules.api.state.TileSlot(1, 1)))
        .hexes().get(0).siteColor().orElseThrow();
    CityGarrison expected = engine.content().garrisons().stream()
        .filter(g -> g.city().equals(color) && g.level() == 5).findFirst().orElseThrow();
    List<EnemyColor> drawn = new ArrayList<>(garrison.stream().map(MapEnemy::color).toList());
    List<EnemyColor> wanted = new ArrayList<>(expected.tokens());
    drawn.sort(null);
    wanted.sort(null);
    assertEquals(wanted, drawn, "one token per circle of the level's base");
    assertTrue(garrison.stream().noneMatch(MapEnemy::faceUp), "face down onto the city card");
  }

  @Test
  void withoutACityLevelNoGarrisonIsDrawn() {
    GameState s = revealCity(MageKnight.engine());
    assertTrue(s.map().enemies().stream().noneMatch(e -> e.hex().equals(new HexCoord(4, -5))));
  }
}
