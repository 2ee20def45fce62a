package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.Engine;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Issue 10: every effect of an Advanced Action, Spell or Artifact that the engine interprets is played from
 * positions that deal the card (R-CARDS-1, R-CARDS-3: a card is played basic or powered; R-MANA-1: the powered
 * effect is paid with mana of the card's colour; a Spell's powered effect also with black mana, at Night), and
 * every invariant holds after every action played from there.
 */
class DealtCardPlaysTest {
  private static final Engine ENGINE = Engine.load();

  @Test
  void everyInterpretedEffectIsPlayedFromADealtPositionWithEveryInvariantHolding() {
    Set<String> cards = new TreeSet<>(DeedPlays.countedCards(ENGINE.catalogue()));
    DealtCardPlays result = DealtCardPlays.run(ENGINE, cards, 6, 20261128L);
    assertEquals(List.of(), result.violations().stream().limit(10).toList(), "invariants and listed actions");
    List<String> missing = result.missing(ENGINE, cards);
    assertTrue(missing.isEmpty(), "effects never played from a dealt position: " + missing);
    assertTrue(result.actions() > 0);
  }
}
