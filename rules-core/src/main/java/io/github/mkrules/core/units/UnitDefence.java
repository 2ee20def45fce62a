package io.github.mkrules.core.units;

import io.github.mkrules.api.content.UnitCard;
import io.github.mkrules.core.engine.Draft;
import java.util.List;

/** A unit's resistances in this turn (R-UNITRES): those printed on its card, or all three after an effect that
 * grants them to every unit for the turn (Altem Guardians). */
public final class UnitDefence {
  /** The turn mark of an effect that gives every unit of the player Physical, Fire and Ice resistance. */
  public static final String ALL_RESISTANCES = "units-resist-all";

  private static final List<String> ALL = List.of("physical", "fire", "ice");

  private UnitDefence() {}

  /**
   * The resistances a unit of the active player has now.
   *
   * @param d the draft
   * @param unit the unit card
   * @return resistance ids
   */
  public static List<String> resistances(Draft d, UnitCard unit) {
    return d.turn.used().contains(ALL_RESISTANCES) ? ALL : unit.resistances();
  }
}
