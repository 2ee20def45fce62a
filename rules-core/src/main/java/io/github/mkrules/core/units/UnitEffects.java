package io.github.mkrules.core.units;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.cards.PlaySteps;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.effect.ReadyUnit;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.engine.Draft;
import java.util.ArrayList;
import java.util.List;

/**
 * The effects that act on the activated unit or on the player's other units: the {@code special} effects only
 * units have, {@code wound-this-unit} (the unit becomes Wounded after its ability, Utem Swordsmen) and
 * {@code units-resist-all} (every unit has Physical, Fire and Ice resistance this turn, Altem Guardians), and the
 * word {@code ready-unit N} (ready a Spent unit of level N or less, R-UNITS-6), which a unit's ability (the
 * Herbalists, never readying itself) and a card (Regeneration) share.
 */
public final class UnitEffects {
  static final String WOUND_SELF = "wound-this-unit";
  static final String RESIST_ALL = "units-resist-all";
  /** The context of a choice that only readies a unit. */
  public static final String READY_CONTEXT = "ready";
  /** The step of a card's {@code ready-unit N heal}: the readied unit is healed too (Energy Steal). */
  public static final String READY_AND_HEAL = "ready-heal";
  /** The unit index of an effect that no unit gives (a skill). */
  public static final int NO_UNIT = -1;
  private static final String HEAL_CONTEXT = "heal";
  /** The step of a card's {@code ready-units N}; the context goes on with the atom's index and the levels left. */
  public static final String READY_LEVELS = "ready-levels";

  private UnitEffects() {}

  /**
   * Whether an atom is a unit special.
   *
   * @param atom the atom
   * @return true for the specials this class resolves
   */
  static boolean owns(Effect atom) {
    if (atom instanceof ReadyUnit) {
      return true;
    }
    if (!(atom instanceof Effect.Special)) {
      return false;
    }
    String id = ((Effect.Special) atom).id();
    return id.equals(WOUND_SELF) || id.equals(RESIST_ALL);
  }

  /**
   * Whether a unit special does something now: a unit to ready must exist (R-UNITS-6).
   *
   * @param d the draft
   * @param atom the special
   * @param self the activated unit's index
   * @return true if usable
   */
  public static boolean usable(Draft d, Effect atom, int self) {
    return !(atom instanceof ReadyUnit) || !readyTargets(d, ((ReadyUnit) atom).maxLevel(), self).isEmpty();
  }

  /**
   * Resolves a unit special for the activated unit.
   *
   * @param d the draft
   * @param atom the special
   * @param self the activated unit's index
   */
  static void resolve(Draft d, Effect atom, int self) {
    int p = d.turn.player();
    if (atom instanceof ReadyUnit) {
      readyOne(d, ((ReadyUnit) atom).maxLevel(), self, List.of(READY_CONTEXT));
    } else if (((Effect.Special) atom).id().equals(WOUND_SELF)) {
      UnitArea.wound(d, p, self, 1);
    } else {
      d.turn = d.turn.withUsed(UnitDefence.ALL_RESISTANCES);
    }
  }

  /**
   * Readies one Spent unit of level N or less (R-UNITS-6): at once when only one can be readied, else the player
   * picks it ({@link DecisionKind#CHOOSE_UNIT}); nothing when none can.
   *
   * @param d the draft
   * @param maxLevel the highest level
   * @param self the unit whose ability it is, which is never readied, or -1 for a card
   * @param context the choice's context, which tells {@link #finish} what to go on with
   * @return true if a choice was asked
   */
  public static boolean readyOne(Draft d, int maxLevel, int self, List<String> context) {
    List<String> targets = readyTargets(d, maxLevel, self);
    if (targets.size() == 1) {
      ready(d, d.turn.player(), Integer.parseInt(targets.get(0)));
      healIfAsked(d, d.turn.player(), Integer.parseInt(targets.get(0)), context);
    } else if (targets.size() > 1) {
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CHOOSE_UNIT, "R-UNITS-6", targets, 1, 1)
          .context(context).build());
      return true;
    }
    return false;
  }

  /**
   * {@code ready-units N} (Rebirth): the player picks Spent units one at a time, each of a level within the levels
   * left, or stops (R-UNITS-6); nothing is asked when no unit fits.
   *
   * @param d the draft
   * @param levels the levels left
   * @param context the play's notation, {@link #READY_LEVELS} and the atom's index
   * @return true if a choice was asked
   */
  public static boolean readyLevels(Draft d, int levels, List<String> context) {
    List<String> targets = readyTargets(d, levels, NO_UNIT);
    if (targets.isEmpty()) {
      return false;
    }
    List<String> next = new ArrayList<>(context.subList(0, 3));
    next.add(Integer.toString(levels));
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CHOOSE_UNIT, "R-UNITS-6", targets, 0, 1)
        .context(next).build());
    return true;
  }

  /** A unit of {@code ready-units} picked (or none): readied, then the next pick or the rest of the play. */
  private static void finishLevels(Draft d, PendingChoice choice) {
    List<String> context = choice.context();
    if (!choice.picked().isEmpty()) {
      int index = Integer.parseInt(choice.picked().get(0));
      int left = Integer.parseInt(context.get(3)) - d.content.unit(d.active().units().get(index).unit()).level();
      ready(d, choice.player(), index);
      if (readyLevels(d, left, context)) {
        return;
      }
    }
    PlaySteps.resume(d, context);
  }

  /** The other Spent units of level N or less, as index strings, sorted. */
  private static List<String> readyTargets(Draft d, int maxLevel, int self) {
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

  /**
   * Readies every Spent unit of the active player ({@code ready-all-units}, R-UNITS-6; Banner of Courage strong).
   *
   * @param d the draft
   */
  public static void readyAll(Draft d) {
    int p = d.turn.player();
    for (int i = 0; i < d.active().units().size(); i++) {
      if (!d.active().units().get(i).ready()) {
        ready(d, p, i);
      }
    }
  }

  /** Energy Steal: the unit readied is healed of every Wound too (R-WOUND-3.3(iv)). */
  private static void healIfAsked(Draft d, int p, int index, List<String> context) {
    if (context.size() > 1 && context.get(1).equals(READY_AND_HEAL)) {
      while (d.players[p].units().get(index).wounds() > 0) {
        UnitArea.healOne(d, p, index);
      }
    }
  }

  private static void ready(Draft d, int p, int index) {
    UnitArea.set(d, p, index, d.players[p].units().get(index).withReady(true));
    d.emit(new Event.UnitReadied(p, index));
  }

  /**
   * Whether one of the active player's units is wounded, for {@code heal-unit}.
   *
   * @param d the draft
   * @return true if a unit can be healed
   */
  public static boolean canHeal(Draft d) {
    return !healTargets(d).isEmpty();
  }

  /**
   * {@code heal-unit}: one Wound of one wounded unit is healed (R-WOUND-3.3(iv)), at once when only one unit is
   * wounded, else the player picks it.
   *
   * @param d the draft
   */
  public static void healOne(Draft d) {
    List<String> targets = healTargets(d);
    if (targets.size() == 1) {
      UnitArea.healOne(d, d.turn.player(), Integer.parseInt(targets.get(0)));
    } else if (targets.size() > 1) {
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CHOOSE_UNIT, "R-WOUND-3.3", targets, 1, 1)
          .context(List.of(HEAL_CONTEXT)).build());
    }
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
    return out;
  }

  /**
   * Finishes a choice of unit: the unit picked is readied, or healed. The units are those of the choice's player,
   * who need not be the active one (a choice forced by another player's effect).
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    if (FreeUnits.owns(choice)) {
      FreeUnits.finish(d, choice);
      return;
    }
    if (choice.context().size() > 1 && choice.context().get(1).equals(READY_LEVELS)) {
      finishLevels(d, choice);
      return;
    }
    int index = Integer.parseInt(choice.picked().get(0));
    if (choice.context().get(0).equals(HEAL_CONTEXT)) {
      UnitArea.healOne(d, choice.player(), index);
      return;
    }
    ready(d, choice.player(), index);
    healIfAsked(d, choice.player(), index, choice.context());
    if (!choice.context().get(0).equals(READY_CONTEXT)) {
      PlaySteps.resume(d, choice.context()); // a card's effect goes on after its unit is readied
    }
  }
}
