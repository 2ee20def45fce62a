package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.content.MapTile;
import io.github.mkrules.api.content.TileHex;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.MapState;
import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TileSlot;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Test helpers for the scenario book: games of any scenario, placed tiles and Shields, played to their end. */
final class Book {
  /** Local offsets of a tile's hexes in list order: C, NE, E, SE, SW, W, NW. */
  private static final int[][] LOCAL = {{0, 0}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}};

  private Book() {}

  static GameConfig config(String scenario, long seed, Map<String, String> options, String... heroes) {
    return GameConfig.builder().scenario(scenario).seed(seed).options(options)
        .players(Stream.of(heroes).map(PlayerSetup::of).toList()).build();
  }

  static GameState start(String scenario, long seed, String... heroes) {
    return ENGINE.start(config(scenario, seed, Map.of(), heroes));
  }

  static GameState start(String scenario, long seed, Map<String, String> options, String... heroes) {
    return ENGINE.start(config(scenario, seed, options, heroes));
  }

  /** Chooses the first legal tactic until the turns begin. */
  static GameState inTurns(GameState s) {
    while (s.phase() == Phase.TACTIC_SELECTION) {
      s = apply(s, ENGINE.legalActions(s).get(0));
    }
    return s;
  }

  static GameState apply(GameState s, Action action) {
    Result r = ENGINE.apply(s, action);
    if (!r.accepted()) {
      throw new AssertionError(action.notation() + " rejected: " + ((Result.Rejected) r).rejection());
    }
    return ((Result.Applied) r).state();
  }

  /** Plays to the end choosing the quickest way on: announce, end the turn, finish a choice, take a tactic. */
  static GameState finish(GameState s) {
    return quickest(s, q -> q.phase() == Phase.GAME_OVER, "end-round", "end-turn", "done", "tactic");
  }

  /** Plays the quickest way to the end of the current round (announce, end turns, finish choices). */
  static GameState finishRound(GameState s) {
    int round = s.round();
    return quickest(s, q -> q.round() != round || q.phase() == Phase.GAME_OVER, "end-round", "end-turn", "done");
  }

  /** Applies the first legal action of the first kind listed that is legal, until the state is done. */
  private static GameState quickest(GameState s, java.util.function.Predicate<GameState> done, String... kinds) {
    for (int guard = 0; guard < 20_000 && !done.test(s); guard++) {
      List<Action> legal = ENGINE.legalActions(s);
      Action chosen = legal.get(0);
      for (String prefix : kinds) {
        Action found = legal.stream().filter(a -> a.notation().startsWith(prefix)).findFirst().orElse(null);
        if (found != null) {
          chosen = found;
          break;
        }
      }
      s = apply(s, chosen);
    }
    return s;
  }

  /**
   * The active hero reveals the given tile at slot 1,1 from 2,-3 (next to the first two tiles of a wedge),
   * the tile taken to the top of the stack.
   */
  static Result.Applied explore(GameState s, String tile) {
    List<String> stack = new ArrayList<>(s.map().tileStack());
    stack.remove(tile);
    stack.add(0, tile);
    GameState t = withStack(s, stack);
    int p = t.turn().player();
    t = States.withPlayer(t, p, q -> q.withPosition(java.util.Optional.of(new HexCoord(2, -3))));
    t = t.withTurn(t.turn().withPoints(2, 0, 0)).withUndo(null);
    return (Result.Applied) ENGINE.apply(t, io.github.mkrules.api.action.ActionNotation.parse("explore 1,1"));
  }

  /**
   * Ends the active player's turn: {@code end-turn}, then the fewest steps of the choices the end of the turn asks
   * for (R-ENDTURN: rewards, level-up, discards, Planning; {@code done} where allowed, else the first item), with
   * the events of all those steps, in order.
   */
  static Result.Applied endTurn(GameState s) {
    Result.Applied r = (Result.Applied) ENGINE.apply(s, new io.github.mkrules.api.action.EndTurn());
    List<io.github.mkrules.api.event.Event> events = new ArrayList<>(r.events());
    GameState t = r.state();
    while (!t.choices().isEmpty() && t.turn().stage() == io.github.mkrules.api.state.TurnState.TurnStage.ENDING) {
      List<Action> legal = ENGINE.legalActions(t);
      Action step = legal.contains(new io.github.mkrules.api.action.Done()) ? new io.github.mkrules.api.action.Done()
          : legal.get(0);
      r = (Result.Applied) ENGINE.apply(t, step);
      events.addAll(r.events());
      t = r.state();
    }
    return new Result.Applied(t, events);
  }

  /** The state moved to the scenario's last round, so the next End of the Round ends the game. */
  static GameState lastRound(GameState s, int rounds) {
    return s.withRound(rounds).withUndo(null);
  }

  /** The space of the first hex of a placed tile that holds a site. */
  static HexCoord siteHex(GameState s, TileSlot slot, String site) {
    MapTile tile = ENGINE.content().tile(s.map().tiles().get(slot));
    for (int i = 0; i < tile.hexes().size(); i++) {
      TileHex hex = tile.hexes().get(i);
      if (hex.site().filter(site::equals).isPresent()) {
        HexCoord c = slot.centre();
        return new HexCoord(c.q() + LOCAL[i][0], c.r() + LOCAL[i][1]);
      }
    }
    throw new AssertionError("no " + site + " on " + tile.id());
  }

  /** The state with a tile placed in a slot, out of the stack and the unused tiles, and no enemy on it. */
  static GameState withTile(GameState s, TileSlot slot, String tile) {
    Map<TileSlot, String> tiles = new LinkedHashMap<>(s.map().tiles());
    tiles.put(slot, tile);
    List<String> stack = new ArrayList<>(s.map().tileStack());
    stack.remove(tile);
    List<String> countryside = new ArrayList<>(s.map().unusedCountryside());
    countryside.remove(tile);
    List<String> core = new ArrayList<>(s.map().unusedCore());
    core.remove(tile);
    MapState map = s.map().withTiles(tiles).withTileStack(stack).withUnusedCountryside(countryside)
        .withUnusedCore(core);
    return s.withMap(map).withUndo(null);
  }

  /** The state with exactly these placed tiles and no enemy on the map. */
  static GameState withOnlyTiles(GameState s, Map<TileSlot, String> tiles) {
    return s.withMap(s.map().withTiles(new LinkedHashMap<>(tiles)).withEnemies(List.of()).withRuins(List.of()))
        .withUndo(null);
  }

  /** The state with a tile stack (the tiles given, top first). */
  static GameState withStack(GameState s, List<String> stack) {
    return s.withMap(s.map().withTileStack(stack)).withUndo(null);
  }

  /** The state with more Shields on the map, in this order. */
  static GameState withShields(GameState s, Shield... shields) {
    List<Shield> all = new ArrayList<>(s.map().shields());
    all.addAll(List.of(shields));
    return s.withMap(s.map().withShields(all)).withUndo(null);
  }

  /** The state without enemies on a space. */
  static GameState withoutEnemies(GameState s, HexCoord hex) {
    return s.withMap(s.map().withEnemies(s.map().enemies().stream().filter(e -> !e.hex().equals(hex)).toList()))
        .withUndo(null);
  }

  static Map<String, Integer> sheet(Outcome o, int player) {
    return o.scores().get(player).categories().stream()
        .collect(Collectors.toMap(Outcome.Category::id, Outcome.Category::points));
  }
}
