package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.PlayerSetup;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.state.GameState;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The examples of docs/bots.md run as written: the search bot in Java is this class's {@link #search} (the page
 * shows its lines), and the worked example of chance through {@code Engine.sample} finds the numbers the page gives
 * (R-ENDTURN-7: the hand is drawn up to its limit from the deck, whose order the player does not know).
 */
class BotsDocsTest {
  private static final Engine ENGINE = Engine.load();
  private static final Path PAGE = Path.of("..", "docs", "bots.md");

  // docs/bots.md: search-bot begins
  /** Determinized flat Monte Carlo: every legal action is tried in sampled worlds and played out at random. */
  static Action search(Engine engine, GameState state, int samples, SplittableRandom random) {
    int me = ((Status.Decision) engine.status(state)).player();
    List<Action> legal = engine.legalActions(state);
    double[] total = new double[legal.size()];
    for (int i = 0; i < samples; i++) {
      GameState world = engine.sample(state, me, random.nextLong()); // deal again what `me` cannot see
      for (int a = 0; a < legal.size(); a++) {
        GameState s = engine.apply(world, legal.get(a)).orThrow();
        while (s.outcome().isEmpty()) { // play on at random to the end of the game
          List<Action> next = engine.legalActions(s);
          s = engine.apply(s, next.get(random.nextInt(next.size()))).orThrow();
        }
        total[a] += s.outcome().get().returns().get(me); // the Outcome's return of `me`
      }
    }
    int best = 0;
    for (int a = 1; a < total.length; a++) {
      best = total[a] > total[best] ? a : best;
    }
    return legal.get(best);
  }
  // docs/bots.md: search-bot ends

  private static GameState play(GameState state, String... actions) {
    GameState s = state;
    for (String action : actions) {
      s = ENGINE.apply(s, ActionNotation.parse(action)).orThrow();
    }
    return s;
  }

  /** The Java search bot of the page chooses a legal action, and the page shows its lines as they are here. */
  @Test
  void theSearchBotOfThePageRuns() throws IOException {
    GameState state = ENGINE.start(Simulator.config(GameConfig.FIRST_RECONNAISSANCE, 1, 4));
    state = play(state, "tactic early-bird");
    Action chosen = search(ENGINE, state, 1, new SplittableRandom(1));
    assertTrue(ENGINE.legalActions(state).contains(chosen), chosen.notation());
    List<String> source = Files.readAllLines(Path.of("src", "test", "java", "io", "github", "mkrules", "testkit",
        "BotsDocsTest.java"), StandardCharsets.UTF_8);
    List<String> method = new ArrayList<>();
    boolean inside = false;
    for (String line : source) {
      if (line.contains("docs/bots.md: search-bot " + "ends")) {
        break;
      }
      if (inside) {
        method.add(line.strip());
      }
      inside |= line.contains("docs/bots.md: search-bot " + "begins");
    }
    List<String> shown = new ArrayList<>();
    String page = Files.readString(PAGE, StandardCharsets.UTF_8);
    String block = page.substring(page.indexOf("```java\n", page.indexOf("## A search bot in Java")) + 8);
    for (String line : block.substring(0, block.indexOf("```")).split("\n")) {
      shown.add(line.strip());
    }
    assertTrue(String.join("\n", shown).contains(String.join("\n", method)), "docs/bots.md shows search()");
  }

  /**
   * The worked example of the page: after three cards played sideways, the end of the turn draws three cards
   * from an 11-card deck that holds 2 Stamina. The true state has one order of the deck; a thousand samples for the
   * player deal it again, keep the view, and draw at least one Stamina about as often as 1 - C(9,3)/C(11,3) =
   * 81/165 = 0.491 predicts.
   */
  @Test
  void chanceIsReachedThroughSamples() {
    GameState state = ENGINE.start(GameConfig.builder().scenario(GameConfig.FIRST_RECONNAISSANCE)
        .players(List.of(PlayerSetup.of("tovak"))).seed(7).build());
    state = play(state, "tactic early-bird", "sideways march move", "sideways swiftness move", "sideways rage move");
    assertEquals(11, state.player(0).deck().size());
    assertEquals(2, state.player(0).deck().stream().filter("stamina"::equals).count());
    List<String> drawn = play(state, "end-turn", "done").player(0).hand();
    assertEquals(state.player(0).deck().subList(0, 3), drawn.subList(2, 5), "the true state draws its deck's top");
    int stamina = 0;
    for (long seed = 1; seed <= 1000; seed++) {
      GameState sample = ENGINE.sample(state, 0, seed);
      assertEquals(ENGINE.view(state, 0), ENGINE.view(sample, 0));
      stamina += play(sample, "end-turn", "done").player(0).hand().contains("stamina") ? 1 : 0;
    }
    assertEquals(81.0 / 165, stamina / 1000.0, 0.03);
  }
}
