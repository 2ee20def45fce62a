package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.core.encoding.ActionSpace;
import io.github.mkrules.core.encoding.Encoding;
import io.github.mkrules.core.encoding.EncodingException;
import io.github.mkrules.core.encoding.Layout;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The bot encodings (issue 15, docs/bots.md) under the pseudo rule IDs of {@link EncodingConformance}:
 * API-ACTION-SPACE (a fixed action space: every legal action round-trips through its index, no two share one, the
 * index depends neither on the list's order nor on hidden information) and API-OBSERVATION (the tensors of a
 * player's view have their documented layout, and a state sampled for the player encodes as the true state).
 */
class EncodingTest {
  private static final Engine ENGINE = Engine.load();
  private static final String SCENARIO = GameConfig.FIRST_RECONNAISSANCE;
  private static final Encoding ENCODING = Encoding.of(ENGINE, SCENARIO);
  private static final ActionSpace SPACE = ENCODING.actions();

  private static Action parse(String notation) {
    return ActionNotation.parse(notation);
  }

  /**
   * API-ACTION-SPACE, API-OBSERVATION: every state of random games of 1 to 4 players encodes correctly (the
   * checks of {@link EncodingConformance}, state by state).
   *
   * @param seed the game seed
   * @param players the number of players
   */
  @Property(tries = 8)
  void randomGamesEncode(@ForAll long seed, @ForAll @IntRange(min = 1, max = 4) int players) {
    GameState start = ENGINE.start(Simulator.config(SCENARIO, players, seed));
    EncodingConformance.GameCheck check = new EncodingConformance(ENGINE, ENCODING)
        .playAndCheck(start, seed, Simulator.DEFAULT_MAX_ACTIONS, 5);
    assertEquals(List.of(), check.violations());
    assertEquals(0, check.errors());
    assertTrue(check.finished(), "the game ends");
  }

  /** API-ACTION-SPACE: every index of the space names one action whose index it is, or none; so none is shared. */
  @Test
  void everyIndexDecodesToTheActionWithThatIndex() {
    int named = 0;
    Set<Action> seen = new HashSet<>();
    for (int index = 0; index < SPACE.size(); index++) {
      Optional<Action> action = SPACE.action(index);
      if (action.isPresent()) {
        named++;
        assertEquals(index, SPACE.index(action.get()), action.get().notation());
        assertTrue(seen.add(action.get()), "two indices name " + action.get().notation());
        assertEquals(action.get(), parse(action.get().notation()), "a decoded action is one of the notation");
      }
    }
    assertTrue(named > SPACE.size() * 9 / 10, named + " of " + SPACE.size() + " indices name an action");
    assertThrows(IllegalArgumentException.class, () -> SPACE.action(SPACE.size()));
    assertThrows(IllegalArgumentException.class, () -> SPACE.action(-1));
  }

  /** API-ACTION-SPACE: the blocks follow each other from 0 to N, one per kind and per kind with its option. */
  @Test
  void blocksTileTheSpace() {
    int next = 0;
    Set<String> kinds = new HashSet<>();
    for (ActionSpace.Block block : SPACE.blocks()) {
      assertEquals(next, block.offset(), block.kind());
      int product = block.axes().stream().mapToInt(axis -> axis.size()).reduce(1, Math::multiplyExact);
      assertEquals(product, block.size(), block.kind());
      next += block.size();
      kinds.add(block.kind().split("\\+")[0]);
    }
    assertEquals(SPACE.size(), next);
    assertEquals(Action.class.getPermittedSubclasses().length, kinds.size(), "a block for every kind of action");
  }

  /**
   * API-ACTION-SPACE: compound plays (R-COMPOUND-1), purchases of a named card (R-INTERACT-4) and tactic arguments
   * have indices of their own, and actions outside the domains are refused, not folded into another index.
   */
  @Test
  void actionsWithOptionalPartsHaveTheirOwnIndices() {
    List<String> notations = List.of("play concentration powered", "play concentration powered with:rage",
        "pick option:1", "play will-focus powered with:march", "buy spell fireball",
        "buy advanced-action-deck", "use-tactic sparing-power stash", "use-tactic sparing-power take",
        "use-tactic long-night", "damage 2 unit:1", "damage 2 hero", "recruit peasants disband:0",
        "recruit peasants", "pick die:3", "pick crystal:red", "pick wound", "heal hand", "heal unit:0");
    Set<Integer> indices = new HashSet<>();
    for (String notation : notations) {
      int index = SPACE.index(parse(notation));
      assertTrue(indices.add(index), notation + " shares its index");
      assertEquals(Optional.of(parse(notation)), SPACE.action(index), notation);
      assertEquals(notation, SPACE.describe(index));
    }
    for (String outside : List.of("play march basic option:8", "move 40,40", "play rage powered with:fireball",
        "unit 5", "target 12", "pick no-such-word", "skill no-such-skill")) {
      assertThrows(EncodingException.class, () -> SPACE.index(parse(outside)), outside);
    }
  }

  /** API-ACTION-SPACE: the mask is true exactly at the legal indices, whatever the order of the list. */
  @Test
  void theMaskMarksTheLegalIndices() {
    GameState state = ENGINE.start(Simulator.config(SCENARIO, 2, 5));
    List<Action> legal = ENGINE.legalActions(state);
    boolean[] mask = ENCODING.mask(state);
    assertEquals(SPACE.size(), mask.length);
    int set = 0;
    for (boolean flag : mask) {
      set += flag ? 1 : 0;
    }
    assertEquals(legal.size(), set);
    int[] indices = ENCODING.legalIndices(state);
    for (int i = 0; i < legal.size(); i++) {
      assertTrue(mask[indices[i]]);
      assertEquals(Optional.of(legal.get(i)), ENCODING.action(state, indices[i]));
    }
    List<Action> reversed = new ArrayList<>(legal);
    java.util.Collections.reverse(reversed);
    assertArrayEquals(mask, SPACE.mask(reversed));
    int illegal = SPACE.index(parse("end-turn"));
    assertFalse(mask[illegal], "no turn before the tactics are taken");
    assertEquals(Optional.empty(), ENCODING.action(state, illegal));
  }

  /**
   * API-OBSERVATION: the sections of both tensors follow each other without gaps, and the map section is one row
   * of channels per hex of the map domain.
   */
  @Test
  void layoutsAreContiguous() {
    for (Layout layout : List.of(ENCODING.observations().layout(), ENCODING.observations().playerLayout())) {
      int next = 0;
      for (Layout.Section section : layout.sections()) {
        assertEquals(next, section.offset(), section.name());
        assertEquals(section.shape().stream().mapToInt(Integer::intValue).reduce(1, Math::multiplyExact),
            section.length(), section.name());
        next += section.length();
      }
      assertEquals(layout.size(), next);
    }
    Layout.Section map = section(ENCODING.observations().layout(), "map");
    assertEquals(List.of(ENCODING.map().hexCount(), ENCODING.observations().mapChannels().size()), map.shape());
  }

  private static Layout.Section section(Layout layout, String name) {
    return layout.sections().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
  }

  /** States of a game of the playout policy, every {@code step}-th one. */
  private static List<GameState> states(int players, long seed, int step) {
    List<GameState> out = new ArrayList<>();
    GameState state = ENGINE.start(Simulator.config(SCENARIO, players, seed));
    SplittableRandom random = new SplittableRandom(seed);
    for (int n = 0; state.phase() != Phase.GAME_OVER; n++) {
      if (n % step == 0) {
        out.add(state);
      }
      state = ((Result.Applied) ENGINE.apply(state, PlayoutPolicy.choose(state, ENGINE.legalActions(state), random)))
          .state();
    }
    out.add(state);
    return out;
  }

  /**
   * API-OBSERVATION (no leak): the tensors of a state sampled for a player equal those of the true state for that
   * player, although the sample deals the hidden cards anew (another player's hand, the decks); and the
   * observation is not blind: it counts the observer's hand, which the other players' tensors do not show.
   */
  @Test
  void aSampledStateEncodesAsTheTrueStateForTheObserver() {
    int handOffset = section(ENCODING.observations().layout(), "hand").offset();
    int redealt = 0;
    for (GameState state : states(3, 11, 15)) {
      for (int p = 0; p < 3; p++) {
        GameState sample = ENGINE.sample(state, p, 1000L + p);
        int other = (p + 1) % 3;
        redealt += sample.player(other).hand().equals(state.player(other).hand()) ? 0 : 1;
        float[] observation = ENCODING.observe(state, p);
        assertArrayEquals(observation, ENCODING.observe(sample, p), "player " + p);
        assertArrayEquals(ENCODING.players(state, p), ENCODING.players(sample, p), "player " + p);
        float inHand = 0;
        for (int c = 0; c < ENGINE.catalogue().cards().size(); c++) {
          inHand += observation[handOffset + c];
        }
        assertEquals(state.player(p).hand().size(), (int) inHand, "the hand section counts the hand");
      }
    }
    assertTrue(redealt > 0, "the samples dealt other hands, so equal tensors mean nothing hidden is encoded");
  }

  /** Returns (issue 7): zeros while the game runs, the Outcome's returns once it is over. */
  @Test
  void returnsAreTheOutcomes() {
    List<GameState> states = states(2, 3, 1000);
    assertArrayEquals(new double[2], ENCODING.returns(states.get(0)));
    GameState over = states.get(states.size() - 1);
    double[] returns = ENCODING.returns(over);
    for (int p = 0; p < 2; p++) {
      assertEquals(over.outcome().orElseThrow().returns().get(p), returns[p]);
    }
  }

  /**
   * V-MEGAPOLIS-04, V-MAP-02: the observation shows the map as the rules read it: the space under a Megapolis's
   * second figure as a city space, and each space of a turned tile with the terrain that lies there.
   */
  @Test
  void theMapIsObservedAsTheRulesReadIt() {
    Encoding encoding = Encoding.of(ENGINE, "blitz-conquest");
    GameState s = ENGINE.start(GameConfig.builder().scenario("blitz-conquest").seed(5)
        .options(java.util.Map.of("megapolis", "2", "countryside-tiles", "1", "city-tiles", "1", "core-tiles", "0",
            "tile-orientation", "random"))
        .players(List.of(PlayerSetup.of("arythea"), PlayerSetup.of("goldyx")))
        .build());
    var markers = s.scenarioState().markers();
    assertTrue(markers.stream().anyMatch(m -> m.kind().equals("megapolis")), "the city at setup is the Megapolis");
    assertTrue(markers.stream().anyMatch(m -> m.kind().startsWith("tile-turn-")), "a tile lies turned");
    var content = io.github.mkrules.core.content.Content.base();
    float[] t = encoding.observe(s, 0);
    List<String> channels = encoding.observations().mapChannels();
    int map = section(encoding.observations().layout(), "map").offset();
    for (var placed : s.map().tiles().entrySet()) {
      for (int i = 0; i < 7; i++) {
        var space = io.github.mkrules.core.map.Board.coordinate(placed.getKey(), i,
            io.github.mkrules.core.map.Board.turn(markers, placed.getKey()));
        var read = io.github.mkrules.core.map.Board.hexAt(content, s.map().tiles(), markers, space);
        int at = map + channels.size() * encoding.map().hexIndex(space);
        assertEquals(1f, t[at + channels.indexOf("terrain:" + read.terrain().id())], space.toString());
      }
    }
  }
}
