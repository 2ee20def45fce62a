package io.github.mkrules.api.action;

/**
 * Recruit a unit from the Units offer while interacting, paying its Influence cost (R-INTERACT-4.1, R-UNITS-4);
 * with every Command token in use, one of one's units is disbanded to make room (R-UNITS-4.1). Notation
 * {@code recruit <unit> [disband:<i>]}, for example {@code recruit peasants} or
 * {@code recruit utem-guardsmen disband:0}.
 *
 * @param unit the unit card id, which must lie in the Units offer
 * @param disband the index of the unit disbanded to make room, or {@link #NONE}
 */
public record Recruit(String unit, int disband) implements Action {
  /** The value of {@link #disband} that disbands no unit. */
  public static final int NONE = -1;

  /**
   * Checks the parts.
   *
   * @param unit the unit card id
   * @param disband the disbanded unit's index, or {@link #NONE}
   * @throws NullPointerException if the id is null
   * @throws IllegalArgumentException if the id is not kebab-case or the index is below -1
   */
  public Recruit {
    Words.id(unit, "unit");
    if (disband < NONE) {
      throw new IllegalArgumentException("disband must be -1 (none) or a unit index from 0, not " + disband);
    }
  }

  @Override
  public String notation() {
    return disband == NONE ? "recruit " + unit : "recruit " + unit + " disband:" + disband;
  }
}
