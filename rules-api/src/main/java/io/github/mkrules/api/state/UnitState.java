package io.github.mkrules.api.state;

import io.github.mkrules.api.internal.ValueStyle;
import org.immutables.value.Value;

/**
 * A recruited unit in a hero's unit area (R-UNITS-3).
 *
 * @param unit the unit card id
 * @param ready whether it is Ready (its Command token above the card), else Spent (R-UNITS-3.1, R-UNITS-3.2)
 * @param wounds the Wound cards lying on it: 0 unwounded, 1 Wounded, 2 after a Poison attack (R-UNITS-3.3,
 *     R-COMBAT-DMG-6.1)
 * @param banner the Banner artifact assigned to it, if any (R-UNITS-8)
 * @param bannerFlipped whether that Banner lies face down until the next round (Banner of Courage, R-ROUND-2.7(i))
 * @param bonded whether it lies under Norowas' Bonds of Loyalty token, the skill that is a Command token: it cost 5
 *     Influence less, may be used where units may not, and cannot be disbanded (heroes-skills-tactics §2.1)
 */
@ValueStyle
@Value.Builder
public record UnitState(String unit, boolean ready, int wounds, java.util.Optional<String> banner, boolean bannerFlipped,
    boolean bonded) implements WithUnitState {
  /**
   * Checks the Wound count.
   *
   * @param unit the unit card id
   * @param ready whether it is Ready
   * @param wounds the Wounds on it
   * @param banner the Banner assigned to it
   * @param bannerFlipped whether the Banner lies face down
   * @param bonded whether it lies under the Bonds of Loyalty token
   * @throws IllegalArgumentException if the Wound count is negative, or a missing Banner lies face down
   */
  public UnitState {
    java.util.Objects.requireNonNull(unit, "unit");
    java.util.Objects.requireNonNull(banner, "banner");
    if (wounds < 0) {
      throw new IllegalArgumentException("a unit cannot carry " + wounds + " Wounds");
    }
    if (bannerFlipped && banner.isEmpty()) {
      throw new IllegalArgumentException("only a Banner assigned to the unit can lie face down");
    }
  }

  /**
   * A unit without a Banner, under an ordinary Command token.
   *
   * @param unit the unit card id
   * @param ready whether it is Ready
   * @param wounds the Wounds on it
   */
  public UnitState(String unit, boolean ready, int wounds) {
    this(unit, ready, wounds, java.util.Optional.empty(), false, false);
  }

  /**
   * A newly recruited unit: Ready and unwounded (R-UNITS-4).
   *
   * @param unit the unit card id
   * @return the unit
   */
  public static UnitState recruited(String unit) {
    return new UnitState(unit, true, 0);
  }

  /** @return whether a Wound lies on it (R-UNITS-3.3): it cannot be activated nor take damage (R-WOUND-2.1) */
  public boolean wounded() {
    return wounds > 0;
  }
}
