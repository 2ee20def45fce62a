package io.github.mkrules.core.variant;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.setup.Variants;

/**
 * Friendlier mana (V-FRIENDLY-04, EX-S2): by Day a gold die may not be used as mana of a colour while an unused
 * die of that colour is in the Source, nor rerolled (Mana Search) or turned to another face (Mana Draw) while a
 * die that is not gold is in the Source. Both halves hold by Day only (docs/decisions/scenarios.md): at Night a
 * gold die is depleted and Mana Search must reroll it first (R-MANA-3.3).
 */
public final class FriendlyMana {
  private FriendlyMana() {}

  /**
   * Whether the variant refuses a die as payment.
   *
   * @param d the draft
   * @param die the die's index
   * @param shown the colour it shows
   * @param needed the colour it is used as
   * @param drawnDie a die the effect itself takes, or -1
   * @return true if a gold die stands for a colour another die of the Source shows
   */
  public static boolean refuses(Draft d, int die, ManaColor shown, ManaColor needed, int drawnDie) {
    if (shown != ManaColor.GOLD || needed == ManaColor.GOLD || d.rulesTime() != TimeOfDay.DAY
        || !Variants.is(d.config, Variants.FRIENDLY_MANA, "yes")) {
      return false;
    }
    for (int i = 0; i < d.source.size(); i++) {
      ManaDie other = d.source.get(i);
      if (i != die && i != drawnDie && other.takenBy() < 0 && other.color() == needed) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the variant keeps a die from being rerolled or turned by an effect.
   *
   * @param d the draft
   * @param die the die's index
   * @return true for a gold die while a die of another colour is in the Source, by Day
   */
  public static boolean keepsFace(Draft d, int die) {
    if (d.source.get(die).color() != ManaColor.GOLD || d.rulesTime() != TimeOfDay.DAY
        || !Variants.is(d.config, Variants.FRIENDLY_MANA, "yes")) {
      return false;
    }
    for (ManaDie other : d.source) {
      if (other.takenBy() < 0 && other.color() != ManaColor.GOLD) {
        return true;
      }
    }
    return false;
  }

  /**
   * The rejection of a die the variant keeps from being rerolled or turned.
   *
   * @param die the die's index
   * @return the rejection
   */
  public static io.github.mkrules.api.Rejection keptFace(int die) {
    return io.github.mkrules.api.Rejection.of(io.github.mkrules.api.RejectionCode.NOT_ON_OFFER, "V-FRIENDLY-04",
        "die " + die + " shows gold and may not be rerolled or turned while a die of another colour is in the Source");
  }
}
