package io.github.mkrules.core.cards;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.event.PointKind;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.combat.DamageAssignment;
import io.github.mkrules.core.effect.AllAttacks;
import io.github.mkrules.core.effect.AttackKind;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.DoubleAttack;
import io.github.mkrules.core.effect.EnemyEffect;
import io.github.mkrules.core.effect.Only;
import io.github.mkrules.core.effect.GainKind;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.api.content.Element;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.mana.RestrictedTokens;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;

/** Resolves atomic effects outside combat (R-EFFECTS, R-GAIN, R-WOUND healing). */
public final class EffectResolver {
  /** Reputation runs from -7 to +7 (R-SETUP-1, reputation track). */
  public static final int MAX_REPUTATION = 7;

  private EffectResolver() {}

  /**
   * Whether an atom can be used now: Attacks in the Ranged and Siege phase (Ranged and Siege only) and in the
   * Attack phase (R-COMBAT-RANGED-3, R-COMBAT-ATTACK-1), Blocks in the Block phase (R-COMBAT-BLOCK-4), no
   * healing in combat (R-COMBAT-START-6), and special rules the engine interprets.
   *
   * @param d the draft
   * @param atom the atom
   * @return true if it does something (or legally nothing) now
   */
  public static boolean usable(Draft d, Effect atom) {
    return usable(d, atom, "");
  }

  /**
   * Whether an atom of a named card, unit or skill can be used now; its colour counts for the enemies an effect
   * may aim at (R-COMBAT-START-5).
   *
   * @param d the draft
   * @param atom the atom
   * @param source the card, unit or skill id, or "" for none
   * @return true if it does something (or legally nothing) now
   */
  public static boolean usable(Draft d, Effect atom, String source) {
    CombatPhase phase = Combats.get(d) == null ? null : Combats.get(d).phase();
    if (atom instanceof Effect.Attack) {
      return phase == CombatPhase.ATTACK
          || phase == CombatPhase.RANGED_SIEGE && changed(d, (Effect.Attack) atom).kind() != AttackKind.MELEE;
    }
    if (atom instanceof Effect.Block) {
      return phase == CombatPhase.BLOCK;
    }
    if (atom instanceof Effect.Gain && ((Effect.Gain) atom).kind() == GainKind.HEAL) {
      return phase == null;
    }
    if (atom instanceof Effect.Word) {
      return WordEffects.usable(d, (Effect.Word) atom, source);
    }
    if (atom instanceof Effect.GainCrystal && ((Effect.GainCrystal) atom).owned()) {
      // Crystal Mastery: a colour of which a crystal is held already
      return d.active().crystals().get(((Effect.GainCrystal) atom).colors().get(0)) > 0;
    }
    return !(atom instanceof Effect.Special) || SpecialEffects.OUTSIDE_COMBAT.contains(((Effect.Special) atom).id());
  }

  /**
   * The rule an atom that {@link #usable} refuses breaks: R-COMBAT-ATTACK-1.3 for an effect only for the Attack
   * phase, R-COMBAT-START-5 for an effect aimed at an enemy it cannot affect, else R-EFFECTS-1.
   *
   * @param atom the refused atom
   * @return the rule ID
   */
  public static String notUsableRule(Effect atom) {
    if (atom instanceof Only && ((Only) atom).when() == Only.When.ATTACK_PHASE) {
      return "R-COMBAT-ATTACK-1.3";
    }
    return atom instanceof EnemyEffect ? "R-COMBAT-START-5" : "R-EFFECTS-1";
  }

  /**
   * Why an atom that {@link #usable} refuses cannot be used now.
   *
   * @param d the draft
   * @param atom the refused atom
   * @return a sentence for the rejection
   */
  public static String notUsableReason(Draft d, Effect atom) {
    if (atom instanceof Effect.Attack || atom instanceof Effect.Block) {
      return "'" + atom + "' cannot be used " + (Combats.get(d) == null ? "outside combat"
          : "in the " + Combats.get(d).phase().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " phase");
    }
    if (atom instanceof Effect.Gain) {
      return "healing cannot be used in combat (R-COMBAT-START-6)";
    }
    if (atom instanceof EnemyEffect && Combats.get(d) != null) {
      return "'" + atom + "' has no enemy it can affect now (R-COMBAT-START-5, R-ABIL-11, R-ABIL-12, R-ABIL-16)";
    }
    if (atom instanceof Effect.Word || atom instanceof Effect.GainCrystal) {
      return "'" + atom + "' cannot be used now";
    }
    return "'" + atom + "' is not available in this engine version";
  }

  /**
   * Resolves one atom for the active player.
   *
   * @param d the draft
   * @param atom the atom
   * @param bonus the compound bonus added to Move and Influence (R-COMPOUND, Concentration), 0 if none
   */
  public static void resolve(Draft d, Effect atom, int bonus) {
    resolve(d, atom, bonus, "");
  }

  /**
   * Resolves one atom for the active player, from a named card, unit or skill.
   *
   * @param d the draft
   * @param atom the atom
   * @param bonus the compound bonus added to Move, Influence, Attack and Block (R-COMPOUND), 0 if none
   * @param source the id of the card, unit or skill whose effect it is: its colour counts for resistances
   *     (R-COMPOUND-1.2) and it names the rule changes it makes
   */
  public static void resolve(Draft d, Effect atom, int bonus, String source) {
    int p = d.turn.player();
    if (atom instanceof Effect.Gain) {
      gain(d, (Effect.Gain) atom, bonus);
    } else if (atom instanceof Effect.GainCrystal) {
      ManaColor color = ((Effect.GainCrystal) atom).colors().get(0);
      PlayerState player = d.active();
      if (player.crystals().get(color) < Crystals.MAX_PER_COLOR) {
        d.setActive(player.withCrystals(player.crystals().plus(color, 1)));
        d.emit(new Event.ManaGained(p, color, true));
      } else {
        // R-GAIN-2: a fourth crystal becomes a mana token in the play area
        d.turn = d.turn.withTokens(Lists.with(d.turn.tokens(), color));
        d.emit(new Event.ManaGained(p, color, false));
      }
    } else if (atom instanceof Effect.GainToken) {
      gainToken(d, ((Effect.GainToken) atom).colors().get(0)); // R-GAIN-1
      RestrictedTokens.gained(d, source, (Effect.GainToken) atom);
    } else if (atom instanceof Effect.Attack) {
      attack(d, (Effect.Attack) atom, bonus);
    } else if (atom instanceof Effect.Block) {
      block(d, (Effect.Block) atom, bonus);
    } else if (atom instanceof Effect.TakeWounds) {
      takeWounds(d, ((Effect.TakeWounds) atom).count());
    } else if (atom instanceof Effect.Word) {
      WordEffects.resolve(d, (Effect.Word) atom, source);
    } else if (atom instanceof Effect.Special) {
      SpecialEffects.resolve(d, (Effect.Special) atom, bonus, source);
    }
  }



  /** An attack as the words of this combat change it ({@code attacks}: Altem Mages). */
  private static Effect.Attack changed(Draft d, Effect.Attack attack) {
    Effect.Attack a = attack;
    for (Modifier m : Modifier.of(d.turn, AllAttacks.class)) {
      a = m.word(AllAttacks.class).change(a);
    }
    return a;
  }

  /** Attack points into the combat, by kind and element (R-COMBAT-RANGED-3.1, R-COMPOUND bonus). */
  private static void attack(Draft d, Effect.Attack gained, int bonus) {
    Effect.Attack a = changed(d, gained);
    CombatState c = Combats.get(d);
    int n = doubled(d, a.element(), a.amount() + bonus);
    switch (a.kind()) {
      case RANGED:
        c = c.withRanged(c.ranged().plus(a.element(), n));
        break;
      case SIEGE:
        c = c.withSiege(c.siege().plus(a.element(), n));
        break;
      default:
        c = c.withMelee(c.melee().plus(a.element(), n));
        break;
    }
    Combats.set(d, c);
    d.emit(new Event.PointsGained(d.turn.player(), PointKind.ATTACK, n));
  }

  /**
   * Attack points as they count now: twice in the Attack phase when a {@code double-attack} word of this turn names
   * their element (Sword of Justice strong, R-COMBAT-ATTACK-1).
   *
   * @param d the draft
   * @param element the attack's element
   * @param points its points
   * @return the points that count
   */
  static int doubled(Draft d, Element element, int points) {
    CombatState c = Combats.get(d);
    if (c == null || c.phase() != CombatPhase.ATTACK) {
      return points;
    }
    for (Modifier m : Modifier.of(d.turn, DoubleAttack.class)) {
      if (m.word(DoubleAttack.class).element() == element) {
        return points * 2;
      }
    }
    return points;
  }

  /** Block points into the combat, by element (R-COMBAT-BLOCK-4.1). */
  private static void block(Draft d, Effect.Block b, int bonus) {
    CombatState c = Combats.get(d);
    int n = b.amount() + bonus;
    Combats.set(d, b.doubleAgainstSwift() ? c.withSwiftBlock(c.swiftBlock().plus(b.element(), n))
        : c.withBlock(c.block().plus(b.element(), n)));
    d.emit(new Event.PointsGained(d.turn.player(), PointKind.BLOCK, n));
  }

  /**
   * A mana token into the play area (R-GAIN-1).
   *
   * @param d the draft
   * @param color its colour
   */
  public static void gainToken(Draft d, ManaColor color) {
    d.turn = d.turn.withTokens(Lists.with(d.turn.tokens(), color));
    d.emit(new Event.ManaGained(d.turn.player(), color, false));
  }

  static void gain(Draft d, Effect.Gain gain, int bonus) {
    int p = d.turn.player();
    TurnState t = d.turn;
    int n = gain.amount();
    GainKind kind = gain.kind();
    switch (kind) {
      case MOVE:
        d.turn = t.withPoints(t.move() + n + bonus, t.influence(), t.heal());
        d.emit(new Event.PointsGained(p, PointKind.MOVE, n + bonus));
        break;
      case INFLUENCE:
        d.turn = t.withPoints(t.move(), t.influence() + n + bonus, t.heal());
        d.emit(new Event.PointsGained(p, PointKind.INFLUENCE, n + bonus));
        break;
      case HEAL:
        heal(d, n);
        break;
      case DRAW:
        draw(d, n);
        break;
      case FAME: {
        PlayerState player = d.active();
        d.setActive(player.withFameAndReputation(player.fame() + n, player.reputation()));
        d.emit(new Event.FameAndReputation(p, n, 0));
        break;
      }
      default: {
        PlayerState player = d.active();
        int rep = Math.max(-MAX_REPUTATION, Math.min(MAX_REPUTATION, player.reputation() + n));
        d.setActive(player.withFameAndReputation(player.fame(), rep));
        d.emit(new Event.FameAndReputation(p, 0, rep - player.reputation()));
        break;
      }
    }
  }

  /** R-WOUND-3: Healing points, spent at once on Wounds in hand or kept for the player's choice. */
  static void heal(Draft d, int points) {
    io.github.mkrules.core.wounds.Healing.gain(d, points);
  }

  static void draw(Draft d, int n) {
    PlayerState player = d.active();
    int count = Math.min(n, player.deck().size());
    if (count == 0) {
      return;
    }
    d.setActive(player.withCards(Lists.concat(player.hand(), player.deck().subList(0, count)),
        player.deck().subList(count, player.deck().size()), player.discard(), player.playArea()));
    d.revealed = true;
    d.emit(new Event.CardsDrawn(d.turn.player(), count));
  }

  /**
   * Puts Wounds from the Wound deck into the active player's hand.
   *
   * @param d the draft
   * @param count how many
   */
  public static void takeWounds(Draft d, int count) {
    PlayerState player = d.active();
    int taken = Math.min(count, d.wounds);
    List<String> hand = new ArrayList<>(player.hand());
    for (int i = 0; i < taken; i++) {
      hand.add(TurnEnding.WOUND);
    }
    d.wounds -= taken;
    d.setActive(player.withHand(hand));
    if (taken > 0) {
      d.turn = d.turn.withWoundsReceived(d.turn.woundsReceived() + taken); // Banner of Protection
      d.emit(new Event.WoundsTaken(d.turn.player(), taken, Event.CardPile.HAND));
    }
    DamageAssignment.countWounds(d, taken); // R-COMBAT-DMG-5.3(i), EX-9
  }
}
