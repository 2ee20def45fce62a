package io.github.mkrules.api.state;

import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * A combat with enemies in progress, part of the active player's turn (R-COMBAT). Attack and Block points are
 * gathered as effects are played and spent at once on one target group or one enemy attack; what is left
 * at the end of a phase is lost (R-COMBAT-RANGED-8, R-COMBAT-BLOCK-10).
 *
 * @param kind how the combat started
 * @param phase the current phase
 * @param enemies the enemies, in the order they joined; an enemy's position is its number
 * @param site the site assaulted, entered or burnt, empty when only rampaging enemies fight
 * @param origin the space the hero moved from when a move started the combat (withdrawal after a failed
 *     assault, R-COMBAT-OUTCOME-3.4); otherwise the hero's space
 * @param targets the enemies chosen for the next attack, in increasing order (R-COMBAT-RANGED-2)
 * @param ranged Ranged Attack points gathered
 * @param siege Siege Attack points gathered
 * @param melee other Attack points gathered (Attack phase only)
 * @param block Block points gathered (Block phase only)
 * @param woundsTaken the Wounds the hero took into hand during this combat (R-COMBAT-DMG-5.3)
 * @param knockedOut whether the hero is knocked out (R-COMBAT-DMG-5.3)
 * @param fame the Fame gained in this combat
 * @param unitsAllowed whether units may take part (not in Dungeons, Tombs, or when burning a Monastery)
 * @param nightRules whether the combat is fought under Night rules whatever the time (Dungeon, Tomb)
 * @param damage the attack whose damage is being assigned, after a unit absorbed part of it (R-COMBAT-DMG-3)
 * @param unitsResisted the player's units that absorbed damage without a Wound thanks to a resistance, which
 *     take no more damage in this combat (R-COMBAT-DMG-4.2(iv)), by unit index, in increasing order
 * @param swiftBlock Block points gathered that count double against a Swift enemy (Block phase only; Utem
 *     Guardsmen, Altem Guardians)
 */
@ValueStyle
@Value.Builder
public record CombatState(
    CombatKind kind,
    CombatPhase phase,
    List<CombatEnemy> enemies,
    Optional<HexCoord> site,
    HexCoord origin,
    List<Integer> targets,
    CombatPoints ranged,
    CombatPoints siege,
    CombatPoints melee,
    CombatPoints block,
    int woundsTaken,
    boolean knockedOut,
    int fame,
    boolean unitsAllowed,
    boolean nightRules,
    Optional<DamageInProgress> damage,
    List<Integer> unitsResisted,
    CombatPoints swiftBlock) implements WithCombatState {
  /**
   * Copies the lists.
   *
   * @param kind kind
   * @param phase phase
   * @param enemies enemies
   * @param site site
   * @param origin origin
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
   * @param damage damage in progress
   * @param unitsResisted units that resisted
   * @param swiftBlock Block counting double against Swift
   */
  public CombatState {
    enemies = List.copyOf(enemies);
    targets = List.copyOf(targets);
    unitsResisted = List.copyOf(unitsResisted);
  }

  /**
   * A combat as it begins (R-COMBAT-START-3): in the challenge step, nothing gathered or taken yet, units
   * allowed, the round's rules; change the rest with the {@code with…} copies.
   *
   * @param kind how it starts
   * @param site the site assaulted, entered or burnt, if any
   * @param origin the space the hero came from, or stands on
   * @param enemies the enemies
   * @return the combat
   */
  public static CombatState begin(CombatKind kind, Optional<HexCoord> site, HexCoord origin,
      List<CombatEnemy> enemies) {
    return new CombatStateBuilder().kind(kind).phase(CombatPhase.CHALLENGE).enemies(enemies).site(site)
        .origin(origin).targets(List.of()).ranged(CombatPoints.NONE).siege(CombatPoints.NONE)
        .melee(CombatPoints.NONE).block(CombatPoints.NONE).woundsTaken(0).knockedOut(false).fame(0)
        .unitsAllowed(true).nightRules(false).damage(Optional.empty()).unitsResisted(List.of())
        .swiftBlock(CombatPoints.NONE).build();
  }

  /**
   * One enemy.
   *
   * @param number its number in this combat
   * @return the enemy
   */
  public CombatEnemy enemy(int number) {
    return enemies.get(number);
  }
}
