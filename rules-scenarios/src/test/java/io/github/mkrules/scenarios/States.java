package io.github.mkrules.scenarios;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.TurnState;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** Test helpers: apply actions by notation and reshape states through the public records. */
final class States {
  static final io.github.mkrules.core.CoreEngine ENGINE = MageKnight.engine();

  private States() {}

  /**
   * A First Reconnaissance game; a solo game is the learning game without the Dummy player (S-FIRST-RECON-10),
   * so the base rules it tests are not mixed with the Dummy's turns ({@link #withDummy} has it).
   */
  static GameState start(long seed, String... heroes) {
    GameConfig config = GameConfig.of(seed, heroes);
    return ENGINE.start(heroes.length == 1 ? config.withOptions(java.util.Map.of("dummy", "off")) : config);
  }

  /** A solo First Reconnaissance game with the Dummy player (S-FIRST-RECON-09). */
  static GameState withDummy(long seed, String hero) {
    return ENGINE.start(GameConfig.of(seed, hero));
  }

  /** Applies actions that must be accepted. */
  static GameState play(GameState state, String... actions) {
    for (String text : actions) {
      Action action = ActionNotation.parse(text);
      Result result = ENGINE.apply(state, action);
      if (!result.accepted()) {
        fail("'" + text + "' rejected: " + ((Result.Rejected) result).rejection());
      }
      assertTrue(ENGINE.legalActions(state).contains(action), "'" + text + "' is listed as legal");
      state = ((Result.Applied) result).state();
    }
    return state;
  }

  /**
   * Takes a tactic and, if it asks for a choice when taken (R-ROUND-3.2), makes it with as few picks as
   * allowed: done, or else the first item offered.
   */
  static GameState takeTactic(GameState state, String tactic) {
    GameState s = play(state, "tactic " + tactic);
    while (!s.choices().isEmpty()) {
      List<Action> legal = ENGINE.legalActions(s);
      s = play(s, (legal.contains(new io.github.mkrules.api.action.Done()) ? new io.github.mkrules.api.action.Done()
          : legal.get(0)).notation());
    }
    return s;
  }

  /** The rejection of an action that must be refused; the state must stay unchanged. */
  static Rejection rejected(GameState state, String text) {
    Action action = ActionNotation.parse(text);
    int hash = state.hashCode();
    Result result = ENGINE.apply(state, action);
    if (result.accepted()) {
      fail("'" + text + "' was accepted");
    }
    assertTrue(!ENGINE.legalActions(state).contains(action), "'" + text + "' is not listed");
    assertTrue(hash == state.hashCode(), "the state is unchanged");
    return ((Result.Rejected) result).rejection();
  }

  /** Asserts that an action is refused with the given code and rule ID. */
  static void assertRejected(GameState state, String action, io.github.mkrules.api.RejectionCode code, String rule) {
    Rejection r = rejected(state, action);
    org.junit.jupiter.api.Assertions.assertEquals(code, r.code(), r.detail());
    org.junit.jupiter.api.Assertions.assertEquals(rule, r.ruleId(), r.detail());
  }

  static GameState withPlayer(GameState s, int index, UnaryOperator<PlayerState> change) {
    List<PlayerState> players = new ArrayList<>(s.players());
    players.set(index, change.apply(players.get(index)));
    return s.withPlayers(players).withUndo(null);
  }

  static GameState withTurn(GameState s, TurnState turn) {
    return s.withTurn(turn).withUndo(null);
  }

  /** The state in tactic selection of a Night round (R-ROUND-2.6): the Night tactics are laid out. */
  static GameState atNight(GameState s) {
    return s.withRound(2).withTime(TimeOfDay.NIGHT).withUndo(null)
        .withTactics(MageKnight.engine().content().tactics().stream().filter(t -> t.time() == TimeOfDay.NIGHT)
            .map(io.github.mkrules.api.content.Tactic::id).toList());
  }

  /** A solo game in the first turn of Arythea, standing on {@code at} with the given Move points and hand. */
  static GameState inTurn(long seed, io.github.mkrules.api.state.HexCoord at, int move, List<String> hand) {
    GameState s = play(start(seed, "arythea"), "tactic early-bird");
    s = withPlayer(s, 0, p -> p.withPosition(java.util.Optional.of(at))
        .withCards(hand, p.deck(), p.discard(), List.of()));
    return withTurn(s, s.turn().withPoints(move, 0, 0));
  }

  /** The state with another Advanced Actions offer (top position first). */
  static GameState withAdvancedActionOffer(GameState s, List<String> offer) {
    io.github.mkrules.api.state.Supply u = s.supply();
    List<String> deck = new ArrayList<>(u.advancedActionDeck());
    deck.addAll(u.advancedActionOffer());
    deck.removeAll(offer);
    io.github.mkrules.api.state.Supply supply = new io.github.mkrules.api.state.Supply(u.regularUnits(),
        u.eliteUnits(), u.unitOffer(), u.unitOfferAdvancedActions(), deck, offer, u.spellDeck(), u.spellOffer(),
        u.artifactDeck(), u.enemyPiles(), u.enemyDiscards(), u.ruinsPile(), u.ruinsDiscard(), u.wounds(),
        u.commonSkillOffer(), u.removedTactics(), u.removedUnits());
    return s.withSupply(supply).withUndo(null);
  }

  static GameState withSource(GameState s, List<io.github.mkrules.api.state.ManaDie> source) {
    return s.withSource(source).withUndo(null);
  }

  static PlayerState cards(PlayerState p, List<String> hand, List<String> deck, List<String> discard) {
    return p.withCards(hand, deck, discard, p.playArea());
  }
}
