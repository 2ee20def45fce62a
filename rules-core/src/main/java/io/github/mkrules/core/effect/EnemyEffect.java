package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Element;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * {@code enemy all|blocked|one CHANGE...}: changes aimed at enemies for the rest of the combat (R-COMBAT-START-5):
 * every enemy, the enemy blocked next with the Block gathered (Ice Shield, Exploding Shield), or one enemy the
 * player picks after the play (Tremor, Whirlwind, Chill, Expose, Tornado). The changes, in canonical order:
 * {@code armor -N [fortified -M | per-resistance]} (Armour -N, or -M if the enemy is fortified, or -N for each
 * resistance it has of physical, fire and ice, Resistance Break; never below 1),
 * {@code no-fortification} (it loses all fortifications), {@code no-resistance [ELEMENT]} (it loses all its
 * resistances, or the one of that element), {@code no-attack} (it does not attack, R-ABIL-19: none of its attacks)
 * and {@code destroy} (it is defeated). A red card's change does nothing to a Fire-resistant enemy, a blue card's
 * to an Ice-resistant one (R-COMBAT-START-5.1, R-COMBAT-START-5.2, R-ABIL-11, R-ABIL-12); an enemy with Arcane
 * Immunity ignores every change except {@code no-attack}, which acts on its attacks (R-ABIL-16).
 *
 * @param target which enemies
 * @param changes what happens to them, at least one, each kind once, in canonical order
 */
public record EnemyEffect(Target target, List<Change> changes) implements Effect.Word {
  /** Which enemies an enemy word aims at. */
  public enum Target {
    /** Every enemy of the combat that is not defeated. */
    ALL,
    /** The enemy whose attack is blocked next with the Block gathered (R-COMBAT-BLOCK-3). */
    BLOCKED,
    /** One enemy the player picks when the effect resolves (R-EFFECTS-1). */
    ONE,
    /** One enemy that is not fortified, picked when the effect resolves (Illusionists). */
    ONE_UNFORTIFIED;

    /**
     * The word in the effect language.
     *
     * @return for example {@code blocked} or {@code one-unfortified}
     */
    public String id() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Whether the player picks the enemy.
     *
     * @return true for {@code one} and {@code one-unfortified}
     */
    public boolean picksOne() {
      return this == ONE || this == ONE_UNFORTIFIED;
    }
  }

  /** What a change does, in canonical order. */
  public enum Kind {
    /** Armour -N (min 1), or -M when fortified. */
    ARMOR,
    /** It loses all fortifications (of its ability and of its site). */
    NO_FORTIFICATION,
    /** It loses all its resistances, or one. */
    NO_RESISTANCE,
    /** It does not attack in this combat. */
    NO_ATTACK,
    /** It is destroyed (defeated). */
    DESTROY;

    /**
     * The word in the effect language.
     *
     * @return for example {@code no-attack}
     */
    public String id() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /**
   * One change.
   *
   * @param kind what it does
   * @param amount for {@link Kind#ARMOR} the change, negative; else 0
   * @param fortifiedAmount for {@link Kind#ARMOR} the change against a fortified enemy, negative, or 0 for the same
   * @param element for {@link Kind#NO_RESISTANCE} the one resistance lost, or null for all
   * @param perResistance for {@link Kind#ARMOR}: the change is made once for each resistance the enemy has
   */
  public record Change(Kind kind, int amount, int fortifiedAmount, Element element, boolean perResistance) {
    /** The option of an Armour change counted per resistance. */
    public static final String PER_RESISTANCE = "per-resistance";

    /**
     * A change not counted per resistance.
     *
     * @param kind what it does
     * @param amount the change
     * @param fortifiedAmount the change against a fortified enemy
     * @param element the resistance lost
     */
    public Change(Kind kind, int amount, int fortifiedAmount, Element element) {
      this(kind, amount, fortifiedAmount, element, false);
    }

    /**
     * Checks the arguments of the kind.
     *
     * @param kind what it does
     * @param amount the change
     * @param fortifiedAmount the change against a fortified enemy
     * @param element the resistance lost
     * @param perResistance counted per resistance
     */
    public Change {
      if (perResistance && (kind != Kind.ARMOR || fortifiedAmount != 0)) {
        throw new IllegalArgumentException(PER_RESISTANCE + " only follows an Armour change without fortified");
      }
      if (kind == null) {
        throw new IllegalArgumentException("missing enemy change");
      }
      if (kind == Kind.ARMOR) {
        Words.checkAmount("enemy armor change", -amount, 1);
        if (fortifiedAmount != 0) {
          Words.checkAmount("enemy armor change when fortified", -fortifiedAmount, 1);
        }
      } else if (amount != 0 || fortifiedAmount != 0) {
        throw new IllegalArgumentException(kind.id() + " takes no number");
      }
      if (element != null && kind != Kind.NO_RESISTANCE) {
        throw new IllegalArgumentException(kind.id() + " takes no element");
      }
    }

    /**
     * A change without arguments.
     *
     * @param kind what it does
     * @return the change
     */
    public static Change of(Kind kind) {
      return new Change(kind, 0, 0, null);
    }

    @Override
    public String toString() {
      if (kind == Kind.ARMOR) {
        return "armor " + amount + (fortifiedAmount == 0 ? "" : " fortified " + fortifiedAmount)
            + (perResistance ? " " + PER_RESISTANCE : "");
      }
      return kind.id() + (element == null ? "" : " " + element.id());
    }
  }

  /**
   * Checks the target and the changes, and puts the changes in canonical order.
   *
   * @param target which enemies
   * @param changes what happens to them
   */
  public EnemyEffect {
    if (target == null || changes == null || changes.isEmpty()) {
      throw new IllegalArgumentException("an enemy word needs a target and a change");
    }
    List<Change> sorted = new ArrayList<>(changes);
    sorted.sort(Comparator.comparing(Change::kind));
    Set<Kind> seen = EnumSet.noneOf(Kind.class);
    for (Change change : sorted) {
      if (!seen.add(change.kind())) {
        throw new IllegalArgumentException(change.kind().id() + " given twice");
      }
    }
    changes = List.copyOf(sorted);
  }

  /**
   * A single Armour change (Ice Shield, Tremor).
   *
   * @param target which enemies
   * @param amount the change, negative
   * @return the word
   */
  public static EnemyEffect armor(Target target, int amount) {
    return new EnemyEffect(target, List.of(new Change(Kind.ARMOR, amount, 0, null)));
  }

  /**
   * The change of a kind.
   *
   * @param kind the kind
   * @return the change, or null if the word has none of that kind
   */
  public Change change(Kind kind) {
    for (Change c : changes) {
      if (c.kind() == kind) {
        return c;
      }
    }
    return null;
  }

  @Override
  public String toString() {
    return "enemy " + target.id() + " " + changes.stream().map(Change::toString).collect(Collectors.joining(" "));
  }
}
