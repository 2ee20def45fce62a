package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 10: the interactive Spells (Mana Meltdown, Mind Read, Energy Flow; V-FRIENDLY-01, S-GENERAL-26) and the
 * Source and offer cards Mana Storm and Learning, dealt into a Night turn of three players and played at random
 * with the decisions they give the other players: every effect is played (R-CARDS-3.2: a Spell's powered effect
 * with black mana at Night) and every invariant holds after every action.
 */
class InteractiveDeedPlaysTest {
  private static final Engine ENGINE = Engine.load();
  private static final List<String> CARDS = List.of("mana-meltdown", "mind-read", "energy-flow", "mana-storm",
      "learning");

  @Test
  void theInteractiveSpellsArePlayedAmongThreePlayersWithEveryInvariantHolding() {
    DealtCardPlays result = DealtCardPlays.run(ENGINE, CARDS, 30, 20261128L,
        id -> id.equals("night-turn-three-players"));
    assertEquals(List.of(), result.violations().stream().limit(10).toList(), "invariants and listed actions");
    List<String> missing = result.missing(ENGINE, CARDS);
    assertTrue(missing.isEmpty(), "effects never played: " + missing);
  }
}
