package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Done;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.Pick;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.view.PlayerView;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The conformance checks pass on the engine and catch engines broken on purpose: accepted unlisted actions,
 * rejected listed actions, leaking views, non-determinism, a wrong undo (R-UNDO-1) and no legal action
 * (R-FLOW-4).
 */
class ConformanceTest {
  private static final String SCENARIO = GameConfig.FIRST_RECONNAISSANCE;

  private static List<GameState> states() {
    return new Simulator(Engine.load()).sampleStates(SCENARIO, 2, 2, 3, 21);
  }

  private static boolean has(String rule, List<Violation> violations) {
    return violations.stream().anyMatch(v -> v.ruleId().equals(rule));
  }

  /** The engine passes every check on sampled states (R-UNDO-1, R-FLOW-4). */
  @Test
  void theEngineConforms() {
    Conformance conformance = new Conformance(Engine.load());
    SplittableRandom random = new SplittableRandom(1);
    for (GameState state : states()) {
      assertEquals(List.of(), conformance.listedActionsApply(state));
      assertEquals(List.of(), conformance.unlistedActionsRejected(state, random));
      assertEquals(List.of(), conformance.viewRedaction(state, random));
      assertEquals(List.of(), conformance.liveness(state));
    }
    assertEquals(List.of(), conformance.playAndCheck(Simulator.config(SCENARIO, 1, 3), 3, 20_000, 0.02));
  }

  /** API-EDGE, API-NOTATION (issue 7): the engine refuses bad arguments naming them, and its notation reads back. */
  @Test
  void theEngineRefusesBadArgumentsNamingThem() {
    Engine engine = Engine.load();
    Conformance conformance = new Conformance(engine);
    GameState state = states().get(0);
    assertEquals(List.of(), conformance.badArgumentsRefused(state));
    assertEquals(List.of(), conformance.notationRoundTrips(state));
    assertEquals("action", assertThrows(NullPointerException.class, () -> engine.apply(state, null)).getMessage());
    assertEquals("state", assertThrows(NullPointerException.class, () -> engine.apply(null, new Undo())).getMessage());
    assertEquals("state", assertThrows(NullPointerException.class, () -> engine.legalActions(null)).getMessage());
    assertEquals("config", assertThrows(NullPointerException.class, () -> engine.start(null)).getMessage());
    assertEquals("player 7 is not in this game: the players are 0 to 1",
        assertThrows(IllegalArgumentException.class, () -> engine.view(state, 7)).getMessage());
    assertEquals("player 5 is not in this game: the players are 0 to 1",
        assertThrows(IllegalArgumentException.class, () -> engine.sample(state, 5, 1)).getMessage());
    assertEquals("player -1 is not in this game: the players are 0 to 1",
        assertThrows(IllegalArgumentException.class, () -> engine.view(state, -1)).getMessage());
  }

  /** API-EDGE: an engine that quietly answers for a player who is not in the game is caught. */
  @Test
  void quietAnswersToBadArgumentsAreCaught() {
    BrokenEngine lax = new BrokenEngine();
    lax.view((state, player) -> lax.real().view(state, Math.floorMod(player, state.players().size())));
    List<Violation> violations = new Conformance(lax).badArgumentsRefused(states().get(0));
    assertTrue(has("API-EDGE", violations), violations.toString());
    BrokenEngine raw = new BrokenEngine();
    raw.sample((state, player) -> state.players().get(player) == null ? null : state);
    assertTrue(new Conformance(raw).badArgumentsRefused(states().get(0)).stream()
        .anyMatch(v -> v.message().contains("IndexOutOfBoundsException")));
  }

  /** An engine that accepts whatever it is given fails API-REJECT. */
  @Test
  void acceptingUnlistedActionsIsCaught() {
    BrokenEngine lax = new BrokenEngine();
    lax.apply((state, action) -> {
      Result r = lax.real().apply(state, action);
      return r.accepted() ? r : new Result.Applied(state, List.of());
    });
    assertTrue(has("API-REJECT", new Conformance(lax).unlistedActionsRejected(states().get(0), new SplittableRandom(1))));
  }

  /** A rejection without a rule ID fails API-REJECT. */
  @Test
  void rejectionsWithoutRuleIdsAreCaught() {
    BrokenEngine vague = new BrokenEngine();
    vague.apply((state, action) -> {
      Result r = vague.real().apply(state, action);
      return r.accepted() ? r : new Result.Rejected(new Rejection(RejectionCode.EFFECT_NOT_USABLE, "", "k", "no"));
    });
    assertTrue(has("API-REJECT", new Conformance(vague).unlistedActionsRejected(states().get(0), new SplittableRandom(1))));
  }

  /** Listing an action that is then rejected fails API-LEGAL. */
  @Test
  void listingIllegalActionsIsCaught() {
    BrokenEngine boastful = new BrokenEngine();
    boastful.legal(state -> {
      List<Action> legal = new ArrayList<>(boastful.real().legalActions(state));
      legal.add(new Move(new HexCoord(-20, 40)));
      return legal;
    });
    assertTrue(has("API-LEGAL", new Conformance(boastful).listedActionsApply(states().get(0))));
  }

  /** A view that shows the deck order fails API-VIEW. */
  @Test
  void leakingViewsAreCaught() {
    BrokenEngine leaky = new BrokenEngine();
    leaky.view((state, player) -> {
      PlayerView v = leaky.real().view(state, player);
      return new PlayerView(v.viewer(), v.status(), v.round(), v.time(), v.phase(), state.player(player).deck(),
          v.players(), v.turnOrder(), v.turnIndex(), v.tactics(), v.tiles(), v.countrysideTilesInStack(),
          v.coreTilesInStack(), v.enemies(), v.ruins(), v.source(), v.unitOffer(), v.unitOfferAdvancedActions(),
          v.advancedActionOffer(), v.spellOffer(), v.woundsInSupply(), v.turn(), v.finalTurns(), v.shields(),
          v.choices(), v.outcome(), v.dummy(), v.scenarioState());
    });
    GameState state = states().stream().filter(s -> new java.util.HashSet<>(s.player(0).deck()).size() > 4)
        .findFirst().orElseThrow();
    List<Violation> violations = new Conformance(leaky).viewRedaction(state, new SplittableRandom(1));
    assertTrue(violations.stream().anyMatch(v -> v.message().contains("deck order")), violations::toString);
  }

  /** Legal actions listed in an order that follows a hidden deck fail API-SAMPLE. */
  @Test
  void anOrderThatShowsTheDeckIsCaught() {
    BrokenEngine leaky = new BrokenEngine();
    leaky.legal(state -> {
      List<Action> legal = new ArrayList<>(leaky.real().legalActions(state));
      java.util.Collections.rotate(legal, state.player(0).deck().isEmpty() ? 0 : state.player(0).deck().get(0).length());
      return legal;
    });
    GameState state = states().stream().filter(s -> rotations(s.player(0).deck(), leaky.real().legalActions(s).size()) > 1)
        .findFirst().orElseThrow();
    boolean caught = false;
    for (int i = 0; i < 20 && !caught; i++) {
      caught = has("API-SAMPLE", new Conformance(leaky).sameOptionsWhenSampled(state, new SplittableRandom(i)));
    }
    assertTrue(caught, "a list order that depends on the deck is noticed in some sample");
  }

  /** How many different rotations of a list of {@code size} actions the cards of a deck can give. */
  private static long rotations(List<String> deck, int size) {
    return size < 2 ? 0 : deck.stream().mapToInt(card -> card.length() % size).distinct().count();
  }

  /** A sample that drops the undo history changes the mover's options: API-SAMPLE (R-UNDO-1). */
  @Test
  void aSampleThatForgetsTheUndoIsCaught() {
    BrokenEngine forgetful = new BrokenEngine();
    forgetful.sample((state, player) -> {
      GameState s = forgetful.real().sample(state, player, 1);
      return s.withUndo(null);
    });
    GameState withUndo = states().stream().filter(s -> s.undo() != null).findFirst().orElseThrow();
    assertTrue(has("API-SAMPLE", new Conformance(forgetful).sameOptionsWhenSampled(withUndo, new SplittableRandom(1))));
    assertEquals(List.of(), new Conformance(Engine.load()).sameOptionsWhenSampled(withUndo, new SplittableRandom(1)));
  }

  /** An engine that drops the events of an action fails API-EVENTS once the action changes something visible. */
  @Test
  void missingEventsAreCaught() {
    BrokenEngine silent = new BrokenEngine();
    silent.apply((state, action) -> {
      Result r = silent.real().apply(state, action);
      return r.accepted() ? new Result.Applied(((Result.Applied) r).state(), List.of()) : r;
    });
    Conformance conformance = new Conformance(silent);
    GameState state = silent.start(Simulator.config(SCENARIO, 1, 5));
    SplittableRandom random = new SplittableRandom(5);
    boolean caught = false;
    for (int n = 0; n < 200 && !caught; n++) {
      Action action = PlayoutPolicy.choose(state, silent.legalActions(state), random);
      Result.Applied applied = (Result.Applied) silent.apply(state, action);
      caught = has("API-EVENTS", conformance.eventsExplainViews(state, action, applied));
      state = applied.state();
    }
    assertTrue(caught, "some action of a game changes what a player sees");
  }

  /** Results that differ between equal calls fail API-DETERMINISM. */
  @Test
  void nonDeterminismIsCaught() {
    AtomicInteger calls = new AtomicInteger();
    BrokenEngine moody = new BrokenEngine();
    moody.apply((state, action) -> {
      Result r = moody.real().apply(state, action);
      if (r.accepted() && calls.incrementAndGet() % 2 == 0) {
        List<Event> events = new ArrayList<>(((Result.Applied) r).events());
        events.add(new Event.TurnStarted(0));
        return new Result.Applied(((Result.Applied) r).state(), events);
      }
      return r;
    });
    GameState start = moody.start(Simulator.config(SCENARIO, 1, 1));
    Action first = moody.real().legalActions(start).get(0);
    assertTrue(has("API-DETERMINISM", new Conformance(moody).deterministic(Simulator.config(SCENARIO, 1, 1), List.of(first))));
  }

  /** An undo that does not restore the previous state fails R-UNDO-1. */
  @Test
  void aWrongUndoIsCaught() {
    BrokenEngine forgetful = new BrokenEngine();
    forgetful.apply((state, action) -> action instanceof Undo && state.undo() != null
        ? new Result.Applied(state, List.of())
        : forgetful.real().apply(state, action));
    boolean caught = false;
    for (GameState state : states()) {
      caught |= has("R-UNDO-1", new Conformance(forgetful).listedActionsApply(state));
    }
    assertTrue(caught, "some sampled state offers an undoable action");
  }

  /** An engine that throws on an action at the limits (here the largest option, R-EFFECTS-1) fails API-REJECT. */
  @Test
  void exceptionsOnMalformedActionsAreCaught() {
    BrokenEngine fragile = new BrokenEngine();
    fragile.apply((state, action) -> {
      if (action instanceof PlayCard && ((PlayCard) action).option() == Integer.MAX_VALUE) {
        throw new IndexOutOfBoundsException("option " + ((PlayCard) action).option());
      }
      return fragile.real().apply(state, action);
    });
    List<Violation> violations = new Conformance(fragile).malformedActionsRejected(states().get(0));
    assertTrue(violations.stream().anyMatch(v -> v.ruleId().equals("API-REJECT") && v.message().contains("option 2147483647")),
        violations::toString);
  }

  /** A running game without legal actions fails liveness (R-FLOW-4). */
  @Test
  void noLegalActionIsCaught() {
    BrokenEngine empty = new BrokenEngine().legal(state -> List.of());
    assertTrue(has("R-FLOW-4", new Conformance(empty).liveness(states().get(0))));
  }

  /** API-SAMPLE: samples of the real engine look the same to their player, keep the invariants, and vary. */
  @Test
  void samplesAreConsistentWithTheViewAndVaryTheHiddenInformation() {
    Conformance conformance = new Conformance(Engine.load());
    int differing = 0;
    for (GameState state : states()) {
      assertTrue(conformance.sampling(state, new SplittableRandom(2)).isEmpty());
      for (int p = 0; p < state.players().size(); p++) {
        if (!Engine.load().sample(state, p, 3).equals(state)) {
          differing++;
        }
      }
    }
    assertTrue(differing > 0, "sampling deals hidden information again");
  }

  /** A sampler that changes what its player knows (the own hand) fails API-SAMPLE. */
  @Test
  void samplesThatChangeKnownCardsAreCaught() {
    BrokenEngine cheating = new BrokenEngine();
    cheating.sample((state, player) -> {
      io.github.mkrules.api.state.PlayerState p = state.player(player);
      if (p.hand().isEmpty() || p.deck().isEmpty()) {
        return state;
      }
      java.util.List<io.github.mkrules.api.state.PlayerState> players = new java.util.ArrayList<>(state.players());
      java.util.List<String> hand = new java.util.ArrayList<>(p.hand());
      java.util.List<String> deck = new java.util.ArrayList<>(p.deck());
      String a = hand.remove(0);
      String b = deck.remove(0);
      hand.add(b);
      deck.add(a);
      players.set(player, p.withCards(hand, deck, p.discard(), p.playArea()));
      return state.withPlayers(players).withUndo(null);
    });
    boolean caught = false;
    for (GameState state : states()) {
      caught |= has("API-SAMPLE", new Conformance(cheating).sampling(state, new SplittableRandom(1)));
    }
    assertTrue(caught);
  }

  /**
   * The first states of random games waiting for each decision of issue 14 (the steps of choices), at most two
   * per kind.
   */
  private static Map<DecisionKind, List<GameState>> choiceStates() {
    Engine engine = Engine.load();
    Map<DecisionKind, List<GameState>> out = new EnumMap<>(DecisionKind.class);
    for (int game = 0; game < 12 && out.size() < STEP_KINDS.size(); game++) {
      long seed = Simulator.gameSeed(5, game);
      GameState state = engine.start(Simulator.config(SCENARIO, 1 + game % 2, seed));
      SplittableRandom random = new SplittableRandom(seed);
      while (state.phase() != io.github.mkrules.api.state.Phase.GAME_OVER) {
        if (engine.status(state) instanceof Status.Decision decision && STEP_KINDS.contains(decision.kind())) {
          List<GameState> seen = out.computeIfAbsent(decision.kind(), k -> new ArrayList<>());
          if (seen.size() < 2) {
            seen.add(state);
          }
        }
        state = ((Result.Applied) engine.apply(state, PlayoutPolicy.choose(engine.legalActions(state), random))).state();
      }
    }
    return out;
  }

  private static final Set<DecisionKind> STEP_KINDS = EnumSet.of(DecisionKind.TACTIC_CHOICE,
      DecisionKind.END_TURN_DISCARD, DecisionKind.REST_DISCARD, DecisionKind.PAY_MANA, DecisionKind.CARD_CHOICE);

  /**
   * Issue 14: the conformance checks cover the steps of choices: every listed pick and done applies and can be
   * undone as R-UNDO allows, unlisted picks (twice, out of order, not on the table) and other actions are
   * rejected with a rule ID and leave the state unchanged, views hide secret options, samples keep the options,
   * and events explain every view.
   */
  @Test
  void theStepsOfChoicesConform() {
    Engine engine = Engine.load();
    Conformance conformance = new Conformance(engine);
    SplittableRandom random = new SplittableRandom(4);
    Map<DecisionKind, List<GameState>> states = choiceStates();
    assertEquals(STEP_KINDS, states.keySet(), "random games meet every kind of step");
    for (List<GameState> ofKind : states.values()) {
      for (GameState state : ofKind) {
        io.github.mkrules.api.state.PendingChoice choice = state.choices().get(state.choices().size() - 1);
        List<Action> candidates = ActionCandidates.of(state, random);
        for (String item : choice.options()) {
          assertTrue(candidates.contains(new Pick(item)), "a candidate picks " + item);
        }
        assertTrue(candidates.contains(new Done()));
        assertEquals(List.of(), conformance.listedActionsApply(state));
        assertEquals(List.of(), conformance.unlistedActionsRejected(state, random));
        assertEquals(List.of(), conformance.viewRedaction(state, random));
        assertEquals(List.of(), conformance.sampling(state, random));
        for (Action action : engine.legalActions(state)) {
          Result.Applied applied = (Result.Applied) engine.apply(state, action);
          assertEquals(List.of(), conformance.eventsExplainViews(state, action, applied));
        }
      }
    }
  }

  /**
   * Issue 14, R-UNITS-5.2: a unit's mana is paid in steps through the same choice as a card's, and those steps
   * conform as well: the Herbalists' green Heal 2, with a Wound in hand and a crystal of each colour.
   */
  @Test
  void theStepsOfAUnitPaymentConform() {
    Engine engine = Engine.load();
    GameState state = engine.start(Simulator.config(SCENARIO, 1, 7));
    SplittableRandom random = new SplittableRandom(7);
    while (!(engine.status(state) instanceof Status.Decision d && d.kind() == DecisionKind.TURN)) {
      state = ((Result.Applied) engine.apply(state, PlayoutPolicy.choose(engine.legalActions(state), random))).state();
    }
    List<io.github.mkrules.api.state.PlayerState> players = new ArrayList<>(state.players());
    io.github.mkrules.api.state.PlayerState p = players.get(state.turn().player());
    List<String> hand = new ArrayList<>(p.hand());
    hand.add("wound");
    players.set(p.index(), p.withUnits(List.of(io.github.mkrules.api.state.UnitState.recruited("herbalists")))
        .withHand(hand).withCrystals(new io.github.mkrules.api.state.Crystals(1, 1, 1, 1)));
    io.github.mkrules.api.state.Supply supply = state.supply();
    List<String> regular = new ArrayList<>(supply.regularUnits());
    assertTrue(regular.remove("herbalists"), "a Herbalists card left in the unit deck");
    GameState turn = state.withPlayers(players).withUndo(null)
        .withSupply(supply.withRegularUnits(regular).withWounds(supply.wounds() - 1));
    GameState paying = null;
    for (Action action : engine.legalActions(turn)) {
      if (action instanceof io.github.mkrules.api.action.ActivateUnit) {
        GameState after = ((Result.Applied) engine.apply(turn, action)).state();
        if (engine.status(after).equals(new Status.Decision(p.index(), DecisionKind.PAY_MANA))) {
          paying = after;
        }
      }
    }
    assertTrue(paying != null, "the Heal ability waits for its green mana");
    assertTrue(engine.legalActions(paying).contains(new Pick("crystal:green")));
    assertTrue(!engine.legalActions(paying).contains(new Pick("crystal:red")), "red does not pay green");
    Conformance conformance = new Conformance(engine);
    assertEquals(List.of(), conformance.listedActionsApply(paying));
    assertEquals(List.of(), conformance.unlistedActionsRejected(paying, random));
    assertEquals(List.of(), conformance.viewRedaction(paying, random));
    assertEquals(List.of(), conformance.sampling(paying, random));
    for (Action action : engine.legalActions(paying)) {
      assertEquals(List.of(), conformance.eventsExplainViews(paying, action, (Result.Applied) engine.apply(paying,
          action)));
    }
  }

  /** An engine that takes a pick not on the table (here: any refused pick) as a no-op fails API-REJECT. */
  @Test
  void acceptingABadPickIsCaught() {
    BrokenEngine lax = new BrokenEngine();
    lax.apply((state, action) -> {
      Result r = lax.real().apply(state, action);
      return r.accepted() || !(action instanceof Pick) ? r : new Result.Applied(state, List.of());
    });
    GameState discarding = choiceStates().get(DecisionKind.END_TURN_DISCARD).get(0);
    List<Violation> violations = new Conformance(lax).unlistedActionsRejected(discarding, new SplittableRandom(1));
    assertTrue(violations.stream().anyMatch(v -> v.ruleId().equals("API-REJECT") && v.message().contains("'pick ")),
        violations.toString());
  }
}
