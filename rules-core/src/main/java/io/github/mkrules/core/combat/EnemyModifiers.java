package io.github.mkrules.core.combat;

import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.effect.EnemyArmor;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.NoResistance;
import io.github.mkrules.core.effect.NoUnitDamage;
import io.github.mkrules.core.effect.UnitBonus;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.List;


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
    return color == ManaColor.RED && resists(d, stats, Element.FIRE) || color == ManaColor.BLUE && resists(d, stats, Element.ICE);
  }

  /**
   * Whether an enemy resists an element now: its printed resistances (R-ABIL-9 to R-ABIL-13), less those a
   * {@code no-resistance} word of this turn takes away (Sword of Justice); Cold Fire is resisted only while both
   * Fire and Ice are.
   *
   * @param d the draft
   * @param stats the enemy's values
   * @param element the element
   * @return true if it resists
   */
  public static boolean resists(Draft d, EnemyStats stats, Element element) {
    if (!stats.resists(element)) {
      return false;
    }
    for (Modifier m : Modifier.of(d.turn, NoResistance.class)) {
      Element lost = m.word(NoResistance.class).element();
      if (lost == element || element == Element.COLD_FIRE && (lost == Element.FIRE || lost == Element.ICE)) {
        return false;
      }
    }
    return true;
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
      if (blocked || combatEnds && m.word() instanceof UnitBonus) {
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


  /**
   * The undefeated enemies with an attack still open, by number: those whose attacks {@code cancel-attack} and
   * {@code no-attack} can stop (R-ABIL-16: an effect on attacks, so Arcane Immunity does not protect them).
   *
   * @param d the draft
   * @return the numbers as pick items
   */
  public static List<String> withOpenAttacks(Draft d) {
    List<String> out = new ArrayList<>();
    CombatState c = Combats.get(d);
    for (int n = 0; c != null && n < c.enemies().size(); n++) {
      CombatEnemy e = c.enemy(n);
      if (!e.defeated() && e.attacks().contains(AttackStatus.OPEN)) {
        out.add(Integer.toString(n));
      }
    }
    return out;
  }

  /**
   * The open attacks of an enemy, by index.
   *
   * @param d the draft
   * @param n the enemy's number
   * @return the indices as pick items
   */
  public static List<String> openAttacks(Draft d, int n) {
    List<String> out = new ArrayList<>();
    List<AttackStatus> attacks = Combats.get(d).enemy(n).attacks();
    for (int k = 0; k < attacks.size(); k++) {
      if (attacks.get(k) == AttackStatus.OPEN) {
        out.add(Integer.toString(k));
      }
    }
    return out;
  }

  /**
   * Cancels open attacks of an enemy: they deal no damage (Banner of Fear); not a block (R-COMBAT-BLOCK-7 does not
   * apply, so an Elusive enemy keeps its higher Armour).
   *
   * @param d the draft
   * @param n the enemy's number
   * @param k the attack's index, or -1 for all its open attacks
   */
  public static void cancel(Draft d, int n, int k) {
    CombatEnemy e = Combats.get(d).enemy(n);
    List<AttackStatus> attacks = new ArrayList<>(e.attacks());
    for (int i = 0; i < attacks.size(); i++) {
      if ((k < 0 || i == k) && attacks.get(i) == AttackStatus.OPEN) {
        attacks.set(i, AttackStatus.DAMAGE_DEALT);
        d.emit(new io.github.mkrules.api.event.Event.AttackCancelled(n, i));
      }
    }
    Combats.setEnemy(d, n, e.withAttacks(attacks));
  }
}
