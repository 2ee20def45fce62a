package io.github.mkrules.core.variant;

import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.setup.Variants;

/**
 * Darkness Approaches (V-DAYNIGHT-02): after each Day two mana dice are rolled; a black one brings the Night, which
 * then lasts to the end of the game; otherwise another Day follows. Without the variant Day and Night alternate
 * (R-ROUND-2.1).
 */
public final class DarknessApproaches {
  private DarknessApproaches() {}

  /**
   * The time of day of the next round.
   *
   * @param d the draft, at round preparation
   * @return Day or Night
   */
  public static TimeOfDay next(Draft d) {
    if (!Variants.is(d.config, Variants.DARKNESS, "yes")) {
      return d.time.flip();
    }
    if (d.time == TimeOfDay.NIGHT) {
      return TimeOfDay.NIGHT;
    }
    boolean black = SourceDice.roll(d.chance) == ManaColor.BLACK;
    black |= SourceDice.roll(d.chance) == ManaColor.BLACK;
    return black ? TimeOfDay.NIGHT : TimeOfDay.DAY;
  }
}
