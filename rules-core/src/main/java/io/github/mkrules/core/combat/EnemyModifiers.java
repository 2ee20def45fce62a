package io.github.mkrules.core.combat;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.effect.EnemyArmor;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.NextUnitBonus;
import io.github.mkrules.core.effect.NoUnitDamage;
import io.github.mkrules.core.effect.UnitBonus;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;


/**
 * The combat's side of the rule changes cards make (R-EFFECTS-1.2): enemy Armour changes, the bonus to units'
 * Attack and Block, and whether units may take damage; the words are kept in the turn's modifiers until they act
 * or the combat ends.
 */
public final class EnemyModifiers {
  private EnemyModifiers() {}

  /**
   * Changes the Armour of every enemy still fighting, except those whose resistance stops a red or blue card's
   * non-attack effect (R-ABIL-11, R-ABIL-12).
   *
   * @param d the draft
   * @param amount the change
   * @param color the colour of the card, or null
   */
  public static void armorAll(Draft d, int amount, ManaColor color) {
    CombatState c = Combats.get(d);
    for (int n = 0; n < c.enemies().size(); n++) {
      armor(d, n, amount, color);
    }
  }

  /** One enemy's Armour changes, unless defeated or resisting the card's colour. */
  private static void armor(Draft d, int n, int amount, ManaColor color) {
    CombatEnemy e = Combats.get(d).enemy(n);
    if (e.defeated() || resists(d, n, color)) {
      return;
    }
    Combats.setEnemy(d, n, e.withArmorBonus(e.armorBonus() + amount)); // never below 1: EnemyStats.armor
  }

  /**
   * R-ABIL-11, R-ABIL-12: a red card's non-attack effect does nothing to a Fire-resistant enemy, a blue card's to
   * an Ice-resistant one.
   *
   * @param d the draft
   * @param n the enemy's number
   * @param color the card's colour, or null
   * @return true if the enemy is unaffected
   */
  public static boolean resists(Draft d, int n, ManaColor color) {
    EnemyStats stats = EnemyStats.of(d, Combats.get(d), n);
    return color == ManaColor.RED && stats.resists(Element.FIRE) || color == ManaColor.BLUE && stats.resists(Element.ICE);
  }

  /**
   * After a block: the Armour changes aimed at the enemy blocked with the Block gathered act on it (Ice Shield)
   * and are used up.
   *
   * @param d the draft
   * @param n the blocked enemy's number
   */
  static void blocked(Draft d, int n) {
    for (Modifier m : Modifier.of(d.turn, EnemyArmor.class)) {
      EnemyArmor word = m.word(EnemyArmor.class);
      if (word.target() == EnemyArmor.Target.BLOCKED) {
        armor(d, n, word.amount(), color(d, m.source()));
        d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
      }
    }
  }

  /**
   * Drops the words that last for the combat only, or that act on the next block when the Block phase ends
   * (R-COMBAT-BLOCK-10: unused Block is lost with them).
   *
   * @param d the draft
   * @param combatEnds true when the whole combat ends
   */
  static void expire(Draft d, boolean combatEnds) {
    for (Modifier m : Modifier.of(d.turn, io.github.mkrules.core.effect.Effect.class)) {
      boolean blocked = m.word() instanceof EnemyArmor;
      boolean forCombat = m.word() instanceof UnitBonus || m.word() instanceof NextUnitBonus;
      if (blocked || combatEnds && forCombat) {
        d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
      }
    }
  }

  /**
   * The bonus to every Attack and Block a unit ability gives in this combat (Into the Heat).
   *
   * @param d the draft
   * @return the sum of the bonuses
   */
  public static int unitBonus(Draft d) {
    int bonus = 0;
    for (Modifier m : Modifier.of(d.turn, UnitBonus.class)) {
      bonus += m.word(UnitBonus.class).amount();
    }
    return bonus;
  }

  /**
   * Leadership: the waiting bonus for the next unit ability giving this atom's kind of Attack or Block, used up.
   *
   * @param d the draft
   * @param atom an Attack or Block of a unit ability
   * @return the bonus, 0 if none waits
   */
  public static int takeNextUnitBonus(Draft d, io.github.mkrules.core.effect.Effect atom) {
    int bonus = 0;
    for (Modifier m : Modifier.of(d.turn, NextUnitBonus.class)) {
      NextUnitBonus word = m.word(NextUnitBonus.class);
      if (word.kind().takes(atom)) {
        bonus += word.amount();
        d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
      }
    }
    return bonus;
  }

  /**
   * Whether units may take no damage this turn (Into the Heat).
   *
   * @param d the draft
   * @return true if a card forbids it
   */
  static boolean noUnitDamage(Draft d) {
    return !Modifier.of(d.turn, NoUnitDamage.class).isEmpty();
  }

  private static ManaColor color(Draft d, String source) {
    return d.content.hasCard(source) ? d.content.card(source).color().orElse(null) : null;
  }

}
