package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.event.PlayMode;
import io.github.mkrules.api.state.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 10, compound plays (R-COMPOUND-1, R-COMPOUND-1.1, R-COMPOUND-1.2): Concentration and Will Focus powered
 * play the powered effect of every other Action card with a powered effect, Basic and Advanced, without its mana.
 * Each card is dealt into the positions of {@code dealt-positions.json} beside the compound card; wherever the
 * compound play is legal it is played, the other card must be told played powered, and the turn goes on at random
 * with every invariant checked after every action.
 */
class CompoundPlaysTest {
  private static final Engine ENGINE = Engine.load();
  private static final int STEPS_AFTER = 30;
  /**
   * The cards whose powered effect itself plays another card: never played through another card
   * (docs/decisions/deed-cards.md, "Compound plays"), which {@link #aCompoundCardIsNotPlayedThroughAnother} checks.
   */
  private static final Set<String> COMPOUND = Set.of("concentration", "will-focus", "maximal-effect");

  @ParameterizedTest
  @ValueSource(strings = {"concentration", "will-focus"})
  void theCompoundCardPlaysThePoweredEffectOfEveryOtherActionCard(String compound) {
    Invariants invariants = Invariants.base();
    SplittableRandom random = new SplittableRandom(20261128L);
    List<String> neverPlayed = new ArrayList<>();
    List<String> violations = new ArrayList<>();
    for (DeedCard card : ENGINE.catalogue().cards()) {
      boolean action = card.type() == DeedCardType.BASIC_ACTION || card.type() == DeedCardType.ADVANCED_ACTION;
      if (!action || card.poweredEffect().isEmpty() || COMPOUND.contains(card.id())) {
        continue;
      }
      if (!playedFromSomePosition(compound, card.id(), invariants, random, violations)) {
        neverPlayed.add(card.id());
      }
    }
    assertEquals(List.of(), violations.stream().limit(10).toList(), "invariants and listed actions");
    assertEquals(List.of(), neverPlayed, "R-COMPOUND-1: cards " + compound + " never played powered");
  }

  @ParameterizedTest
  @ValueSource(strings = {"concentration", "will-focus"})
  void aCompoundCardIsNotPlayedThroughAnother(String compound) {
    String hand = "\"dealt-card\", \"march\", \"rage\", \"promise\", \"concentration\"";
    String dealt = "\"maximal-effect\", \"march\", \"rage\", \"promise\", \"" + compound + "\"";
    Fixture day = FixtureLoader.parse(DealtCardPlays.positions().replace(hand, dealt), DealtCardPlays.POSITIONS).get(0);
    GameState state = PositionBuilder.build(ENGINE, day.setup());
    PlayCard play = new PlayCard(compound, CardMode.POWERED, 0, Optional.of("maximal-effect"));
    Result result = ENGINE.apply(state, play);
    assertTrue(result instanceof Result.Rejected r && r.rejection().ruleId().equals("R-COMPOUND-1"), result::toString);
    assertFalse(ENGINE.legalActions(state).contains(play), "a refused play is not listed");
  }

  private static boolean playedFromSomePosition(String compound, String card, Invariants invariants,
      SplittableRandom random, List<String> violations) {
    String hand = "\"dealt-card\", \"march\", \"rage\", \"promise\", \"concentration\"";
    // a Basic Action the positions' hand holds already is not dealt twice (R-PAREA-4: the hero's Basic Actions)
    String kept = "\"march\", \"rage\", \"promise\", \"" + compound + "\"";
    boolean held = List.of("march", "rage", "promise", "determination").contains(card);
    String dealt = held ? kept : "\"" + card + "\", " + kept;
    String positions = DealtCardPlays.positions().replace(hand, dealt);
    boolean played = false;
    for (Fixture position : FixtureLoader.parse(positions, DealtCardPlays.POSITIONS)) {
      GameState state = PositionBuilder.build(ENGINE, position.setup());
      List<Action> plays = ENGINE.legalActions(state).stream()
          .filter(a -> a instanceof PlayCard p && p.card().equals(compound) && p.mode() == CardMode.POWERED
              && p.with().equals(Optional.of(card)))
          .toList();
      if (plays.isEmpty()) {
        continue;
      }
      Action play = plays.get(random.nextInt(plays.size()));
      String where = position.id() + " " + compound + "+" + card;
      Result result = ENGINE.apply(state, play);
      if (!(result instanceof Result.Applied applied)) {
        violations.add(where + ": the listed compound play was rejected: " + result);
        continue;
      }
      played |= applied.events().contains(new Event.CardPlayed(state.turn().player(), card, PlayMode.POWERED));
      playOn(applied.state(), invariants, random, violations, where);
    }
    return played;
  }

  /**
   * The positions deal a Basic Action beside the hero's starting deck, or the compound card in place of
   * Concentration: R-PAREA-4's conservation of the starting deck does not hold there by construction.
   */
  private static boolean dealtBasicAction(Violation v) {
    return v.ruleId().equals("R-PAREA-4") && v.message().contains("Basic Actions are");
  }

  /** The rest of the turn at random, every invariant checked after every action. */
  private static void playOn(GameState start, Invariants invariants, SplittableRandom random, List<String> violations,
      String where) {
    GameState state = start;
    int player = state.turn().player();
    for (int step = 0; step < STEPS_AFTER && ENGINE.status(state) instanceof Status.Decision d
        && d.player() == player; step++) {
      List<Action> legal = ENGINE.legalActions(state).stream().filter(a -> !(a instanceof Undo)).toList();
      if (legal.isEmpty()) {
        return;
      }
      Action action = PlayoutPolicy.choose(state, legal, random);
      Result result = ENGINE.apply(state, action);
      if (!(result instanceof Result.Applied applied)) {
        violations.add(where + ": listed action '" + action + "' was rejected: " + result);
        return;
      }
      List<Violation> found = new ArrayList<>(invariants.check(applied.state()));
      found.addAll(invariants.checkStep(state, applied.state(), applied.events()));
      found.stream().filter(v -> !dealtBasicAction(v))
          .forEach(v -> violations.add(where + " after '" + action + "': " + v));
      state = applied.state();
    }
  }
}
