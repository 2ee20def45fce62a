package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.state.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The reference search bot (issue 15, docs/bots.md): it chooses one of the legal actions, the same one for the same
 * state and seed, never {@code undo} while another action is legal (R-UNDO), and searches only states sampled for
 * the player to move ({@code Engine.sample}), never the true state with what that player cannot see.
 */
class MctsBotTest {
  private static final Engine ENGINE = Engine.load();

  /** Mid-turn states of a solo First Reconnaissance game of the playout policy. */
  private static List<GameState> states() {
    return new Simulator(ENGINE).sampleStates(GameConfig.FIRST_RECONNAISSANCE, 1, 2, 3, 21);
  }

  @Test
  void choosesALegalActionReproducibly() {
    MctsBot bot = new MctsBot(ENGINE, 12);
    for (GameState state : states()) {
      List<Action> legal = ENGINE.legalActions(state);
      Action first = bot.choose(state, legal, new SplittableRandom(5));
      assertTrue(legal.contains(first), first.notation());
      assertEquals(first, bot.choose(state, legal, new SplittableRandom(5)), "seeded: the same choice");
      assertTrue(!(first instanceof Undo) || legal.size() == 1, "no undo while another action is legal");
      assertTrue(ENGINE.apply(state, first) instanceof Result.Applied);
    }
    assertTrue(bot.iterationsRun() >= 12 * bot.searches() && bot.searches() > 0);
  }

  /**
   * The bot searches only states sampled for the player to move: the true state, which holds what that player
   * cannot see, is never listed or played on during the search (R-FLOW: hidden information stays hidden).
   */
  @Test
  void theSearchNeverPlaysOnTheTrueState() {
    int searched = 0;
    for (GameState state : states()) {
      if (ENGINE.legalActions(state).stream().filter(a -> !(a instanceof Undo)).count() < 2) {
        continue; // answered without a search
      }
      searched++;
      List<GameState> touched = new ArrayList<>();
      BrokenEngine spy = new BrokenEngine();
      spy.legal(s -> {
        touched.add(s);
        return spy.real().legalActions(s);
      }).apply((s, a) -> {
        touched.add(s);
        return spy.real().apply(s, a);
      });
      new MctsBot(spy, 6).choose(state, ENGINE.legalActions(state), new SplittableRandom(3));
      assertTrue(touched.size() > 6, "the bot searched");
      assertTrue(touched.stream().noneMatch(s -> s == state), "the true state was searched");
    }
    assertTrue(searched > 0);
  }

  @Test
  void aBudgetBelowOneIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new MctsBot(ENGINE, 0));
  }
}
