package io.github.mkrules.api.action;

import java.util.Optional;

/**
 * Recruit a unit from the Units offer while interacting, paying its Influence cost (R-INTERACT-4.1, R-UNITS-4);
 * with every Command token in use, one of one's units is disbanded to make room (R-UNITS-4.1); or recruit it under a
 * skill token that is a Command token (Norowas' Bonds of Loyalty), which needs no disbanding. Notation
 * {@code recruit <unit> [disband:<i>] [under:<skill>]}, for example {@code recruit peasants},
 * {@code recruit utem-guardsmen disband:0} or {@code recruit peasants under:norowas-bonds-of-loyalty}.
 *
 * @param unit the unit card id, which must lie in the Units offer
 * @param disband the index of the unit disbanded to make room, or {@link #NONE}
 * @param under the skill token the unit goes under, if not an ordinary Command token
 */
public record Recruit(String unit, int disband, Optional<String> under) implements Action {
  /** The value of {@link #disband} that disbands no unit. */
  public static final int NONE = -1;

  /**
   * Checks the parts.
   *
   * @param unit the unit card id
   * @param disband the disbanded unit's index, or {@link #NONE}
   * @param under the skill token, or empty
   * @throws NullPointerException if the id is null
   * @throws IllegalArgumentException if an id is not kebab-case or the index is below -1
   */
  public Recruit {
    Words.id(unit, "unit");
    if (disband < NONE) {
      throw new IllegalArgumentException("disband must be -1 (none) or a unit index from 0, not " + disband);
    }
    under.ifPresent(skill -> Words.id(skill, "skill"));
  }

  /**
   * A recruitment under an ordinary Command token.
   *
   * @param unit the unit card id
   * @param disband the disbanded unit's index, or {@link #NONE}
   */
  public Recruit(String unit, int disband) {
    this(unit, disband, Optional.empty());
  }

  @Override
  public String notation() {
    return "recruit " + unit + (disband == NONE ? "" : " disband:" + disband)
        + under.map(skill -> " under:" + skill).orElse("");
  }
}
