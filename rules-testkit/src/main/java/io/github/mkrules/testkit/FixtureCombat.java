package io.github.mkrules.testkit;

import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatKind;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.HexCoord;
import java.util.List;
import java.util.Optional;

/**
 * A combat with enemies already in progress when a fixture starts (docs/fixtures.md, "combat"): the position
 * builder turns it into the turn's {@code CombatState}. Every enemy of a combat is face up (R-COMBAT-START-3).
 *
 * @param kind how the combat started (R-COMBAT-START-1)
 * @param phase the current phase
 * @param site the site assaulted, entered or burnt; empty for a fight with rampaging enemies only, and then
 *     the hero's space for the other kinds
 * @param origin the space an assault came from (where a failed assault withdraws to, R-COMBAT-OUTCOME-3.4);
 *     empty for the hero's space
 * @param enemies the enemies, numbered from 0 in this order
 * @param targets the enemies already chosen as the next attack's targets, in increasing order
 * @param ranged Ranged Attack already gathered
 * @param siege Siege Attack already gathered
 * @param melee other Attack already gathered (Attack phase)
 * @param block Block already gathered (Block phase)
 * @param woundsTaken the Wounds the hero took into hand in this combat (R-COMBAT-DMG-5.3)
 * @param knockedOut whether the hero is knocked out
 * @param fame the Fame gained in this combat
 * @param unitsAllowed whether units may take part (not at a Dungeon, a Tomb or a burning Monastery)
 * @param nightRules whether Night rules apply whatever the time (at a Dungeon or a Tomb)
 */
public record FixtureCombat(
    CombatKind kind,
    CombatPhase phase,
    Optional<HexCoord> site,
    Optional<HexCoord> origin,
    List<Enemy> enemies,
    List<Integer> targets,
    CombatPoints ranged,
    CombatPoints siege,
    CombatPoints melee,
    CombatPoints block,
    int woundsTaken,
    boolean knockedOut,
    int fame,
    boolean unitsAllowed,
    boolean nightRules) {
  /**
   * Copies the lists.
   *
   * @param kind kind
   * @param phase phase
   * @param site site
   * @param origin origin
   * @param enemies enemies
   * @param targets targets
   * @param ranged ranged
   * @param siege siege
   * @param melee melee
   * @param block block
   * @param woundsTaken wounds taken
   * @param knockedOut knocked out
   * @param fame fame
   * @param unitsAllowed units allowed
   * @param nightRules night rules
   */
  public FixtureCombat {
    enemies = List.copyOf(enemies);
    targets = List.copyOf(targets);
  }

  /** What an enemy is to the combat. */
  public enum Role {
    /** A rampaging enemy challenged or provoked (R-COMBAT-START-1.4, R-COMBAT-START-1.5). */
    RAMPAGING,
    /** A defender of the assaulted fortified site, fortified by it (R-COMBAT-START-1.1). */
    DEFENDER,
    /**
     * An enemy of an adventure site or a burnt Monastery, drawn for the fight or left on the space by an earlier
     * one, or a summoned monster (R-COMBAT-START-1.2, R-COMBAT-START-1.3, R-COMBAT-BLOCK-2).
     */
    DRAWN
  }

  /**
   * One enemy of the combat.
   *
   * @param enemy the token's enemy id
   * @param hex the map space the token came from, if any; an undefeated one lies there face up
   * @param role what it is to the combat
   * @param defeated whether it is already defeated (its token is then on its colour's discard pile)
   * @param attacks the state of each of its attacks; empty for all open
   * @param summonedBy for a summoned monster, the number of the enemy that summoned it
   * @param armorBonus Armour gained in this combat (Vampiric, R-ABIL-20)
   */
  public record Enemy(String enemy, Optional<HexCoord> hex, Role role, boolean defeated, List<AttackStatus> attacks,
      Optional<Integer> summonedBy, int armorBonus) {
    /**
     * Copies the list.
     *
     * @param enemy enemy
     * @param hex hex
     * @param role role
     * @param defeated defeated
     * @param attacks attacks
     * @param summonedBy summoner
     * @param armorBonus armour bonus
     */
    public Enemy {
      attacks = List.copyOf(attacks);
    }
  }
}
