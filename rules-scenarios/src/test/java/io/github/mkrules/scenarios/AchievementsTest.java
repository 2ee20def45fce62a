package io.github.mkrules.scenarios;

import static io.github.mkrules.scenarios.States.ENGINE;
import static io.github.mkrules.scenarios.States.start;
import static io.github.mkrules.scenarios.States.withPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.api.state.Phase;
import io.github.mkrules.api.state.PlayerState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The outcome of a finished game: standard achievements scoring with titles (S-GENERAL-34 to S-GENERAL-42,
 * S-FIRST-RECON-08), the ranking, the winners and the returns for bots.
 */
class AchievementsTest {
  /** Plays a game to its end choosing the quickest way on: announce, end the turn, take the first tactic. */
  private static GameState finish(GameState s) {
    for (int guard = 0; guard < 10_000 && s.phase() != Phase.GAME_OVER; guard++) {
      List<Action> legal = ENGINE.legalActions(s);
      Action chosen = legal.get(0);
      for (String prefix : List.of("end-round", "end-turn", "done", "tactic")) {
        for (Action a : legal) {
          if (a.notation().startsWith(prefix) && chosen.notation().startsWith(prefix) == false) {
            chosen = a;
          }
        }
        if (chosen.notation().startsWith(prefix)) {
          break;
        }
      }
      s = ((Result.Applied) ENGINE.apply(s, chosen)).state();
    }
    return s;
  }

  private static Map<String, Integer> sheet(Outcome o, int player) {
    return o.scores().get(player).categories().stream()
        .collect(Collectors.toMap(Outcome.Category::id, Outcome.Category::points));
  }

  private static PlayerState owning(PlayerState p, List<String> extra, int fame, Crystals crystals) {
    List<String> deck = new ArrayList<>(p.deck());
    deck.addAll(extra);
    return p.withDeck(deck).withFame(fame).withCrystals(crystals);
  }

  /**
   * S-GENERAL-34, S-GENERAL-35, S-GENERAL-39, S-GENERAL-42, S-FIRST-RECON-08: the categories and titles of two players; the higher
   * total wins and the returns are +1 and -1.
   */
  @Test
  void twoPlayersScoreTheirAchievementsWithTitles() {
    GameState s = start(5, "arythea", "tovak");
    s = withPlayer(s, 0, p -> owning(p, List.of("fireball", "blood-rage", "wound", "wound"), 2, new Crystals(1, 1, 1, 0)));
    s = withPlayer(s, 1, p -> owning(p, List.of("blood-rage", "ice-bolt", "wound"), 1, Crystals.NONE));
    Outcome o = finish(s).outcome().orElseThrow();
    Map<String, Integer> first = sheet(o, 0);
    Map<String, Integer> second = sheet(o, 1);
    assertEquals(3, first.get("greatest-knowledge"), "one Spell (2) and one Advanced Action (1)");
    assertEquals(2, second.get("greatest-knowledge"), "two Advanced Actions");
    assertEquals(3, first.get("greatest-knowledge-title"), "the sole best gets +3");
    assertEquals(1, first.get("greatest-loot"), "+1 per 2 crystals, rounded down");
    assertEquals(3, first.get("greatest-loot-title"));
    assertEquals(-4, first.get("greatest-beating"), "-2 per Wound");
    assertEquals(-3, first.get("greatest-beating-title"), "the sole worst loses 3 more");
    assertEquals(null, first.get("greatest-leader-title"), "a tie at nothing gives nothing");
    int total0 = o.scores().get(0).total();
    int total1 = o.scores().get(1).total();
    assertEquals(List.of(total0 >= total1 ? 0 : 1, total0 >= total1 ? 1 : 0), o.ranking());
    if (total0 != total1) {
      assertEquals(List.of(o.ranking().get(0)), o.winners());
      assertEquals(1.0, o.returns().get(o.ranking().get(0)));
      assertEquals(-1.0, o.returns().get(o.ranking().get(1)));
    }
  }

  /** S-FIRST-RECON-09: a solo game awards no titles; its return is the score. */
  @Test
  void aSoloGameHasNoTitles() {
    GameState s = withPlayer(start(6, "goldyx"), 0, p -> owning(p, List.of("fireball"), 4, Crystals.NONE));
    Outcome o = finish(s).outcome().orElseThrow();
    assertTrue(sheet(o, 0).keySet().stream().noneMatch(k -> k.endsWith("-title")));
    assertEquals(List.of(0), o.winners());
    assertEquals((double) o.scores().get(0).total(), o.returns().get(0));
    assertEquals(o, ENGINE.view(finish(s), 0).outcome().orElseThrow(), "the view shows the outcome");
  }
}
