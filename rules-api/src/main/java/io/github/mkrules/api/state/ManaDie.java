package io.github.mkrules.api.state;

import io.github.mkrules.api.internal.ValueStyle;
import org.immutables.value.Value;
/**
 * One mana die of the Source (R-MANA-3).
 *
 * @param color the colour it shows
 * @param takenBy the index of the player who took it this turn, or -1 while it is in the Source
 */
@ValueStyle
@Value.Builder
public record ManaDie(ManaColor color, int takenBy) implements WithManaDie {
  /**
   * Whether this die is depleted at the given time of day: black by Day, gold at Night (R-MANA-3.3).
   *
   * @param time the time of day
   * @return true if it cannot be used
   */
  public boolean depleted(TimeOfDay time) {
    return time == TimeOfDay.DAY ? color == ManaColor.BLACK : color == ManaColor.GOLD;
  }
}
