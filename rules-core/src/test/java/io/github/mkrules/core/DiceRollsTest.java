package io.github.mkrules.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.chance.Chance;
import io.github.mkrules.core.mana.SourceDice;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The chance state found for wanted die rolls makes the engine's own mana die (six faces, one per colour,
 * R-ENDTURN-5.1) roll exactly those colours next, and the search is reproducible.
 */
class DiceRollsTest {
  private static List<ManaColor> rolled(long state, int count) {
    Chance chance = new Chance(state);
    List<ManaColor> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(SourceDice.roll(chance));
    }
    return out;
  }

  @Test
  void theNextRollsAreTheWantedOnes() {
    List<ManaColor> wanted = List.of(ManaColor.GOLD, ManaColor.BLACK, ManaColor.RED, ManaColor.RED, ManaColor.WHITE);
    long state = DiceRolls.stateFor(12345L, wanted);
    assertEquals(wanted, rolled(state, wanted.size()));
    assertEquals(state, DiceRolls.stateFor(12345L, wanted), "the same start finds the same state");
  }

  @Test
  void eightRollsAreFoundAndNineRefused() {
    List<ManaColor> eight = Collections.nCopies(DiceRolls.MAX_ROLLS, ManaColor.BLACK);
    assertEquals(eight, rolled(DiceRolls.stateFor(7L, eight), 8));
    assertThrows(IllegalArgumentException.class,
        () -> DiceRolls.stateFor(7L, Collections.nCopies(DiceRolls.MAX_ROLLS + 1, ManaColor.BLACK)));
  }

  @Test
  void noRollsKeepTheState() {
    assertEquals(99L, DiceRolls.stateFor(99L, List.of()));
  }
}
