package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.MapRuins;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.Supply;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.UnitState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Each invariant holds after setup and catches the broken state it is about. */
class InvariantsTest {
  private static final Engine ENGINE = Engine.load();
  private static final Invariants INVARIANTS = Invariants.base();

  private static GameState start(int players) {
    return ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, players, 11));
  }

  private static GameState state(GameState s, List<PlayerState> players, MapState map, Supply supply, int round,
      List<io.github.mkrules.api.state.ManaDie> source) {
    return s.withRound(round).withPlayers(players).withMap(map).withSource(source).withSupply(supply);
  }

  private static GameState withPlayer0(GameState s, UnaryOperator<PlayerState> change) {
    List<PlayerState> players = new ArrayList<>(s.players());
    players.set(0, change.apply(players.get(0)));
    return state(s, players, s.map(), s.supply(), s.round(), s.source());
  }

  private static GameState withWounds(GameState s, int wounds) {
    Supply u = s.supply();
    return state(s, s.players(), s.map(), new Supply(u.regularUnits(), u.eliteUnits(), u.unitOffer(),
        u.unitOfferAdvancedActions(), u.advancedActionDeck(), u.advancedActionOffer(), u.spellDeck(), u.spellOffer(),
        u.artifactDeck(), u.enemyPiles(), u.enemyDiscards(), u.ruinsPile(), u.ruinsDiscard(), wounds,
        u.commonSkillOffer(), u.removedTactics(), u.removedUnits()), s.round(), s.source());
  }

  private static PlayerState withLevelAndUnits(PlayerState p, int level, List<UnitState> units) {
    return p.withLevelAndUnits(level, units);
  }

  private static void assertRule(String rule, List<Violation> violations) {
    assertTrue(violations.stream().anyMatch(v -> v.ruleId().equals(rule)), () -> rule + " expected in " + violations);
  }

  /**
   * A freshly set-up game satisfies every invariant (R-SETUP-2, R-SETUP-4, R-SETUP-11.2, R-PAREA-4).
   *
   * @param players the number of players
   */
  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4})
  void setupSatisfiesEveryInvariant(int players) {
    assertEquals(List.of(), INVARIANTS.check(start(players)));
  }

  /** R-PAREA-4: a Basic Action more or less than the starting deck is caught. */
  @Test
  void basicActionsAreConserved() {
    GameState s = withPlayer0(start(1), p -> p.withHand(List.of("march", "march", "march", "march", "march")));
    assertRule("R-PAREA-4", INVARIANTS.basicActionsConserved(s));
    GameState unknown = withPlayer0(start(1), p -> p.withRemoved(List.of("no-such-card")));
    assertRule("R-PAREA-4", INVARIANTS.basicActionsConserved(unknown));
  }

  /** R-SETUP-4: Wounds in the deck plus Wounds held stay 40. */
  @Test
  void woundsAreConserved() {
    GameState s = start(2);
    assertRule("R-SETUP-4", INVARIANTS.woundsConserved(withWounds(s, s.supply().wounds() - 1)));
    GameState taken = withWounds(withPlayer0(s, p -> p.withHand(append(p.hand(), "wound"))), s.supply().wounds() - 1);
    assertEquals(List.of(), INVARIANTS.woundsConserved(taken));
  }

  private static List<String> append(List<String> list, String item) {
    List<String> out = new ArrayList<>(list);
    out.add(item);
    return out;
  }

  /** R-SETUP-2: an enemy token copied onto the map is caught, as is a token under a wrong back. */
  @Test
  void enemyTokensAreConserved() {
    GameState s = start(1);
    MapEnemy first = s.map().enemies().get(0);
    List<MapEnemy> enemies = new ArrayList<>(s.map().enemies());
    enemies.add(first);
    MapState m = s.map();
    GameState copied = state(s, s.players(), m.withEnemies(enemies), s.supply(), s.round(), s.source());
    assertRule("R-SETUP-2", INVARIANTS.enemyTokensConserved(copied));
  }

  /** R-SETUP-2: a lost ruins token is caught. */
  @Test
  void ruinsTokensAreConserved() {
    GameState s = start(1);
    Supply u = s.supply();
    GameState lost = state(s, s.players(), s.map(), new Supply(u.regularUnits(), u.eliteUnits(), u.unitOffer(),
        u.unitOfferAdvancedActions(), u.advancedActionDeck(), u.advancedActionOffer(), u.spellDeck(), u.spellOffer(),
        u.artifactDeck(), u.enemyPiles(), u.enemyDiscards(), u.ruinsPile().subList(1, u.ruinsPile().size()),
        u.ruinsDiscard(), u.wounds(), u.commonSkillOffer(), u.removedTactics(), u.removedUnits()), s.round(), s.source());
    assertRule("R-SETUP-2", INVARIANTS.ruinsTokensConserved(lost));
    MapRuins onMap = new MapRuins(new io.github.mkrules.api.state.HexCoord(1, -1), u.ruinsPile().get(0), true);
    GameState drawn = state(lost, s.players(), s.map().withRuins(List.of(onMap)), lost.supply(), s.round(),
        s.source());
    assertEquals(List.of(), INVARIANTS.ruinsTokensConserved(drawn), "a token drawn for Ancient Ruins lies on the map");
    GameState twice = state(s, s.players(), s.map().withRuins(List.of(onMap)), s.supply(), s.round(), s.source());
    assertRule("R-SETUP-2", INVARIANTS.ruinsTokensConserved(twice));
  }

  /** R-MANA-1.2: a fourth crystal of one colour is caught. */
  @Test
  void crystalsStayWithinThree() {
    GameState s = withPlayer0(start(1), p -> p.withCrystals(new Crystals(4, 0, 0, 0)));
    assertRule("R-MANA-1.2", INVARIANTS.crystalLimit(s));
    assertEquals(List.of(), INVARIANTS.crystalLimit(withPlayer0(start(1), p -> p
        .withCrystals(new Crystals(3, 3, 3, 3)))));
  }

  /** R-PAREA-3, R-PAREA-2: more units than Command tokens, or a level the Fame does not reach, is caught. */
  @Test
  void unitsAndLevelsFollowTheLevelTable() {
    List<UnitState> two = List.of(new UnitState("peasants", true, 0), new UnitState("peasants", true, 0));
    assertRule("R-PAREA-3", INVARIANTS.unitsWithinCommand(withPlayer0(start(1), p -> withLevelAndUnits(p, 1, two))));
    assertRule("R-PAREA-2", INVARIANTS.levelsConsistent(withPlayer0(start(1), p -> withLevelAndUnits(p, 3, List.of()))));
    assertRule("R-SETUP-1", INVARIANTS.levelsConsistent(withPlayer0(start(1), p -> p.withFameAndReputation(0, 8))));
  }

  /** R-SETUP-11.2: the Source keeps players + 2 dice. */
  @Test
  void theSourceKeepsItsDice() {
    GameState s = start(3);
    GameState fewer = state(s, s.players(), s.map(), s.supply(), s.round(), s.source().subList(1, s.source().size()));
    assertRule("R-SETUP-11.2", INVARIANTS.sourceDice(fewer));
  }

  /** R-FLOW-4: no round past the scenario's limit (S-FIRST-RECON-09: 4 rounds solo). */
  @Test
  void roundsStayWithinTheScenario() {
    GameState s = start(1);
    assertEquals(List.of(), INVARIANTS.roundLimit(state(s, s.players(), s.map(), s.supply(), 4, s.source())));
    assertRule("R-FLOW-4", INVARIANTS.roundLimit(state(s, s.players(), s.map(), s.supply(), 5, s.source())));
  }

  /** R-ROUND-3.1: a tactic both taken and still on offer is caught. */
  @Test
  void tacticsAreInOnePlace() {
    GameState s = start(2);
    GameState twice = withPlayer0(s, p -> p.withTactic(java.util.Optional.of(s.tactics().get(0))));
    assertRule("R-ROUND-3.1", INVARIANTS.tacticsUnique(twice));
  }

  /** R-MOVE-5: a revealed tile that disappears or changes between two states is caught. */
  @Test
  void revealedTilesStay() {
    GameState s = start(1);
    Map<TileSlot, String> fewer = new LinkedHashMap<>(s.map().tiles());
    fewer.remove(fewer.keySet().iterator().next());
    MapState m = s.map();
    GameState after = state(s, s.players(), m.withTiles(fewer), s.supply(), s.round(), s.source());
    assertRule("R-MOVE-5", Invariants.tilesOnlyGrow(s, after));
    assertEquals(List.of(), Invariants.tilesOnlyGrow(after, s));
  }

  /** The first violation is thrown with its rule ID. */
  @Test
  void assertNoneThrowsWithTheRuleId() {
    InvariantViolation e = assertThrows(InvariantViolation.class,
        () -> Invariants.assertNone(List.of(new Violation("R-MANA-1.2", "four"), new Violation("R-PAREA-3", "x"))));
    assertEquals("R-MANA-1.2", e.ruleId());
    assertTrue(e.getMessage().contains("R-PAREA-3"));
    Invariants.assertNone(List.of());
  }
}
