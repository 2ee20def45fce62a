package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.content.EnemyAttack;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatKind;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.MapEnemy;
import io.github.mkrules.api.state.MapRuins;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.DiceRolls;
import io.github.mkrules.testkit.fixtures.Pools;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The documented defaults and overrides of fixture positions: the first player's turn with tactics in rank
 * order (R-ROUND-3.3) and the hero on the Portal (R-PAREA-7), tactic selection, replaced cards with Wounds taken
 * from the Wound deck (R-SETUP-4), replaced tiles and enemies.
 */
class PositionBuilderTest {
  private static final Engine ENGINE = Engine.load();

  private static GameState build(String setup) {
    String json = "{\"format\":\"mkrules-fixtures\",\"version\":1,\"fixtures\":[{\"id\":\"p\",\"rules\":[\"R-SETUP-1\"],"
        + "\"description\":\"d\",\"setup\":" + setup + ",\"expect\":{\"round\":1}}]}";
    return PositionBuilder.build(ENGINE, FixtureLoader.parse(json, "p.json").get(0).setup());
  }

  /** The default start: player 0's fresh turn, tactics by rank, Round Order 0, 1, the hero on the Portal. */
  @Test
  void defaultTurn() {
    GameState base = ENGINE.start(GameConfig.of(1, "arythea", "goldyx"));
    GameState s = build("{\"heroes\":[\"arythea\",\"goldyx\"]}");
    assertEquals(Phase.PLAYER_TURNS, s.phase());
    assertEquals(List.of(0, 1), s.turnOrder());
    assertEquals(0, s.turnIndex());
    assertEquals(Optional.of("early-bird"), s.player(0).tactic());
    assertEquals(Optional.of("rethink"), s.player(1).tactic());
    assertEquals(List.of("mana-steal", "planning", "great-start", "the-right-moment"), s.tactics());
    assertEquals(TurnState.start(0, false, false), s.turn());
    assertEquals(Optional.of(new HexCoord(0, 0)), s.player(0).position());
    assertEquals(Optional.empty(), s.player(1).position());
    assertEquals(base.player(0).hand(), s.player(0).hand());
    assertEquals(base.player(0).deck(), s.player(0).deck());
    assertEquals(base.map(), s.map());
    assertEquals(base.source(), s.source());
    assertEquals(base.supply(), s.supply());
    assertEquals(-1, s.finalTurns());
    assertNull(s.undo());
  }

  /** Tactic selection keeps every tactic of the time of day in the common area and no player holds one. */
  @Test
  void tacticsPhaseAtNight() {
    GameState s = build("{\"phase\":\"tactics\",\"time\":\"night\",\"round\":2}");
    assertEquals(Phase.TACTIC_SELECTION, s.phase());
    assertEquals(2, s.round());
    assertEquals(List.of("from-the-dusk", "long-night", "mana-search", "midnight-meditation", "preparation",
        "sparing-power"), s.tactics());
    assertEquals(Optional.empty(), s.player(0).tactic());
    assertEquals(TurnState.NONE, s.turn());
    assertEquals(Optional.empty(), s.player(0).position());
  }

  /** Named piles replace all of a player's cards; Wounds and Advanced Actions leave their decks. */
  @Test
  void cardsReplacedAndAccountedFor() {
    GameState base = ENGINE.start(GameConfig.of(1, "arythea"));
    GameState s = build("{\"players\":[{\"hand\":[\"wound\",\"fire-bolt\"],\"discard\":[\"wound\"],"
        + "\"crystals\":{\"blue\":3},\"fame\":9,\"level\":3,\"reputation\":-2,\"position\":\"1,0\"}],"
        + "\"source\":[\"gold\",\"black\"],\"tokens\":[\"red\"]}");
    PlayerState p = s.player(0);
    assertEquals(List.of("wound", "fire-bolt"), p.hand());
    assertEquals(List.of(), p.deck());
    assertEquals(List.of("wound"), p.discard());
    assertEquals(3, p.crystals().blue());
    assertEquals(9, p.fame());
    assertEquals(3, p.level());
    assertEquals(-2, p.reputation());
    assertEquals(Optional.of(new HexCoord(1, 0)), p.position());
    assertEquals(base.supply().wounds() - 2, s.supply().wounds());
    List<String> pool = new ArrayList<>(base.supply().advancedActionDeck());
    pool.addAll(base.supply().advancedActionOffer());
    List<String> now = new ArrayList<>(s.supply().advancedActionDeck());
    now.addAll(s.supply().advancedActionOffer());
    assertEquals(pool.stream().filter("fire-bolt"::equals).count() - 1, now.stream().filter("fire-bolt"::equals).count());
    assertEquals(List.of(new ManaDie(ManaColor.GOLD, -1), new ManaDie(ManaColor.BLACK, -1)), s.source());
    assertEquals(List.of(ManaColor.RED), s.turn().tokens());
    assertTrue(s.turn().deckEmptyAtStart());
  }

  /** Placed tiles leave the stack, replaced seed tiles leave the game, the seed's enemies leave the map. */
  @Test
  void tilesAndEnemiesReplaced() {
    GameState s = build("{\"tiles\":{\"0,0\":\"starting-a\",\"1,0\":\"countryside-5\"},"
        + "\"enemies\":[{\"hex\":\"4,-2\",\"enemy\":\"prowlers\",\"faceUp\":false}]}");
    assertEquals(2, s.map().tiles().size());
    assertEquals("countryside-5", s.map().tiles().get(new TileSlot(1, 0)));
    assertTrue(!s.map().tileStack().contains("countryside-5"));
    assertTrue(s.map().tileStack().contains("countryside-3"));
    assertTrue(!s.map().tileStack().contains("countryside-1") && !s.map().unusedCountryside().contains("countryside-1"),
        "a seed tile that the fixture does not place again is out of the game");
    assertEquals(1, s.map().enemies().size());
    assertEquals("prowlers", s.map().enemies().get(0).enemy());
    assertTrue(!s.map().enemies().get(0).faceUp());
    GameState noEnemies = build("{\"tiles\":{\"0,0\":\"starting-a\"}}");
    assertEquals(List.of(), noEnemies.map().enemies());
  }

  /**
   * A named tactic is held and the other players take the lowest-numbered tactics left, with the Round Order
   * still 0, 1 (R-ROUND-3.3 not applied); skills leave the skill stack (R-SKILLS-2.1), interactive ones may lie
   * in the centre (R-SKILLS-4.2).
   */
  @Test
  void namedTacticAndSkills() {
    GameState base = ENGINE.start(GameConfig.of(1, "arythea", "tovak"));
    GameState s = build("{\"heroes\":[\"arythea\",\"tovak\"],\"players\":[{\"tactic\":\"the-right-moment\","
        + "\"skills\":[\"arythea-dark-paths\"]},{\"skills\":[\"tovak-mana-overload\",\"tovak-double-time\"],"
        + "\"skillsInCentre\":[\"tovak-mana-overload\"]}]}");
    assertEquals(Optional.of("the-right-moment"), s.player(0).tactic());
    assertEquals(Optional.of("early-bird"), s.player(1).tactic());
    assertEquals(List.of("rethink", "mana-steal", "planning", "great-start"), s.tactics());
    assertEquals(List.of(0, 1), s.turnOrder());
    assertEquals(List.of("arythea-dark-paths"), s.player(0).skills());
    assertTrue(!s.player(0).skillStack().contains("arythea-dark-paths"));
    assertEquals(base.player(0).skillStack().size() - 1, s.player(0).skillStack().size());
    assertEquals(List.of("tovak-mana-overload"), s.player(1).skillsInCentre());
    assertEquals(List.of(), s.player(1).flippedSkills());
    assertEquals(Pools.minus(base.player(1).skillStack(), List.of("tovak-mana-overload", "tovak-double-time")),
        s.player(1).skillStack());
    assertEquals(base.player(0).hand(), s.player(0).hand());
  }

  /** Cards under Sparing Power replace the player's cards and are accounted for like any pile (R-SETUP-4). */
  @Test
  void tacticPileAccountedFor() {
    GameState base = ENGINE.start(GameConfig.of(1, "arythea"));
    GameState s = build("{\"time\":\"night\",\"players\":[{\"tactic\":\"sparing-power\","
        + "\"tacticPile\":[\"wound\",\"fire-bolt\"]}]}");
    PlayerState p = s.player(0);
    assertEquals(Optional.of("sparing-power"), p.tactic());
    assertEquals(List.of("wound", "fire-bolt"), p.tacticPile());
    assertEquals(List.of(), p.hand());
    assertEquals(List.of(), p.deck());
    assertEquals(base.supply().wounds() - 1, s.supply().wounds());
    assertTrue(!s.supply().advancedActionDeck().contains("fire-bolt") || base.supply().advancedActionDeck().stream()
        .filter("fire-bolt"::equals).count() > 1);
    assertTrue(!p.tacticFlipped());
    assertEquals(-1, p.manaStealDie());
  }

  /** More Wounds than the Wound deck holds cannot be set up. */
  @Test
  void tooManyWounds() {
    StringBuilder hand = new StringBuilder();
    for (int i = 0; i < 41; i++) {
      hand.append(i == 0 ? "" : ",").append("\"wound\"");
    }
    assertThrows(IllegalArgumentException.class, () -> build("{\"players\":[{\"hand\":[" + hand + "]}]}"));
  }

  /**
   * A combat in progress (R-COMBAT-START-3): the turn's action is taken, the enemies are numbered in the written
   * order with their roles, a rampaging enemy lies face up on its space (the seed's token there goes back under
   * its pile), a defeated one lies on its discard pile, the points gathered are kept.
   */
  @Test
  void combatInProgress() {
    GameState base = build("{}");
    GameState s = build("{\"players\":[{\"position\":\"2,-2\"}],\"combat\":{\"phase\":\"block\","
        + "\"enemies\":[{\"enemy\":\"prowlers\",\"hex\":\"3,-3\"},{\"enemy\":\"diggers\",\"hex\":\"1,-4\","
        + "\"defeated\":true}],\"block\":{\"ice\":3},\"fame\":2}}");
    CombatState c = s.turn().combat().orElseThrow();
    assertEquals(TurnState.TurnStage.AFTER_ACTION, s.turn().stage());
    assertEquals(CombatKind.RAMPAGING, c.kind());
    assertEquals(CombatPhase.BLOCK, c.phase());
    assertEquals(Optional.empty(), c.site());
    assertEquals(new HexCoord(2, -2), c.origin());
    assertEquals(List.of("prowlers", "diggers"), c.enemies().stream().map(e -> e.enemy()).toList());
    assertTrue(c.enemy(0).rampaging() && !c.enemy(0).defeated());
    assertEquals(List.of(AttackStatus.OPEN), c.enemy(0).attacks());
    assertTrue(c.enemy(1).defeated());
    assertEquals(new CombatPoints(0, 0, 3, 0), c.block());
    assertEquals(2, c.fame());
    assertEquals(List.of(new MapEnemy(new HexCoord(3, -3), "prowlers", EnemyColor.GREEN, true)), s.map().enemies());
    List<String> green = s.supply().enemyPiles().get(EnemyColor.GREEN);
    assertEquals(base.supply().enemyPiles().get(EnemyColor.GREEN).size() + 2 - 2, green.size(),
        "the seed's two orcs went back, prowlers and diggers left");
    assertEquals(List.of("diggers"), s.supply().enemyDiscards().get(EnemyColor.GREEN));
  }

  /** Piles, Shields and ruins tokens are set as written; the die rolls are fixed through the chance state. */
  @Test
  void chancePilesAndShields() {
    GameState s = build("{\"artifactDeck\":[\"ruby-ring\",\"book-of-wisdom\"],\"enemyPiles\":{\"brown\":"
        + "[\"medusa\",\"minotaur\"]},\"shields\":[{\"hex\":\"4,-3\",\"player\":0}],\"ruins\":[{\"hex\":"
        + "\"3,-2\",\"token\":\"ruins-altar-red\",\"faceUp\":false}],\"dice\":[\"gold\",\"black\"]}");
    assertEquals(List.of("ruby-ring", "book-of-wisdom"), s.supply().artifactDeck());
    assertEquals(List.of("medusa", "minotaur"), s.supply().enemyPiles().get(EnemyColor.BROWN));
    assertEquals(List.of(new Shield(new HexCoord(4, -3), 0)), s.map().shields());
    assertEquals(List.of(new MapRuins(new HexCoord(3, -2), "ruins-altar-red", false)), s.map().ruins());
    GameState base = build("{}");
    assertEquals(List.of(), base.map().ruins(), "the seed's first tiles hold no ruins");
    assertEquals(Pools.minus(base.supply().ruinsPile(), List.of("ruins-altar-red")), s.supply().ruinsPile());
    assertEquals(DiceRolls.stateFor(base.rng(), List.of(ManaColor.GOLD, ManaColor.BLACK)), s.rng());
  }

  /** Enemy tokens a fixture writes out need an engine that takes them: the core engine with extra content. */
  @Test
  void ownEnemyTokensExtendTheEngine() {
    String json = "{\"format\":\"mkrules-fixtures\",\"version\":1,\"fixtures\":[{\"id\":\"p\","
        + "\"rules\":[\"R-ABIL-20\"],\"description\":\"d\",\"setup\":{\"enemyTokens\":[{\"id\":\"test-bat\","
        + "\"color\":\"brown\",\"armor\":2,\"attacks\":[{\"value\":1,\"element\":\"ice\"}],"
        + "\"abilities\":[\"vampiric\"],\"fame\":1}],\"enemies\":[{\"hex\":\"3,-3\",\"enemy\":\"test-bat\"}]},"
        + "\"expect\":{\"round\":1}}]}";
    FixtureSetup setup = FixtureLoader.parse(json, "p.json").get(0).setup();
    assertEquals(1, setup.enemyTokens().size());
    assertTrue(ENGINE.catalogue().enemy("test-bat").isEmpty(), "the engine under test is not changed");
    Engine engine = PositionBuilder.engineFor(ENGINE, setup);
    assertEquals(List.of(new EnemyAttack(1, "ice")), engine.catalogue().enemy("test-bat").orElseThrow().attacks());
    GameState s = PositionBuilder.build(engine, setup);
    assertEquals(List.of(new MapEnemy(new HexCoord(3, -3), "test-bat", EnemyColor.BROWN, true)), s.map().enemies());
    FixtureSetup plain = FixtureLoader.parse(json.replace("\"enemyTokens\"", "\"unusedTokens\"").replace(
        "\"unusedTokens\":[{\"id\":\"test-bat\",\"color\":\"brown\",\"armor\":2,\"attacks\":[{\"value\":1,"
            + "\"element\":\"ice\"}],\"abilities\":[\"vampiric\"],\"fame\":1}],", "").replace("test-bat", "prowlers"),
        "q.json").get(0).setup();
    assertSame(ENGINE, PositionBuilder.engineFor(ENGINE, plain), "no tokens of its own: the same engine");
  }
}
