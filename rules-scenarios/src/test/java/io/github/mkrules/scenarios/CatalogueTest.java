package io.github.mkrules.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.ScenarioInfo;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.content.TileKind;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.PlayerState;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 7 (the catalogue through the API): a frontend reads every component through {@link Engine#catalogue()}
 * in rules-api types, and every id a state uses is found there.
 */
class CatalogueTest {
  private static final Engine ENGINE = Engine.load();
  private static final Catalogue CATALOGUE = ENGINE.catalogue();

  @Test
  void theCatalogueIsOneImmutableValue() {
    assertSame(CATALOGUE, ENGINE.catalogue(), "the same catalogue for every call");
    assertThrows(UnsupportedOperationException.class, () -> CATALOGUE.cards().clear());
    assertThrows(UnsupportedOperationException.class, () -> CATALOGUE.scenarios().clear());
  }

  /** S-FIRST-RECON: 1 to 4 players; 4 rounds solo and 3 with more players (S-FIRST-RECON-09). */
  @Test
  void scenariosWithTheirPlayerCountsAndOptions() {
    ScenarioInfo recon = CATALOGUE.scenario(GameConfig.FIRST_RECONNAISSANCE).orElseThrow();
    assertEquals("First Reconnaissance", recon.name().en());
    assertEquals(List.of(1, 2, 3, 4), recon.playerCounts());
    assertEquals(List.of(4, 3, 3, 3), recon.setups().stream().map(ScenarioInfo.Setup::rounds).toList());
    assertEquals(List.of("dummy", "first-game"), recon.options(),
        "S-FIRST-RECON-10: the solo game without the Dummy; S-FIRST-RECON-04: a first game");
    for (ScenarioInfo.Setup setup : recon.setups()) {
      assertTrue(CATALOGUE.mapShapes().stream().anyMatch(s -> s.id().equals(setup.mapShape())), setup.mapShape());
    }
    assertEquals(Optional.empty(), CATALOGUE.scenario("no-such-scenario"));
  }

  /** Chapter III: the eleven scenarios of the scenario book, each with the player counts it allows. */
  @Test
  void theElevenScenariosOfTheBook() {
    Map<String, List<Integer>> counts = new java.util.LinkedHashMap<>();
    for (ScenarioInfo info : CATALOGUE.scenarios()) {
      counts.put(info.id(), info.playerCounts());
    }
    assertEquals(Map.ofEntries(Map.entry("first-reconnaissance", List.of(1, 2, 3, 4)),
        Map.entry("blitz-conquest", List.of(2, 3, 4)), Map.entry("full-conquest", List.of(2, 3, 4)),
        Map.entry("solo-conquest", List.of(1)), Map.entry("mines-liberation", List.of(2, 3, 4)),
        Map.entry("full-cooperation", List.of(2, 3)), Map.entry("blitz-cooperation", List.of(2, 3)),
        Map.entry("dungeon-lords", List.of(2, 3, 4)), Map.entry("druid-nights", List.of(2, 3, 4)),
        Map.entry("one-to-return", List.of(2, 3, 4)), Map.entry("conquer-and-hold", List.of(2, 3, 4))), counts);
  }

  /** R-FLOW-2 heroes; deed cards carry English and Czech names and the texts of both halves. */
  @Test
  void heroesAndCardsWithNamesAndTexts() {
    assertEquals(Set.of("arythea", "goldyx", "norowas", "tovak"),
        CATALOGUE.heroes().stream().map(h -> h.id()).collect(Collectors.toSet()));
    DeedCard march = CATALOGUE.card("march").orElseThrow();
    assertEquals("March", march.name().en());
    assertEquals(Optional.of("Pochod"), march.name().cs());
    assertEquals("Move 2", march.basicText());
    assertEquals("Move 4", march.poweredText());
    assertTrue(CATALOGUE.units().size() > 0 && CATALOGUE.enemies().size() > 0 && CATALOGUE.sites().size() > 0);
    assertTrue(CATALOGUE.tactics().size() == 12, "6 Day and 6 Night tactics (R-SETUP-12, R-SETUP-13)");
  }

  /** R-SETUP-14: every tile has seven hexes, each with its terrain; the starting tile and 11 countryside tiles. */
  @Test
  void tilesWithTheTerrainOfEveryHex() {
    for (MapTile tile : CATALOGUE.tiles()) {
      assertEquals(7, tile.hexes().size(), tile.id());
      for (TileHex hex : tile.hexes()) {
        assertTrue(hex.terrain() != null, tile.id() + " " + hex.position());
      }
    }
    assertEquals(11, CATALOGUE.tiles().stream().filter(t -> t.kind() == TileKind.COUNTRYSIDE).count());
  }

  /** Every id in a started game's state is in the catalogue: heroes, cards, tiles, tactics, skills. */
  @Test
  void everyIdOfAStateIsInTheCatalogue() {
    GameState state = ENGINE.start(new GameConfig(GameConfig.FIRST_RECONNAISSANCE,
        List.of(new io.github.mkrules.api.PlayerSetup("tovak"), new io.github.mkrules.api.PlayerSetup("goldyx")),
        java.util.Map.of(), 7));
    for (PlayerState player : state.players()) {
      assertTrue(CATALOGUE.hero(player.hero()).isPresent(), player.hero());
      for (String card : player.deck()) {
        assertTrue(CATALOGUE.card(card).isPresent(), card);
      }
      for (String skill : player.skillStack()) {
        assertTrue(CATALOGUE.skill(skill).isPresent(), skill);
      }
    }
    for (String tile : state.map().tiles().values()) {
      assertTrue(CATALOGUE.tile(tile).isPresent(), tile);
    }
    for (String tactic : state.tactics()) {
      assertTrue(CATALOGUE.tactic(tactic).isPresent(), tactic);
    }
  }
}
