package io.github.mkrules.core.units;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.List;

/**
 * A player's unit area (R-UNITS-2, R-UNITS-3): Command tokens, units joining and leaving, Wounds laid on units
 * and taken off them. Every change is told by an event.
 */
public final class UnitArea {
  private UnitArea() {}

  /**
   * R-UNITS-3, R-PAREA-3: the Command tokens of a player's level, and Norowas' Bonds of Loyalty, which lies in the
   * unit area as one more (heroes-skills-tactics §2.1).
   *
   * @param d the draft
   * @param player the player
   * @return how many units the player may have
   */
  public static int commandTokens(Draft d, PlayerState player) {
    return d.content.levels().row(player.level()).commandTokens()
        + (player.skills().contains(BONDS_OF_LOYALTY) ? 1 : 0);
  }

  /** The skill whose token is a Command token. */
  public static final String BONDS_OF_LOYALTY = "norowas-bonds-of-loyalty";

  /** The Influence a unit recruited under Bonds of Loyalty costs less (heroes-skills-tactics §2.1). */
  public static final int BONDS_DISCOUNT = 5;

  /**
   * Whether an ordinary Command token, one of the level's (R-UNITS-3, R-PAREA-3), is free for one more unit; the
   * unit under Bonds of Loyalty does not use one.
   *
   * @param d the draft
   * @param player the player
   * @return true if fewer units than the level's Command tokens lie under them
   */
  public static boolean freeToken(Draft d, PlayerState player) {
    long ordinary = player.units().stream().filter(u -> !u.bonded()).count();
    return ordinary < d.content.levels().row(player.level()).commandTokens();
  }

  /**
   * Whether a unit may be recruited under a skill token: the player has Bonds of Loyalty and no unit lies under
   * it (heroes-skills-tactics §2.1).
   *
   * @param player the player
   * @param skill the skill token named
   * @return true if the token is a Command token with no unit under it
   */
  public static boolean skillTokenFree(PlayerState player, String skill) {
    return skill.equals(BONDS_OF_LOYALTY) && player.skills().contains(skill)
        && player.units().stream().noneMatch(UnitState::bonded);
  }

  /**
   * A new unit, Ready and unwounded, joins the end of the unit area (R-UNITS-4).
   *
   * @param d the draft
   * @param p the player index
   * @param unit the unit card id
   * @param influence the Influence paid for it, for the event
   * @param bonded whether it goes under Bonds of Loyalty
   */
  public static void gain(Draft d, int p, String unit, int influence, boolean bonded) {
    PlayerState player = d.players[p];
    d.players[p] = player.withUnits(Lists.with(player.units(), UnitState.recruited(unit).withBonded(bonded)));
    d.emit(new Event.UnitRecruited(p, unit, influence, bonded));
  }

  /**
   * A unit leaves the game: disbanded (R-UNITS-4.1) or destroyed (R-COMBAT-DMG-6.2). Its Wounds go back to the
   * Wound deck; the card goes out of the game. The units after it move down one index, and so do the indices the
   * combat keeps.
   *
   * @param d the draft
   * @param p the player index
   * @param index the unit's index
   * @param destroyed true in combat, false when disbanded
   */
  public static void remove(Draft d, int p, int index, boolean destroyed) {
    PlayerState player = d.players[p];
    UnitState unit = player.units().get(index);
    List<UnitState> units = new ArrayList<>(player.units());
    units.remove(index);
    d.players[p] = player.withUnits(units);
    d.wounds += unit.wounds();
    d.removedUnits = Lists.with(d.removedUnits, unit.unit());
    CombatState c = Combats.get(d);
    if (c != null && d.turn.player() == p && !c.unitsResisted().isEmpty()) {
      List<Integer> shifted = new ArrayList<>();
      for (int i : c.unitsResisted()) {
        if (i != index) {
          shifted.add(i > index ? i - 1 : i);
        }
      }
      Combats.set(d, c.withUnitsResisted(shifted));
    }
    d.emit(new Event.UnitRemoved(p, index, unit.unit(), destroyed));
    Banners.unitLeaves(d, p, unit); // R-UNITS-8.1
  }

  /**
   * Lays Wound cards from the Wound deck on a unit, as many as the deck still holds (R-COMBAT-DMG-4.1).
   *
   * @param d the draft
   * @param p the player index
   * @param index the unit's index
   * @param count how many Wounds
   */
  public static void wound(Draft d, int p, int index, int count) {
    int taken = Math.min(count, d.wounds);
    if (taken == 0) {
      return;
    }
    d.wounds -= taken;
    UnitState unit = d.players[p].units().get(index);
    set(d, p, index, unit.withWounds(unit.wounds() + taken));
    d.emit(new Event.UnitWounded(p, index, taken));
  }

  /**
   * Takes one Wound off a unit and returns it to the Wound deck (R-WOUND-3.3(ii)).
   *
   * @param d the draft
   * @param p the player index
   * @param index the unit's index
   */
  public static void healOne(Draft d, int p, int index) {
    UnitState unit = d.players[p].units().get(index);
    set(d, p, index, unit.withWounds(unit.wounds() - 1));
    d.wounds++;
    d.emit(new Event.UnitHealed(p, index));
  }

  /**
   * Replaces one unit.
   *
   * @param d the draft
   * @param p the player index
   * @param index the unit's index
   * @param unit its new state
   */
  static void set(Draft d, int p, int index, UnitState unit) {
    List<UnitState> units = new ArrayList<>(d.players[p].units());
    units.set(index, unit);
    d.players[p] = d.players[p].withUnits(units);
  }

  /**
   * Makes a ready unit Spent without its ability (another player's Energy Flow, R-UNITS-5.1).
   *
   * @param d the draft
   * @param p the player index
   * @param index the unit's index
   */
  public static void spend(Draft d, int p, int index) {
    set(d, p, index, d.players[p].units().get(index).withReady(false));
  }

  /**
   * Whether a player has a wounded unit.
   *
   * @param player the player
   * @return true if some unit carries a Wound
   */
  public static boolean anyWounded(PlayerState player) {
    for (UnitState unit : player.units()) {
      if (unit.wounded()) {
        return true;
      }
    }
    return false;
  }
}
