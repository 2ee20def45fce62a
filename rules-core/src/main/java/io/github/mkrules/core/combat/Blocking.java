package io.github.mkrules.core.combat;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.BlockAttack;
import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.core.engine.Draft;
import java.util.ArrayList;
import java.util.List;

/** Blocking enemy attacks one at a time (R-COMBAT-BLOCK). */
public final class Blocking {
  private Blocking() {}

  /**
   * The legal blocks.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    CombatState c = Combats.get(d);
    for (int n = 0; n < c.enemies().size(); n++) {
      for (int k = 0; k < c.enemy(n).attacks().size(); k++) {
        BlockAttack b = new BlockAttack(n, k);
        if (check(d, b) == null) {
          out.add(b);
        }
      }
    }
  }

  /**
   * Whether an enemy's attack is still to be blocked or dealt: the enemy fights, is not a summoner (whose
   * monster attacks instead, R-COMBAT-BLOCK-2.1), and the attack is open and has a value.
   *
   * @param d the draft
   * @param c the combat
   * @param n the enemy's number
   * @param k the attack's index
   * @return null if the attack is open, else why not
   */
  static String notOpen(Draft d, CombatState c, int n, int k) {
    if (n >= c.enemies().size() || k >= c.enemy(n).attacks().size()) {
      return "no attack " + k + " of enemy " + n;
    }
    CombatEnemy e = c.enemy(n);
    if (e.defeated()) {
      return "enemy " + n + " is defeated";
    }
    EnemyStats stats = EnemyStats.of(d, c, n);
    if (stats.summons()) {
      return "enemy " + n + " summons a monster instead of attacking (R-COMBAT-BLOCK-2.1)";
    }
    if (stats.attackPrevented()) {
      return "enemy " + n + " does not attack in this combat (R-ABIL-19)";
    }
    if (e.attacks().get(k) != AttackStatus.OPEN) {
      return "attack " + k + " of enemy " + n + " is already " + e.attacks().get(k).name().toLowerCase(java.util.Locale.ROOT);
    }
    if (stats.attacks().get(k).value() <= 0) {
      return "attack " + k + " of enemy " + n + " deals nothing";
    }
    return null;
  }

  /**
   * The rule a block or an assignment that names a closed attack breaks: R-COMBAT-BLOCK-2.1 for a summoner stood in
   * for by its monster, which no effect may target in the Block and Assign Damage phases, else the phase's rule.
   *
   * @param d the draft
   * @param c the combat
   * @param n the enemy's number
   * @param otherwise the phase's rule
   * @return the rule ID
   */
  static String rule(Draft d, CombatState c, int n, String otherwise) {
    boolean summoner = n < c.enemies().size() && !c.enemy(n).defeated() && EnemyStats.of(d, c, n).summons();
    return summoner ? "R-COMBAT-BLOCK-2.1" : otherwise;
  }

  /**
   * Checks a block: the whole attack must be stopped (R-COMBAT-BLOCK-5, R-COMBAT-BLOCK-6, R-COMBAT-BLOCK-8).
   *
   * @param d the draft
   * @param b the block
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, BlockAttack b) {
    CombatState c = Combats.get(d);
    if (c == null || c.phase() != CombatPhase.BLOCK) {
      return Rejection.of(RejectionCode.NOT_IN_COMBAT, "R-COMBAT-BLOCK-3", "attacks are blocked in the Block phase");
    }
    String why = notOpen(d, c, b.enemy(), b.attack());
    if (why != null) {
      return Rejection.of(RejectionCode.INVALID_TARGET, rule(d, c, b.enemy(), "R-COMBAT-BLOCK-3"), why);
    }
    EnemyStats stats = EnemyStats.of(d, c, b.enemy());
    int needed = CombatMath.blockNeeded(stats.attacks().get(b.attack()).value(), stats.has(EnemyStats.SWIFT));
    int swiftFactor = stats.has(EnemyStats.SWIFT) ? 2 : 1; // a Block that counts double against Swift
    // Cold Toughness: Block counted against the token of the enemy blocked (BlockedSymbols)
    CombatPoints block = c.block().plus(BlockedSymbols.bonus(d, b.enemy(), false));
    CombatPoints swiftBlock = c.swiftBlock().plus(BlockedSymbols.bonus(d, b.enemy(), true));
    int value = value(block, stats.element(b.attack())) + swiftFactor * value(swiftBlock, stats.element(b.attack()));
    if (value < needed) {
      return Rejection.of(RejectionCode.BLOCK_TOO_WEAK, "R-COMBAT-BLOCK-8",
          "the Block is worth " + value + " but the attack needs " + needed
              + (stats.has(EnemyStats.SWIFT) ? " (Swift, R-COMBAT-BLOCK-6.1)" : ""));
    }
    return null;
  }

  /**
   * Blocks a checked attack: it deals no damage, and the Block points are spent (R-COMBAT-BLOCK-7,
   * R-COMBAT-BLOCK-10).
   *
   * @param d the draft
   * @param b the block
   */
  public static void apply(Draft d, BlockAttack b) {
    CombatState c = Combats.get(d);
    CombatEnemy e = c.enemy(b.enemy());
    List<AttackStatus> attacks = new ArrayList<>(e.attacks());
    attacks.set(b.attack(), AttackStatus.BLOCKED);
    Combats.setEnemy(d, b.enemy(), e.withAttacks(attacks));
    Combats.set(d, Combats.get(d).withBlock(CombatPoints.NONE).withSwiftBlock(CombatPoints.NONE));
    d.emit(new Event.AttackBlocked(b.enemy(), b.attack()));
    EnemyModifiers.blocked(d, b.enemy()); // Ice Shield: the enemy blocked with it
  }

  private static int value(CombatPoints block, Element attack) {
    return CombatMath.blockValue(block, attack);
  }
}
