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
 * {@code units-resist-all} (every unit has Physical, Fire and Ice resistance this turn, Altem Guardians); and
 * {@code heal-unit} (one Wound of one wounded unit is healed, R-WOUND-3.3(iv), Norowas' Inspiration). Skills use
 * {@code ready-unit} and {@code heal-unit} too, with no unit of their own.
 */
public final class UnitEffects {
  static final String WOUND_SELF = "wound-this-unit";
  static final String READY_UNIT = "ready-unit";
  static final String RESIST_ALL = "units-resist-all";
  static final String HEAL_UNIT = "heal-unit";
  /** The unit index of an effect that no unit gives (a skill). */
  public static final int NO_UNIT = -1;
  private static final String READY_CONTEXT = "ready";
  private static final String HEAL_CONTEXT = "heal";

  private UnitEffects() {}

  /**
   * Whether an atom is a unit special.
   *
   * @param atom the atom
   * @return true for the specials this class resolves
   */
  public static boolean owns(Effect atom) {
    if (!(atom instanceof Effect.Special)) {
      return false;
    }
    String id = ((Effect.Special) atom).id();
    return id.equals(WOUND_SELF) || id.equals(READY_UNIT) || id.equals(RESIST_ALL) || id.equals(HEAL_UNIT);
  }

  /**
   * Whether a unit special does something now: a unit to ready must exist (R-UNITS-6).
   *
   * @param d the draft
   * @param atom the special
   * @param self the activated unit's index
   * @return true if usable
   */
  public static boolean usable(Draft d, Effect.Special atom, int self) {
    if (atom.id().equals(HEAL_UNIT)) {
      return !healTargets(d).isEmpty();
    }
    return !atom.id().equals(READY_UNIT) || !readyTargets(d, atom, self).isEmpty();
  }

  /**
   * Resolves a unit special for the activated unit.
   *
   * @param d the draft
   * @param atom the special
   * @param self the activated unit's index
   */
  public static void resolve(Draft d, Effect.Special atom, int self) {
    int p = d.turn.player();
    switch (atom.id()) {
      case WOUND_SELF:
        UnitArea.wound(d, p, self, 1);
        break;
      case RESIST_ALL:
        d.turn = d.turn.withUsed(UnitDefence.ALL_RESISTANCES);
        break;
      case HEAL_UNIT:
        pickUnit(d, p, healTargets(d), "R-WOUND-3.3", HEAL_CONTEXT);
        break;
      default:
        pickUnit(d, p, readyTargets(d, atom, self), "R-UNITS-6", READY_CONTEXT);
        break;
    }
  }

  /** The only unit the effect can act on takes it at once; among several the player picks one. */
  private static void pickUnit(Draft d, int p, List<String> targets, String rule, String context) {
    if (targets.size() > 1) {
      Choices.ask(d, Choices.of(p, DecisionKind.CHOOSE_UNIT, rule, targets, 1, 1).context(List.of(context)).build());
    } else if (context.equals(HEAL_CONTEXT)) {
      heal(d, p, Integer.parseInt(targets.get(0)));
    } else {
      ready(d, p, Integer.parseInt(targets.get(0)));
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

  /** The wounded units, as index strings, sorted. */
  private static List<String> healTargets(Draft d) {
    List<String> out = new ArrayList<>();
    List<UnitState> units = d.active().units();
    for (int i = 0; i < units.size(); i++) {
      if (units.get(i).wounds() > 0) {
        out.add(Integer.toString(i));
      }
    }
    out.sort(null);
    return out;
  }

  /** R-WOUND-3.3(iv): an effect that heals a unit heals one Wound on it. */
  private static void heal(Draft d, int p, int index) {
    UnitArea.healOne(d, p, index);
  }

  private static void ready(Draft d, int p, int index) {
    UnitArea.set(d, p, index, d.players[p].units().get(index).withReady(true));
    d.emit(new Event.UnitReadied(p, index));
  }

  /**
   * Finishes a choice of unit: the unit picked is readied, or healed. The units are those of the choice's player,
   * who need not be the active one (a choice forced by another player's effect).
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    int index = Integer.parseInt(choice.picked().get(0));
    if (choice.context().contains(HEAL_CONTEXT)) {
      heal(d, choice.player(), index);
    } else {
      ready(d, choice.player(), index);
    }
  }
}
