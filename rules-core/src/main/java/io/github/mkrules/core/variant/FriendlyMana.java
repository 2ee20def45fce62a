package io.github.mkrules.core.variant;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.setup.Variants;

/**
 * Friendlier mana (V-FRIENDLY-04, EX-S2): by Day a gold die may not be used as mana of a colour while an unused
 * die of that colour is in the Source.
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
}
