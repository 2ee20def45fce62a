package io.github.mkrules.core.combat;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.CombatPoints;
import java.util.Set;

/**
 * The arithmetic of combat: efficient and inefficient attacks and blocks, Swift, Brutal and the Wounds a hero
 * takes. Pure functions of numbers and sets; the combat rules call them with what the enemies and the played
 * effects give.
 */
public final class CombatMath {
  private CombatMath() {}

  /**
   * R-COMBAT-RANGED-4.1, R-ABIL-10 to R-ABIL-13: the value of attacks against a group of targets. An element is
   * inefficient if any target resists it; Cold Fire only if one target resists both Fire and Ice. All
   * inefficient attacks are added, halved once and rounded down, then the efficient ones are added.
   *
   * @param attack the attack points by element
   * @param resisted the elements some target resists ({@link #resistedElements})
   * @return the attack value compared with the targets' total Armour
   */
  public static int attackValue(CombatPoints attack, Set<Element> resisted) {
    int efficient = 0;
    int inefficient = 0;
    for (Element element : Element.values()) {
      if (resisted.contains(element)) {
        inefficient += attack.get(element);
      } else {
        efficient += attack.get(element);
      }
    }
    return efficient + inefficient / 2;
  }

  /**
   * The elements whose attacks are inefficient against a group, from each target's resistances.
   *
   * @param physical whether some target has Physical resistance
   * @param fire whether some target has Fire resistance
   * @param ice whether some target has Ice resistance
   * @param fireAndIce whether one target has both Fire and Ice resistance (R-ABIL-13)
   * @return the resisted elements
   */
  public static Set<Element> resistedElements(boolean physical, boolean fire, boolean ice, boolean fireAndIce) {
    java.util.EnumSet<Element> out = java.util.EnumSet.noneOf(Element.class);
    if (physical) {
      out.add(Element.PHYSICAL);
    }
    if (fire) {
      out.add(Element.FIRE);
    }
    if (ice) {
      out.add(Element.ICE);
    }
    if (fireAndIce) {
      out.add(Element.COLD_FIRE);
    }
    return out;
  }

  /**
   * R-COMBAT-BLOCK-5.1: whether a Block of one element is efficient against an attack of another. Any Block
   * stops a physical attack; Fire is stopped by Ice or Cold Fire; Ice by Fire or Cold Fire; Cold Fire only by
   * Cold Fire.
   *
   * @param block the Block's element
   * @param attack the attack's element
   * @return true if the Block counts in full
   */
  public static boolean blockEfficient(Element block, Element attack) {
    switch (attack) {
      case PHYSICAL:
        return true;
      case FIRE:
        return block == Element.ICE || block == Element.COLD_FIRE;
      case ICE:
        return block == Element.FIRE || block == Element.COLD_FIRE;
      default:
        return block == Element.COLD_FIRE;
    }
  }

  /**
   * R-COMBAT-BLOCK-5.2: the value of Blocks against one attack; inefficient Blocks are added, halved once and
   * rounded down.
   *
   * @param block the Block points by element
   * @param attack the attack's element
   * @return the Block value compared with the attack
   */
  public static int blockValue(CombatPoints block, Element attack) {
    int efficient = 0;
    int inefficient = 0;
    for (Element element : Element.values()) {
      if (blockEfficient(element, attack)) {
        efficient += block.get(element);
      } else {
        inefficient += block.get(element);
      }
    }
    return efficient + inefficient / 2;
  }

  /**
   * R-COMBAT-BLOCK-6, R-ABIL-4: the Block an attack needs: its value, doubled for a Swift enemy.
   *
   * @param attack the attack value
   * @param swift whether the enemy is Swift
   * @return the Block needed
   */
  public static int blockNeeded(int attack, boolean swift) {
    return swift ? 2 * attack : attack;
  }

  /**
   * R-COMBAT-DMG-2, R-ABIL-3: the damage of an unblocked attack, doubled for a Brutal enemy.
   *
   * @param attack the attack value
   * @param brutal whether the enemy is Brutal
   * @return the damage points
   */
  public static int damage(int attack, boolean brutal) {
    return brutal ? 2 * attack : attack;
  }

  /**
   * R-COMBAT-DMG-5.2: the Wounds a hero takes from one attack's damage: one per Armour's worth, rounded up.
   *
   * @param damage the damage points of one attack
   * @param armor the hero's Armour
   * @return the Wounds
   */
  public static int heroWounds(int damage, int armor) {
    return damage <= 0 ? 0 : (damage + armor - 1) / armor;
  }

  /**
   * R-COMBAT-DMG-4.2, R-UNITRES-1, R-UNITRES-6, R-ABIL-10 to R-ABIL-13: whether a list of resistances (of a token
   * or a unit) resists an element of attack; Fire and Ice together resist Cold Fire.
   *
   * @param resistances the resistance ids: {@code physical}, {@code fire}, {@code ice}
   * @param element the attack's element
   * @return true if resisted
   */
  public static boolean resists(java.util.List<String> resistances, Element element) {
    switch (element) {
      case PHYSICAL:
        return resistances.contains("physical");
      case FIRE:
        return resistances.contains("fire");
      case ICE:
        return resistances.contains("ice");
      default:
        return resistances.contains("fire") && resistances.contains("ice");
    }
  }

  /**
   * What a unit does with the damage assigned to it (R-COMBAT-DMG-4.1, R-COMBAT-DMG-4.2): a resistant unit first
   * absorbs its Armour without a Wound; if damage is left, the unit is wounded, however little, and absorbs its
   * Armour (again).
   *
   * @param wounded whether the unit is wounded
   * @param left the damage left for other units or the hero
   */
  public record UnitHit(boolean wounded, int left) {}

  /**
   * The effect of damage assigned to a unit.
   *
   * @param damage the damage points assigned to it, more than 0
   * @param armor its Armour
   * @param resistant whether it resists the attack's element
   * @return whether it is wounded and what is left
   */
  public static UnitHit unitHit(int damage, int armor, boolean resistant) {
    int rest = resistant ? damage - armor : damage;
    if (rest <= 0) {
      return new UnitHit(false, 0);
    }
    return new UnitHit(true, Math.max(0, rest - armor));
  }
}
