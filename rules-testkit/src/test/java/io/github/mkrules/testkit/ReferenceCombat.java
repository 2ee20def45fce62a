package io.github.mkrules.testkit;

import io.github.mkrules.api.content.EnemyAttack;
import io.github.mkrules.api.content.EnemyToken;
import java.util.List;

/**
 * An independent calculator of combat results, written from the rules digest alone (§17 Combat with enemies,
 * §24 Enemy-token abilities), without looking at the engine's code. It works on plain numbers: the printed
 * values of the enemy tokens (enemies.json) and Attack and Block points by element. {@link CombatReferenceTest}
 * compares it with the engine.
 *
 * <p>Where the digest leaves room, the reading taken is named: the Wounds counted for the knock-out are those
 * the hero takes into hand (R-COMBAT-DMG-5.1 "take a Wound card into your hand"); the Wounds Poison puts into
 * the discard pile (R-COMBAT-DMG-6.1(ii)) are not counted.
 */
final class ReferenceCombat {
  /** Elements of attacks and blocks, as the tokens and cards print them. */
  static final String PHYSICAL = "physical";
  static final String FIRE = "fire";
  static final String ICE = "ice";
  static final String COLD_FIRE = "cold-fire";

  private ReferenceCombat() {}

  /**
   * Points of each element: physical, Fire, Ice, Cold Fire.
   *
   * @param physical physical points
   * @param fire Fire points
   * @param ice Ice points
   * @param coldFire Cold Fire points
   */
  record Points(int physical, int fire, int ice, int coldFire) {
    static final Points NONE = new Points(0, 0, 0, 0);

    Points and(Points o) {
      return new Points(physical + o.physical, fire + o.fire, ice + o.ice, coldFire + o.coldFire);
    }
  }

  /**
   * One enemy in the combat.
   *
   * @param token its printed values
   * @param defendsSite whether it defends the fortified site that is assaulted (R-COMBAT-START-1.1)
   */
  record Foe(EnemyToken token, boolean defendsSite) {
    private boolean has(String ability) {
      return token.abilities().contains(ability);
    }

    /** R-COMBAT-RANGED-3.1(i), R-ABIL-9, R-ABIL-15: by its Fortified ability or by the site it defends. */
    boolean fortified() {
      return has("fortified") || defendsSite && !has("unfortified");
    }

    /** R-COMBAT-RANGED-3.1(ii), R-ABIL-9: the Fortified ability and a fortified site together. */
    boolean fortifiedTwice() {
      return has("fortified") && defendsSite && !has("unfortified");
    }

    boolean resists(String element) {
      return token.resistances().contains(element);
    }

    /** R-ABIL-5, R-COMBAT-BLOCK-2.1: a summoner does not attack; the monster it draws does. */
    boolean summons() {
      return has("summon");
    }
  }

  /**
   * R-COMBAT-RANGED-3.1(ii), R-COMBAT-ATTACK-1.1: whether an enemy may be chosen as a target.
   *
   * @param foe the enemy
   * @param rangedPhase whether it is the Ranged and Siege phase (otherwise the Attack phase)
   * @return true if it may be targeted
   */
  static boolean targetable(Foe foe, boolean rangedPhase) {
    return !(rangedPhase && foe.fortifiedTwice());
  }

  /**
   * R-COMBAT-RANGED-3.1(i), R-COMBAT-RANGED-4.1, R-ABIL-10 to R-ABIL-13, R-COMBAT-ATTACK-1.1: the value of the
   * attacks played against a target group. In the Ranged and Siege phase only Siege attacks count if any target
   * is fortified, Ranged and Siege attacks otherwise; in the Attack phase every attack counts. An element is
   * inefficient when any target resists it (Cold Fire only when one target resists both Fire and Ice); all
   * inefficient points are added, halved once and rounded down, then the efficient points are added.
   *
   * @param group the targets
   * @param rangedPhase whether it is the Ranged and Siege phase
   * @param ranged Ranged Attack points
   * @param siege Siege Attack points
   * @param melee other Attack points
   * @return the attack value
   */
  static int attackValue(List<Foe> group, boolean rangedPhase, Points ranged, Points siege, Points melee) {
    boolean anyFortified = group.stream().anyMatch(Foe::fortified);
    Points usable = !rangedPhase ? ranged.and(siege).and(melee) : anyFortified ? siege : ranged.and(siege);
    boolean physical = group.stream().anyMatch(f -> f.resists(PHYSICAL));
    boolean fire = group.stream().anyMatch(f -> f.resists(FIRE));
    boolean ice = group.stream().anyMatch(f -> f.resists(ICE));
    boolean coldFire = group.stream().anyMatch(f -> f.resists(FIRE) && f.resists(ICE));
    int efficient = 0;
    int inefficient = 0;
    int[] points = {usable.physical(), usable.fire(), usable.ice(), usable.coldFire()};
    boolean[] resisted = {physical, fire, ice, coldFire};
    for (int i = 0; i < points.length; i++) {
      if (resisted[i]) {
        inefficient += points[i];
      } else {
        efficient += points[i];
      }
    }
    return efficient + inefficient / 2;
  }

  /**
   * R-COMBAT-RANGED-5, R-COMBAT-RANGED-6: whether the attacks defeat the whole target group: their value is at
   * least the group's total Armour. No target, no attack (R-COMBAT-RANGED-2).
   *
   * @param group the targets
   * @param rangedPhase whether it is the Ranged and Siege phase
   * @param ranged Ranged Attack points
   * @param siege Siege Attack points
   * @param melee other Attack points
   * @return true if the group is defeated
   */
  static boolean defeats(List<Foe> group, boolean rangedPhase, Points ranged, Points siege, Points melee) {
    int armor = group.stream().mapToInt(f -> f.token().armor()).sum();
    return !group.isEmpty() && attackValue(group, rangedPhase, ranged, siege, melee) >= armor;
  }

  /**
   * R-COMBAT-BLOCK-5, R-COMBAT-BLOCK-6, R-COMBAT-BLOCK-6.1, R-ABIL-4, R-ABIL-6 to R-ABIL-8: whether Block points
   * stop one enemy attack. Any Block is efficient against a physical attack; Ice and Cold Fire against Fire; Fire
   * and Cold Fire against Ice; only Cold Fire against Cold Fire. Inefficient Blocks are added, halved once and
   * rounded down. Swift doubles the attack for blocking.
   *
   * @param block the Block points
   * @param attack the enemy's attack
   * @param swift whether the enemy is Swift
   * @return true if the attack is blocked
   */
  static boolean blocks(Points block, EnemyAttack attack, boolean swift) {
    String element = attack.element();
    boolean[] efficient = {
        element.equals(PHYSICAL),
        element.equals(PHYSICAL) || element.equals(ICE),
        element.equals(PHYSICAL) || element.equals(FIRE),
        true};
    int[] points = {block.physical(), block.fire(), block.ice(), block.coldFire()};
    int full = 0;
    int halved = 0;
    for (int i = 0; i < points.length; i++) {
      if (efficient[i]) {
        full += points[i];
      } else {
        halved += points[i];
      }
    }
    int needed = swift ? 2 * attack.value() : attack.value();
    return full + halved / 2 >= needed;
  }

  /**
   * What one unblocked attack assigned to the hero does.
   *
   * @param handWounds Wounds taken into hand
   * @param discardWounds Wounds put into the discard pile
   * @param discardHand whether every non-Wound card in hand is discarded
   * @param knockedOut whether the hero is knocked out after it
   */
  record HeroDamage(int handWounds, int discardWounds, boolean discardHand, boolean knockedOut) {}

  /**
   * R-COMBAT-DMG-2, R-COMBAT-DMG-5, R-COMBAT-DMG-6, R-ABIL-1 to R-ABIL-3: the damage of one attack assigned to
   * the hero. Brutal doubles the damage; the hero takes one Wound per Armour's worth, rounded up, for this
   * attack alone; Poison puts as many Wounds into the discard pile; Paralyze discards every non-Wound card from
   * hand when a Wound reaches the hand; the Wounds taken into hand in this combat reaching the unmodified hand
   * limit knock the hero out, which also discards every non-Wound card.
   *
   * @param foe the attacking enemy
   * @param attack its attack
   * @param armor the hero's Armour
   * @param handLimit the hero's unmodified hand limit
   * @param woundsBefore the Wounds taken into hand earlier in this combat
   * @return the result
   */
  static HeroDamage toHero(Foe foe, EnemyAttack attack, int armor, int handLimit, int woundsBefore) {
    boolean brutal = foe.token().abilities().contains("brutal");
    boolean poison = foe.token().abilities().contains("poison");
    boolean paralyze = foe.token().abilities().contains("paralyze");
    int damage = brutal ? 2 * attack.value() : attack.value();
    int wounds = 0;
    for (int left = damage; left > 0; left -= armor) {
      wounds++;
    }
    boolean knockedOut = woundsBefore + wounds >= handLimit;
    boolean newlyKnockedOut = knockedOut && woundsBefore < handLimit;
    return new HeroDamage(wounds, poison ? wounds : 0, paralyze && wounds > 0 || newlyKnockedOut, knockedOut);
  }

  /**
   * R-COMBAT-BLOCK-1, R-COMBAT-BLOCK-2.1, R-COMBAT-DMG-1: whether an enemy's attack is still to be blocked or
   * dealt: the enemy is not defeated, does not summon instead of attacking, and the attack was neither blocked
   * nor dealt.
   *
   * @param foe the enemy
   * @param defeated whether it is defeated
   * @param open whether the attack is neither blocked nor dealt
   * @return true if the attack is open
   */
  static boolean attacks(Foe foe, boolean defeated, boolean open) {
    return !defeated && !foe.summons() && open;
  }
}
