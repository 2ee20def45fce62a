package io.github.mkrules.core.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatKind;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ScenarioState.Marker;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.effect.IgnoreSiteFortification;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.map.Megapolis;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The defenders of a Megapolis (V-MEGAPOLIS-06, C-18): they gain Fortified, so on top of the site's fortification
 * they are doubly fortified (R-COMBAT-RANGED-3.1(ii)), and they get the bonuses of both cities at once
 * (R-COMBAT-CITY-1). The green city tile core-5 with a white second city.
 */
class MegapolisDefendersTest {
  private static final Content CONTENT = Content.base();
  private static final TileSlot SLOT = new TileSlot(1, 1);
  private static final HexCoord CITY = Board.coordinate(SLOT, 0);
  private static final Map<TileSlot, String> TILES = Map.of(SLOT, "core-5");
  private static final List<Marker> MEGAPOLIS = List.of(new Marker(Megapolis.MARKER, CITY.neighbour(0), -1),
      new Marker("city-white", CITY.neighbour(0), -1));

  /** A token with one physical attack and neither Fortified nor Unfortified printed. */
  private static EnemyToken plainToken() {
    return CONTENT.enemies().stream().filter(t -> t.attacks().size() == 1
        && t.attacks().get(0).element().equals("physical") && Collections.disjoint(t.abilities(),
            List.of(EnemyStats.FORTIFIED, EnemyStats.UNFORTIFIED, EnemyStats.POISON)))
        .findFirst().orElseThrow();
  }

  private static EnemyStats defender(List<Marker> markers, List<String> modifiers) {
    EnemyToken token = plainToken();
    CombatEnemy e = new CombatEnemy(token.id(), token.color(), Optional.of(CITY), true, false, false,
        List.of(AttackStatus.OPEN), -1, 0, List.of(), List.of());
    CombatState combat = CombatState.begin(CombatKind.ASSAULT, Optional.of(CITY), CITY.neighbour(3), List.of(e));
    return EnemyStats.of(CONTENT, TILES, markers, combat, 0, modifiers);
  }

  /** V-MEGAPOLIS-06, C-18: the green city's Poison and the white city's Armour +1 together, doubly fortified. */
  @Test
  void bothCitiesBonusesAndDoubleFortification() {
    EnemyStats stats = defender(MEGAPOLIS, List.of());
    assertEquals(plainToken().armor() + 1, stats.armor(), "R-COMBAT-CITY-1.1: the white city's Armour +1");
    assertTrue(stats.poison(0), "R-COMBAT-CITY-1.4: the green city's Poison");
    assertTrue(stats.doublyFortified(), "C-18: the gained Fortified and the site's fortification");
  }

  /** R-COMBAT-CITY-1: the plain green city gives its own bonus only and fortifies once. */
  @Test
  void aPlainCityFortifiesOnce() {
    EnemyStats stats = defender(List.of(), List.of());
    assertEquals(plainToken().armor(), stats.armor());
    assertTrue(stats.poison(0));
    assertTrue(stats.fortified());
    assertFalse(stats.doublyFortified());
  }

  /** R-COMBAT-START-5.3 (Demolish) with V-MEGAPOLIS-06: the gained Fortified falls with the site's fortification. */
  @Test
  void demolishTakesTheMegapolisFortificationToo() {
    EnemyStats stats = defender(MEGAPOLIS, List.of("demolish " + IgnoreSiteFortification.WORD));
    assertFalse(stats.fortified());
    assertEquals(plainToken().armor() + 1, stats.armor(), "the bonuses stay");
  }

  /** V-MEGAPOLIS-05: half the level each, the left (first) city the higher half; 11 at most, the highest card. */
  @Test
  void levelsSplitInHalves() {
    assertEquals(List.of(5, 4), List.of(Megapolis.levels(9)[0], Megapolis.levels(9)[1]));
    assertEquals(List.of(1, 1), List.of(Megapolis.levels(2)[0], Megapolis.levels(2)[1]));
    assertEquals(List.of(11, 11), List.of(Megapolis.levels(23)[0], Megapolis.levels(23)[1]));
  }
}
