package io.github.mkrules.core.units;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.engine.Draft;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code special} effects of the effect language that only units have, which act on the activated unit or on
 * the player's other units: {@code wound-this-unit} (the unit becomes Wounded after its ability, Utem Swordsmen),
 * {@code ready-unit N} (ready another Spent unit of level N or less, R-UNITS-6, Herbalists) and
 * {@code units-resist-all} (every unit has Physical, Fire and Ice resistance this turn, Altem Guardians).
 */
public final class UnitEffects {
  static final String WOUND_SELF = "wound-this-unit";
  static final String READY_UNIT = "ready-unit";
  static final String RESIST_ALL = "units-resist-all";
  private static final String READY_CONTEXT = "ready";

  private UnitEffects() {}

  /**
   * Whether an atom is a unit special.
   *
   * @param atom the atom
   * @return true for the specials this class resolves
   */
  static boolean owns(Effect atom) {
    if (!(atom instanceof Effect.Special)) {
      return false;
    }
    String id = ((Effect.Special) atom).id();
    return id.equals(WOUND_SELF) || id.equals(READY_UNIT) || id.equals(RESIST_ALL);
  }

  /**
   * Whether a unit special does something now: a unit to ready must exist (R-UNITS-6).
   *
   * @param d the draft
   * @param atom the special
   * @param self the activated unit's index
   * @return true if usable
   */
  static boolean usable(Draft d, Effect.Special atom, int self) {
    return !atom.id().equals(READY_UNIT) || !readyTargets(d, atom, self).isEmpty();
  }

  /**
   * Resolves a unit special for the activated unit.
   *
   * @param d the draft
   * @param atom the special
   * @param self the activated unit's index
   */
  static void resolve(Draft d, Effect.Special atom, int self) {
    int p = d.turn.player();
    switch (atom.id()) {
      case WOUND_SELF:
        UnitArea.wound(d, p, self, 1);
        break;
      case RESIST_ALL:
        d.turn = d.turn.withUsed(UnitDefence.ALL_RESISTANCES);
        break;
      default:
        List<String> targets = readyTargets(d, atom, self);
        if (targets.size() == 1) {
          ready(d, Integer.parseInt(targets.get(0)));
        } else {
          Choices.ask(d, Choices.of(p, DecisionKind.CHOOSE_UNIT, "R-UNITS-6", targets, 1, 1)
              .context(List.of(READY_CONTEXT)).build());
        }
        break;
    }
  }

  /** The other Spent units of level N or less, as index strings, sorted. */
  private static List<String> readyTargets(Draft d, Effect.Special atom, int self) {
    int maxLevel = Integer.parseInt(atom.args().get(0));
    List<String> out = new ArrayList<>();
    List<UnitState> units = d.active().units();
    for (int i = 0; i < units.size(); i++) {
      if (i != self && !units.get(i).ready() && d.content.unit(units.get(i).unit()).level() <= maxLevel) {
        out.add(Integer.toString(i));
      }
    }
    out.sort(null);
    return out;
  }

  private static void ready(Draft d, int index) {
    UnitArea.set(d, d.turn.player(), index, d.active().units().get(index).withReady(true));
    d.emit(new Event.UnitReadied(d.turn.player(), index));
  }

  /**
   * Finishes a choice of unit: the unit picked is readied.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    ready(d, Integer.parseInt(choice.picked().get(0)));
  }
}
