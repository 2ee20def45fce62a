package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.Result;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 10: Mana Curse (mana-claim powered) played at Night among three players, then the game played on at random
 * over the other players' turns and the next Round: the kept die and the curse last until the Round ends
 * (R-ROUND-2.2), another player who uses mana of the cursed colour in their turn takes a Wound, and every invariant
 * holds after every action (the kept die is held outside its keeper's turn, R-MANA-3.1).
 */
class RoundEffectsPlaysTest {
  private static final Engine ENGINE = Engine.load();

  @Test
  void theCurseWoundsTheOthersAndEndsWithTheRound() {
    GameState start = position();
    Invariants invariants = Invariants.base();
    SplittableRandom random = new SplittableRandom(20261128L);
    List<String> violations = new ArrayList<>();
    int cursedWounds = 0;
    int cursesPlayed = 0;
    for (int game = 0; game < 20; game++) {
      GameState state = start;
      boolean cursed = false;
      for (int step = 0; step < 400; step++) {
        List<Action> legal = new ArrayList<>(ENGINE.legalActions(state));
        legal.removeIf(a -> a instanceof Undo);
        if (legal.isEmpty()) {
          break;
        }
        Action curse = legal.stream().filter(a -> a instanceof PlayCard p && p.card().equals("mana-claim")
            && p.mode() == CardMode.POWERED).findFirst().orElse(null);
        Action action = curse != null && !cursed ? curse : PlayoutPolicy.choose(state, legal, random);
        Result result = ENGINE.apply(state, action);
        if (!(result instanceof Result.Applied applied)) {
          violations.add("listed action '" + action + "' was rejected: " + result);
          break;
        }
        cursed |= action == curse;
        violations.addAll(invariants.check(applied.state()).stream().map(v -> action + ": " + v).toList());
        violations.addAll(invariants.checkStep(state, applied.state(), applied.events()).stream()
            .map(v -> action + ": " + v).toList());
        int active = state.turn().player();
        boolean cursedNow = state.turn().modifiers().stream().anyMatch(m -> m.startsWith("mana-claim wound-on-mana"));
        if (cursedNow && active != 0 && applied.events().stream().anyMatch(e -> e instanceof Event.ManaUsed)
            && applied.events().stream().anyMatch(e -> e instanceof Event.WoundsTaken w && w.player() == active)) {
          cursedWounds++;
        }
        if (applied.state().round() > start.round()) {
          // R-ROUND-2.2: the kept die is back in the Source, the curse is over
          assertTrue(applied.state().player(0).keptDice().isEmpty(), "kept dice after the Round");
          assertTrue(applied.state().player(0).roundEffects().isEmpty(), "round effects after the Round");
          break;
        }
        state = applied.state();
      }
      cursesPlayed += cursed ? 1 : 0;
    }
    assertEquals(List.of(), violations.stream().limit(10).toList(), "invariants and listed actions");
    assertTrue(cursesPlayed > 0, "Mana Curse was never played");
    assertTrue(cursedWounds > 0, "no other player was wounded for using the cursed colour");
  }

  /** The three-player Night turn of {@code dealt-positions.json}, Mana Claim dealt into the hand. */
  private static GameState position() {
    try (InputStream in = RoundEffectsPlaysTest.class.getResourceAsStream(DealtCardPlays.POSITIONS)) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\"dealt-card\"", "\"mana-claim\"");
      return FixtureLoader.parse(text, DealtCardPlays.POSITIONS).stream()
          .filter(f -> f.id().equals("night-turn-three-players")).map(f -> PositionBuilder.build(ENGINE, f.setup()))
          .findFirst().orElseThrow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
