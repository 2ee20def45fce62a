package io.github.mkrules.core;

import io.github.mkrules.api.content.EnemyAttack;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.core.combat.EnemyStats;
import java.util.List;

/**
 * One enemy's values in the combat of a state, as this engine reckons them: the token's printed values with
 * every modifier of the combat (a City's defender bonus R-COMBAT-CITY-1, Armour gained by Vampiric R-ABIL-20,
 * the site's fortification R-COMBAT-START-1.1, Unfortified R-ABIL-15). For tools that report a combat, such as
 * the testkit's fixture paths; the rules themselves read the same values.
 *
 * @param armor the Armour
 * @param attacks the attacks in token order, with their values after the modifiers
 * @param fortified whether it is fortified (R-ABIL-9, R-COMBAT-RANGED-3.1(i))
 * @param doublyFortified whether it is fortified twice and so cannot be targeted before the Attack phase
 *     (R-COMBAT-RANGED-3.1(ii))
 */
public record EnemyValues(int armor, List<EnemyAttack> attacks, boolean fortified, boolean doublyFortified) {
  /**
   * Copies the list.
   *
   * @param armor armour
   * @param attacks attacks
   * @param fortified fortified
   * @param doublyFortified doubly fortified
   */
  public EnemyValues {
    attacks = List.copyOf(attacks);
  }

  /**
   * The values of one enemy of the state's combat.
   *
   * @param engine the engine whose components the state uses
   * @param state the state, with a combat in progress
   * @param enemy the enemy's number in the combat
   * @return its values
   * @throws IllegalArgumentException if no combat is in progress or it has no such enemy
   */
  public static EnemyValues of(CoreEngine engine, GameState state, int enemy) {
    CombatState combat = state.turn().combat()
        .orElseThrow(() -> new IllegalArgumentException("no combat is in progress"));
    if (enemy < 0 || enemy >= combat.enemies().size()) {
      throw new IllegalArgumentException("the combat has no enemy " + enemy);
    }
    EnemyStats stats = EnemyStats.of(engine.content(), state.map().tiles(), state.scenarioState().markers(), combat,
        enemy, state.turn().modifiers());
    return new EnemyValues(stats.armor(), stats.attacks(), stats.fortified(), stats.doublyFortified());
  }
}
