package io.github.mkrules.api.state;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.internal.ValueStyle;
import java.util.List;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * One enemy token in a combat. Its position in {@link CombatState#enemies()} is its number in the notation; a
 * defeated enemy keeps its place.
 *
 * @param enemy the token's enemy id
 * @param color the token's back, the pile it is discarded to
 * @param hex the map space the token came from, empty for a token drawn for the combat only (a summoned
 *     monster, a dungeon's monster)
 * @param siteDefender whether it defends the fortified site that is assaulted (it is then fortified,
 *     R-COMBAT-START-1.1)
 * @param rampaging whether it is a rampaging enemy (R-COMBAT-OUTCOME-2.1)
 * @param defeated whether it was defeated in this combat
 * @param attacks the state of each of its attacks
 * @param summoner for a summoned monster, the number of the enemy that summoned it, else -1
 *     (R-COMBAT-BLOCK-2)
 * @param armorBonus Armour added in this combat (Vampiric, R-ABIL-20; cards' Armour changes)
 * @param effects the changes aimed at it that hold for the rest of the combat, as the effect language writes them
 *     (R-COMBAT-START-5): {@code no-fortification}, {@code no-resistance}, {@code no-resistance fire},
 *     {@code no-attack}
 * @param attackCuts for each attack, how much Move spent lowered it (Cumbersome, R-ABIL-18); empty when none was
 */
@ValueStyle
@Value.Builder
public record CombatEnemy(
    String enemy,
    EnemyColor color,
    Optional<HexCoord> hex,
    boolean siteDefender,
    boolean rampaging,
    boolean defeated,
    List<AttackStatus> attacks,
    int summoner,
    int armorBonus,
    List<String> effects,
    List<Integer> attackCuts) implements WithCombatEnemy {
  /**
   * Copies the list.
   *
   * @param enemy enemy
   * @param color color
   * @param hex hex
   * @param siteDefender site defender
   * @param rampaging rampaging
   * @param defeated defeated
   * @param attacks attacks
   * @param summoner summoner
   * @param armorBonus armour bonus
   * @param effects effects
   * @param attackCuts attack cuts
   */
  public CombatEnemy {
    attacks = List.copyOf(attacks);
    effects = List.copyOf(effects);
    attackCuts = List.copyOf(attackCuts);
  }

  /** @return whether it is a summoned monster */
  public boolean summoned() {
    return summoner >= 0;
  }

  /** @return whether every attack of it was blocked (R-ABIL-19) */
  public boolean fullyBlocked() {
    return attacks.stream().allMatch(a -> a == AttackStatus.BLOCKED);
  }
}
