package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Terrain;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code travel N [cost M] [avoid T/T] [assault]}: the hero moves at once up to N revealed spaces, terrain ignored,
 * to a space the player picks; each space costs M Move points (0 when not given); the spaces of terrains T may be
 * neither entered nor crossed; the move provokes no rampaging enemy (R-MOVE-4.3) and must end on a safe space
 * (R-MOVE-7.4), or with {@code assault} on a fortified site it assaults, its fortifications ignored, going back to
 * the starting space on a withdrawal (Wings of Wind, Underground Travel, Underground Attack).
 *
 * @param spaces the most spaces, 1 to {@link Effect#MAX_AMOUNT}
 * @param cost the Move points per space, 0 to {@link Effect#MAX_AMOUNT}
 * @param avoid the terrains that may not be entered or crossed, none when empty
 * @param assault whether the move must end on a fortified site and assault it
 */
public record Travel(int spaces, int cost, List<Terrain> avoid, boolean assault) implements Effect.Word {
  /** The word of {@link #assault}. */
  public static final String ASSAULT = "assault";

  /**
   * Checks the numbers.
   *
   * @param spaces the most spaces
   * @param cost the Move points per space
   * @param avoid the terrains avoided
   * @param assault whether it ends in an assault
   */
  public Travel {
    Words.checkAmount("travel spaces", spaces, 1);
    Words.checkAmount("travel cost", cost, 0);
    avoid = List.copyOf(avoid);
  }

  @Override
  public String toString() {
    return "travel " + spaces + (cost > 0 ? " cost " + cost : "")
        + (avoid.isEmpty() ? "" : " avoid " + avoid.stream().map(Terrain::id).collect(Collectors.joining("/")))
        + (assault ? " " + ASSAULT : "");
  }
}
