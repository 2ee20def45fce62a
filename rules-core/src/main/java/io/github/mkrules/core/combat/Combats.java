package io.github.mkrules.core.combat;

import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatEnemyBuilder;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.core.engine.Draft;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/** Reading and replacing the combat of the draft's turn. */
public final class Combats {
  private Combats() {}

  /**
   * The combat in progress.
   *
   * @param d the draft
   * @return the combat, or null outside combat
   */
  public static CombatState get(Draft d) {
    return d.turn.combat().orElse(null);
  }

  /**
   * Replaces the combat in progress.
   *
   * @param d the draft
   * @param combat the combat, or null when it ends
   */
  public static void set(Draft d, CombatState combat) {
    d.turn = d.turn.withCombat(Optional.ofNullable(combat));
  }

  /**
   * Replaces one enemy of the combat.
   *
   * @param d the draft
   * @param number the enemy's number
   * @param enemy its new state
   */
  static void setEnemy(Draft d, int number, CombatEnemy enemy) {
    CombatState c = get(d);
    List<CombatEnemy> enemies = new ArrayList<>(c.enemies());
    enemies.set(number, enemy);
    set(d, c.withEnemies(enemies));
  }

  /**
   * A new enemy for a combat, with all its attacks open.
   *
   * @param d the draft
   * @param enemy the token's enemy id
   * @param color the token's back
   * @param hex the map space it came from, if any
   * @param siteDefender whether it defends the assaulted fortified site
   * @param rampaging whether it is a rampaging enemy
   * @param summoner the summoning enemy's number, or -1
   * @return the enemy
   */
  static CombatEnemy enemy(Draft d, String enemy, EnemyColor color, Optional<HexCoord> hex, boolean siteDefender,
      boolean rampaging, int summoner) {
    int attacks = d.content.enemy(enemy).attacks().size();
    return new CombatEnemyBuilder().enemy(enemy).color(color).hex(hex).siteDefender(siteDefender)
        .rampaging(rampaging).defeated(false).attacks(Collections.nCopies(attacks, AttackStatus.OPEN))
        .summoner(summoner).armorBonus(0).effects(List.of()).attackCuts(List.of()).build();
  }

  /**
   * R-COMBAT-BLOCK-2.1: a summoner is replaced by its summoned monster in the Block and Assign Damage phases, so
   * nothing may target it then.
   *
   * @param c the combat
   * @param number an enemy's number
   * @return true if the enemy is a summoner stood in for by a monster now
   */
  static boolean replacedBySummon(CombatState c, int number) {
    for (CombatEnemy e : c.enemies()) {
      if (e.summoner() == number) {
        return true;
      }
    }
    return false;
  }
}
