package io.github.mkrules.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.mkrules.api.Engine;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.event.PlayMode;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The deed cards a simulation played (issue 10: {@code distinct_deed_cards_played} of 64): Advanced Actions,
 * Spells and Artifacts played basic or powered, each effect once; Basic Actions and sideways plays do not count.
 */
class DeedPlaysTest {
  private static final Set<String> COUNTED = DeedPlays.countedCards(Engine.load().catalogue());

  @Test
  void theBaseGameHasSixtyFourCountedCards() {
    assertEquals(64, COUNTED.size(), "28 Advanced Actions, 20 Spells, 16 Artifacts (deed-cards.md §0.4)");
  }

  @Test
  void eachEffectCountsOnceAndSidewaysOrBasicActionsNotAtAll() {
    DeedPlays plays = DeedPlays.NONE.plus(List.of(
        new Event.CardPlayed(0, "fire-bolt", PlayMode.BASIC),
        new Event.CardPlayed(0, "fire-bolt", PlayMode.POWERED),
        new Event.CardPlayed(1, "fire-bolt", PlayMode.BASIC),
        new Event.CardPlayed(0, "ice-bolt", PlayMode.SIDEWAYS),
        new Event.CardPlayed(0, "rage", PlayMode.POWERED),
        new Event.CardPlayed(0, "ruby-ring", PlayMode.BASIC)), COUNTED);
    assertEquals(Set.of("fire-bolt basic", "fire-bolt powered", "ruby-ring basic"), plays.effects());
    assertEquals(2, plays.distinctCards());
    assertSame(plays, plays.plus(List.of(new Event.CardPlayed(0, "march", PlayMode.BASIC)), COUNTED));
    DeedPlays other = DeedPlays.NONE.plus(List.of(new Event.CardPlayed(0, "fireball", PlayMode.BASIC)), COUNTED);
    assertEquals(3, plays.plus(other).distinctCards());
    assertEquals(4, plays.plus(other).effects().size());
  }
}
