package io.github.mkrules.core;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.chance.Chance;
import io.github.mkrules.core.mana.SourceDice;
import java.util.List;

/**
 * Chance under control without a hook into the rules: the state of the game's source of chance
 * ({@code GameState.rng}) whose next mana-die rolls show the colours asked for. The rules stay pure: a fixture
 * or a test writes the state found here into its starting position, and the engine rolls as always (re-rolled
 * Source dice, random reward crystals, the Dungeon's roll, Mana Search). Found by search, so only a few rolls
 * can be fixed at once.
 */
public final class DiceRolls {
  /** The most rolls that can be fixed at once: about 6^8 states are tried for eight. */
  public static final int MAX_ROLLS = 8;
  private static final long MAX_TRIES = 1_000_000_000L;

  private DiceRolls() {}

  /**
   * The first state at or after {@code from}, along the generator's own sequence, whose next rolls of a mana
   * die are the given colours, in order.
   *
   * @param from the state to start searching from (the position's own {@code rng}), so the answer is
   *     reproducible
   * @param rolls the colours of the next rolls, at most {@link #MAX_ROLLS}
   * @return the state
   * @throws IllegalArgumentException for more than {@link #MAX_ROLLS} rolls
   */
  public static long stateFor(long from, List<ManaColor> rolls) {
    if (rolls.size() > MAX_ROLLS) {
      throw new IllegalArgumentException("at most " + MAX_ROLLS + " die rolls can be fixed, not " + rolls.size());
    }
    Chance walker = new Chance(from);
    for (long tries = 0; tries < MAX_TRIES; tries++) {
      long candidate = walker.state();
      if (rollsOf(candidate, rolls)) {
        return candidate;
      }
      walker.nextLong();
    }
    throw new IllegalStateException("no chance state gives the rolls " + rolls); // not met for 8 rolls or fewer
  }

  private static boolean rollsOf(long state, List<ManaColor> rolls) {
    Chance chance = new Chance(state);
    for (ManaColor wanted : rolls) {
      if (SourceDice.roll(chance) != wanted) {
        return false;
      }
    }
    return true;
  }
}
