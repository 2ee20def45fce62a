package io.github.mkrules.core.combat;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.AttackStatus;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.effect.AtAttackPhase;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.EnemyEffect;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.NextUnitBonus;
import io.github.mkrules.core.effect.NoResistance;
import io.github.mkrules.core.effect.NoUnitDamage;
import io.github.mkrules.core.effect.OnBlock;
import io.github.mkrules.core.effect.UnitBonus;
import io.github.mkrules.core.effect.AllAttacks;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.List;

/**
 * The combat's side of the rule changes cards make (R-EFFECTS-1.2, R-COMBAT-START-5): the changes aimed at
 * enemies ({@code enemy ...}), the follow-ups of a block and of the Attack phase, the bonus to units' Attack and
 * Block, and whether units may take damage. The words that wait are kept in the turn's modifiers until they act or
 * the combat ends; a change made to an enemy is kept on it ({@link CombatEnemy#armorBonus()},
 * {@link CombatEnemy#effects()}).
 */
public final class EnemyModifiers {
  private EnemyModifiers() {}

  /**
   * Makes the changes of an enemy word to every enemy still fighting that it may affect (R-COMBAT-START-5).
   *
   * @param d the draft
   * @param word the word
   * @param color the colour of the card, or null
   */
  public static void applyAll(Draft d, EnemyEffect word, ManaColor color) {
    CombatState c = Combats.get(d);
    for (int n = 0; n < c.enemies().size(); n++) {
      if (whyNot(d, n, word, color) == null) {
        apply(d, n, word, color);
      }
    }
  }

  /**
   * The enemies an enemy word aimed at one enemy may be aimed at now.
   *
   * @param d the draft
   * @param word the word
   * @param color the colour of the card, or null
   * @return the enemies' numbers, ascending
   */
  public static List<Integer> targets(Draft d, EnemyEffect word, ManaColor color) {
    List<Integer> out = new ArrayList<>();
    CombatState c = Combats.get(d);
    for (int n = 0; c != null && n < c.enemies().size(); n++) {
      if (whyNot(d, n, word, color) == null) {
        out.add(n);
      }
    }
    return out;
  }

  /**
   * Why an enemy word cannot be aimed at an enemy: it is defeated, a summoner stood in for by its monster
   * (R-COMBAT-BLOCK-2.1), resists the card's colour (R-COMBAT-START-5.1, R-COMBAT-START-5.2) or is immune to every
   * change the word makes (R-ABIL-16).
   *
   * @param d the draft
   * @param n the enemy's number
   * @param word the word
   * @param color the colour of the card, or null
   * @return a rejection citing the rule, or null if the word may aim at it
   */
  public static Rejection whyNot(Draft d, int n, EnemyEffect word, ManaColor color) {
    CombatState c = Combats.get(d);
    if (c == null || n < 0 || n >= c.enemies().size()) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-START-5", "no enemy " + n + " in this combat");
    }
    if (c.enemy(n).defeated()) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-RANGED-5.1", "enemy " + n + " is already defeated");
    }
    if (Combats.replacedBySummon(c, n)) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-BLOCK-2.1",
          "enemy " + n + " is stood in for by the monster it summoned");
    }
    EnemyStats stats = EnemyStats.of(d, c, n);
    if (word.target() == EnemyEffect.Target.ONE_UNFORTIFIED && stats.fortified()) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-START-1.1",
          "enemy " + n + " is fortified and this effect aims only at an unfortified enemy");
    }
    if (color == ManaColor.RED && stats.resists(Element.FIRE)) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-START-5.1",
          "enemy " + n + " resists Fire and ignores the non-attack effects of red cards (R-ABIL-11)");
    }
    if (color == ManaColor.BLUE && stats.resists(Element.ICE)) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-COMBAT-START-5.2",
          "enemy " + n + " resists Ice and ignores the non-attack effects of blue cards (R-ABIL-12)");
    }
    if (stats.arcaneImmune() && word.change(EnemyEffect.Kind.NO_ATTACK) == null) {
      return Rejection.of(RejectionCode.INVALID_TARGET, "R-ABIL-16",
          "enemy " + n + " has Arcane Immunity: only effects on its attacks affect it");
    }
    return null;
  }

  /**
   * Makes a word's changes to one enemy that the word may aim at; an enemy with Arcane Immunity takes only
   * {@code no-attack}, which acts on its attacks (R-ABIL-16).
   *
   * @param d the draft
   * @param n the enemy's number
   * @param word the word
   * @param color the colour of the card, or null
   */
  public static void apply(Draft d, int n, EnemyEffect word, ManaColor color) {
    boolean immune = EnemyStats.of(d, Combats.get(d), n).arcaneImmune();
    for (EnemyEffect.Change change : word.changes()) {
      if (!immune || change.kind() == EnemyEffect.Kind.NO_ATTACK) {
        change(d, n, change);
      }
    }
  }

  /** How many of the physical, fire and ice resistances an enemy has now (R-ABIL-10 to R-ABIL-12). */
  private static int resistances(EnemyStats stats) {
    int count = 0;
    for (Element element : List.of(Element.PHYSICAL, Element.FIRE, Element.ICE)) {
      count += stats.resists(element) ? 1 : 0;
    }
    return count;
  }

  private static void change(Draft d, int n, EnemyEffect.Change change) {
    CombatEnemy e = Combats.get(d).enemy(n);
    if (e.defeated()) {
      return;
    }
    switch (change.kind()) {
      case ARMOR: {
        boolean fortified = EnemyStats.of(d, Combats.get(d), n).fortified();
        int amount = fortified && change.fortifiedAmount() != 0 ? change.fortifiedAmount() : change.amount();
        if (change.perResistance()) {
          amount *= resistances(EnemyStats.of(d, Combats.get(d), n)); // Resistance Break
        }
        Combats.setEnemy(d, n, e.withArmorBonus(e.armorBonus() + amount)); // never below 1: EnemyStats.armor
        break;
      }
      case DESTROY:
        Targeting.destroy(d, n);
        break;
      default: {
        String text = change.toString();
        if (!e.effects().contains(text)) {
          Combats.setEnemy(d, n, e.withEffects(Lists.with(e.effects(), text)));
        }
        break;
      }
    }
  }

  /**
   * After a block: the words aimed at the enemy blocked with the Block gathered act on it (Ice Shield, Exploding
   * Shield), the follow-ups of a successful block resolve (Burning Shield), and all are used up, with the Block
   * counted against the blocked enemy (Cold Toughness).
   *
   * @param d the draft
   * @param n the blocked enemy's number
   */
  static void blocked(Draft d, int n) {
    for (Modifier m : Modifier.of(d.turn, Effect.class)) {
      if (m.word() instanceof EnemyEffect && m.word(EnemyEffect.class).target() == EnemyEffect.Target.BLOCKED) {
        d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
        EnemyEffect word = m.word(EnemyEffect.class);
        if (whyNot(d, n, word, color(d, m.source())) == null) {
          apply(d, n, word, color(d, m.source()));
        }
      } else if (m.word() instanceof OnBlock) {
        d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
        resolve(d, m.word(OnBlock.class).effect(), m.source());      } else if (BlockedSymbols.is(m.word())) {
        d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text())); // spent with the Block
      }
    }
  }

  /**
   * When the Attack phase begins: the terms kept for it resolve (Burning Shield) and are used up.
   *
   * @param d the draft
   */
  static void attackPhase(Draft d) {
    for (Modifier m : Modifier.of(d.turn, AtAttackPhase.class)) {
      d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
      resolve(d, m.word(AtAttackPhase.class).effect(), m.source());
    }
  }

  /**
   * Drops the words that act on the next block when the Block phase ends (R-COMBAT-BLOCK-10: unused Block is lost
   * with them), and the words that last for the combat only when it ends.
   *
   * @param d the draft
   * @param combatEnds true when the whole combat ends
   */
  static void expire(Draft d, boolean combatEnds) {
    for (Modifier m : Modifier.of(d.turn, Effect.class)) {
      boolean blocked = m.word() instanceof EnemyEffect || m.word() instanceof OnBlock || BlockedSymbols.is(m.word());
      boolean combat = m.word() instanceof UnitBonus || m.word() instanceof NextUnitBonus
          || m.word() instanceof AtAttackPhase || m.word() instanceof AllAttacks;
      if (blocked || combatEnds && combat) {
        d.turn = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
      }
    }
  }

  /**
   * The enemy tokens the player faces now ({@code per enemy}, Flame Wave): every undefeated enemy, a summoner
   * counted once as the monster that stands in for it (R-COMBAT-BLOCK-2.1).
   *
   * @param d the draft
   * @return how many, 0 outside combat
   */
  public static int faced(Draft d) {
    CombatState c = Combats.get(d);
    int n = 0;
    for (int i = 0; c != null && i < c.enemies().size(); i++) {
      n += c.enemy(i).defeated() || Combats.replacedBySummon(c, i) ? 0 : 1;
    }
    return n;
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

  /** A kept term resolves for the card that made it, which gives its colour (R-COMPOUND-1.2). */
  private static void resolve(Draft d, Effect term, String source) {
    List<Effect> atoms = term instanceof Effect.Sequence ? ((Effect.Sequence) term).steps() : List.of(term);
    for (Effect atom : atoms) {
      io.github.mkrules.core.cards.EffectResolver.resolve(d, atom, 0, source);
    }
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
}
