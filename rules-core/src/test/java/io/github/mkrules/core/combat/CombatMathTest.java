package io.github.mkrules.core.combat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.CombatPoints;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The arithmetic of attacks, blocks and damage (R-COMBAT-RANGED-4, R-COMBAT-BLOCK-5, R-COMBAT-DMG-5). */
class CombatMathTest {
  private static CombatPoints points(int physical, int fire, int ice, int coldFire) {
    return new CombatPoints(physical, fire, ice, coldFire);
  }

  /** R-COMBAT-RANGED-4.1: inefficient attacks of every element are added first, halved once, rounded down. */
  @Test
  void inefficientAttacksAreSummedThenHalvedOnce() {
    Set<Element> resisted = CombatMath.resistedElements(true, true, false, false);
    // 3 physical + 3 fire inefficient: (3 + 3) / 2 = 3, not 1 + 1; 4 ice efficient
    assertEquals(7, CombatMath.attackValue(points(3, 3, 4, 0), resisted));
  }

  /** R-COMBAT-RANGED-4.1(i), R-ABIL-13: Cold Fire is halved only by one enemy resisting both Fire and Ice. */
  @Test
  void coldFireIsHalvedOnlyByFireAndIceResistanceTogether() {
    assertEquals(5, CombatMath.attackValue(points(0, 0, 0, 5), CombatMath.resistedElements(false, true, true, false)));
    assertEquals(2, CombatMath.attackValue(points(0, 0, 0, 5), CombatMath.resistedElements(false, true, true, true)));
  }

  /** R-COMBAT-BLOCK-5.1: which Block stops which attack in full. */
  @Test
  void blockEfficiencyFollowsTheTable() {
    for (Element block : Element.values()) {
      assertTrue(CombatMath.blockEfficient(block, Element.PHYSICAL), "(i) any Block against physical");
    }
    assertTrue(CombatMath.blockEfficient(Element.ICE, Element.FIRE));
    assertTrue(CombatMath.blockEfficient(Element.COLD_FIRE, Element.FIRE));
    assertFalse(CombatMath.blockEfficient(Element.FIRE, Element.FIRE));
    assertFalse(CombatMath.blockEfficient(Element.PHYSICAL, Element.FIRE));
    assertTrue(CombatMath.blockEfficient(Element.FIRE, Element.ICE));
    assertFalse(CombatMath.blockEfficient(Element.ICE, Element.ICE));
    assertTrue(CombatMath.blockEfficient(Element.COLD_FIRE, Element.COLD_FIRE));
    assertFalse(CombatMath.blockEfficient(Element.FIRE, Element.COLD_FIRE));
    assertFalse(CombatMath.blockEfficient(Element.ICE, Element.COLD_FIRE));
  }

  /** R-COMBAT-BLOCK-5.2: inefficient Blocks are halved once, after adding them up. */
  @Test
  void inefficientBlocksAreHalvedOnce() {
    // against Fire: 3 physical + 2 fire inefficient = 5 / 2 = 2, plus 3 ice efficient
    assertEquals(5, CombatMath.blockValue(points(3, 2, 3, 0), Element.FIRE));
  }

  /** R-COMBAT-BLOCK-6.1 Swift doubles the Block needed; R-COMBAT-DMG-2.1 Brutal doubles the damage. */
  @Test
  void swiftAndBrutalDouble() {
    assertEquals(8, CombatMath.blockNeeded(4, true));
    assertEquals(4, CombatMath.blockNeeded(4, false));
    assertEquals(10, CombatMath.damage(5, true));
    assertEquals(5, CombatMath.damage(5, false));
  }

  /** R-COMBAT-DMG-5.2: one Wound per Armour's worth of damage, rounded up, even below the Armour. */
  @Test
  void heroWoundsRoundUp() {
    assertEquals(2, CombatMath.heroWounds(3, 2));
    assertEquals(1, CombatMath.heroWounds(1, 3), "R-COMBAT-DMG-5.1(i): a Wound even below the Armour");
    assertEquals(3, CombatMath.heroWounds(9, 3));
    assertEquals(0, CombatMath.heroWounds(0, 2));
  }
}
