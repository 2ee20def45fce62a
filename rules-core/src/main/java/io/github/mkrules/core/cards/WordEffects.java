package io.github.mkrules.core.cards;

import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatPoints;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.combat.EnemyModifiers;
import io.github.mkrules.core.effect.AtEndOfCombat;
import io.github.mkrules.core.effect.AtEndOfTurn;
import io.github.mkrules.core.effect.DoubleAttack;
import io.github.mkrules.core.effect.NoResistance;
import io.github.mkrules.core.effect.OnHeal;
import io.github.mkrules.core.effect.ReadyAllUnits;
import io.github.mkrules.core.effect.ReadyBannerUnit;
import io.github.mkrules.core.effect.RevealAsDay;
import io.github.mkrules.core.effect.SpendBannerUnit;
import io.github.mkrules.core.effect.ThrowAwayReceivedWounds;
import io.github.mkrules.core.effect.UnitArmor;
import io.github.mkrules.core.effect.UnitFame;
import io.github.mkrules.core.effect.UnitResist;
import io.github.mkrules.core.effect.UnlimitedMana;
import io.github.mkrules.core.effect.UsableMana;
import io.github.mkrules.core.movement.Movement;
import io.github.mkrules.core.effect.Conditional;
import io.github.mkrules.core.effect.Convert;
import io.github.mkrules.core.effect.CrystalFromDie;
import io.github.mkrules.core.effect.DiceAnyBasic;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.AtAttackPhase;
import io.github.mkrules.core.effect.EnemyEffect;
import io.github.mkrules.core.effect.IgnoreSiteFortification;
import io.github.mkrules.core.effect.OnBlock;
import io.github.mkrules.core.effect.ExtraDice;
import io.github.mkrules.core.effect.Fly;
import io.github.mkrules.core.effect.GainSpell;
import io.github.mkrules.core.effect.GainUnit;
import io.github.mkrules.core.effect.HandLimit;
import io.github.mkrules.core.effect.NoProvoke;
import io.github.mkrules.core.effect.Reach;
import io.github.mkrules.core.effect.Travel;
import io.github.mkrules.core.movement.Travels;
import io.github.mkrules.core.units.FreeUnits;
import io.github.mkrules.core.units.OfferUnits;
import io.github.mkrules.core.effect.HealUnit;
import io.github.mkrules.core.effect.KeepCard;
import io.github.mkrules.core.effect.LearnAdvancedAction;
import io.github.mkrules.core.effect.NextCardBonus;
import io.github.mkrules.core.effect.NextUnitBonus;
import io.github.mkrules.core.effect.NoUnitDamage;
import io.github.mkrules.core.effect.Only;
import io.github.mkrules.core.effect.PerCount;
import io.github.mkrules.core.effect.PlayFromOffer;
import io.github.mkrules.core.effect.PlayersWoundPerCrystal;
import io.github.mkrules.core.effect.PoweredBonus;
import io.github.mkrules.core.effect.RerollSource;
import io.github.mkrules.core.effect.ReturnSpentCrystals;
import io.github.mkrules.core.effect.TerrainCost;
import io.github.mkrules.core.effect.UnitBonus;
import io.github.mkrules.core.effect.UnitFromOffer;
import io.github.mkrules.core.effect.AllAttacks;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.map.Board;
import io.github.mkrules.core.movement.Flying;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.turn.TurnEnding;
import io.github.mkrules.core.units.UnitEffects;
import java.util.List;

/**
 * The grammar's later words ({@link Effect.Word}) that resolve at once: conditions, counts, terrain costs, more
 * dice, and the rule changes and delayed effects that go into {@link TurnState#modifiers()} (R-EFFECTS-1.2). The
 * words that ask for a pick while resolving (tokens, mana to crystal, a unit to ready) are {@link EffectSteps}.
 */
final class WordEffects {
  private WordEffects() {}

  /**
   * Whether a word can be used now.
   *
   * @param d the draft
   * @param word the word
   * @param source the card, unit or skill whose effect it is, whose colour counts for resistances; "" if none
   * @return true if it does something (or legally nothing) now
   */
  static boolean usable(Draft d, Effect.Word word, String source) {
    if (word instanceof Conditional) {
      Effect branch = branch(d, (Conditional) word);
      return branch == null || atoms(branch).stream().allMatch(a -> EffectResolver.usable(d, a, source));
    }
    if (word instanceof PerCount) {
      return EffectResolver.usable(d, ((PerCount) word).gain(), source);
    }
    if (word instanceof OnBlock) {
      return Combats.get(d) != null && Combats.get(d).phase() == CombatPhase.BLOCK;
    }
    if (word instanceof AtAttackPhase || word instanceof AllAttacks) {
      return Combats.get(d) != null;
    }
    if (word instanceof Only) {
      return now(d, ((Only) word).when());
    }
    if (word instanceof HealUnit) {
      return UnitEffects.canHeal(d);
    }
    if (CountedSteps.isStep(word)) {
      return CountedSteps.usable(d, word);
    }
    if (word instanceof ReadyBannerUnit || word instanceof SpendBannerUnit) {
      return false; // only through use-banner (units.Banners)
    }
    if (word instanceof Travel) {
      return Travels.usable(d, (Travel) word);
    }
    if (word instanceof GainUnit) {
      return FreeUnits.usable(d);
    }
    if (word instanceof GainSpell) {
      return !d.spellOffer.isEmpty();
    }
    if (word instanceof PlayFromOffer) {
      return OfferPlays.usable(d, (PlayFromOffer) word);
    }
    if (word instanceof UnitFromOffer) {
      return OfferUnits.usable(d);
    }
    if (SkillWords.owns(word)) {
      return SkillWords.usable(d, word);
    }
    if (word instanceof Fly) {
      return Flying.usable(d, (Fly) word);
    }
    if (word instanceof NextUnitBonus) {
      return unitBonusNow(Combats.get(d), ((NextUnitBonus) word).kind());
    }
    if (word instanceof CrystalFromDie) {
      return !EffectSteps.basicSourceDice(d).isEmpty();
    }
    if (RoundEffects.owns(word)) {
      return RoundEffects.usable(d, word);
    }
    if (word instanceof EnemyEffect) {
      CombatState c = Combats.get(d);
      EnemyEffect.Target target = ((EnemyEffect) word).target();
      if (c == null || target == EnemyEffect.Target.BLOCKED && c.phase() != CombatPhase.BLOCK) {
        return false;
      }
      // R-COMBAT-START-5: an effect aimed at one enemy needs an enemy it can affect
      return !target.picksOne() || !EnemyModifiers.targets(d, (EnemyEffect) word, color(d, source)).isEmpty();
    }
    return true;
  }

  /**
   * Resolves a word that needs no pick.
   *
   * @param d the draft
   * @param word the word
   * @param source the id of the card (or unit, skill) whose effect it is, for its colour (R-COMPOUND-1.2)
   */
  static void resolve(Draft d, Effect.Word word, String source) {
    if (word instanceof Conditional) {
      Effect branch = branch(d, (Conditional) word);
      if (branch != null) {
        for (Effect atom : atoms(branch)) {
          EffectResolver.resolve(d, atom, 0, source);
        }
      }
    } else if (word instanceof PerCount && ((PerCount) word).count() == PerCount.Count.BLOCKED_SYMBOLS) {
      d.turn = d.turn.withModifier(source + " " + word); // counted when the Block blocks (combat.BlockedSymbols)
    } else if (word instanceof PerCount) {
      Effect gained = ((PerCount) word).times(count(d, ((PerCount) word).count()));
      if (gained != null) {
        EffectResolver.resolve(d, gained, 0, source);
      }
    } else if (word instanceof HealUnit) {
      UnitEffects.healOne(d);
    } else if (SkillWords.owns(word)) {
      SkillWords.resolve(d, word, source);
    } else if (word instanceof Fly) {
      Flying.ask(d, (Fly) word); // the space is picked next
    } else if (word instanceof TerrainCost) {
      d.turn = d.turn.withTerrainRule(((TerrainCost) word).rule()); // R-MOVE-7: until the end of the turn
    } else if (word instanceof ExtraDice) {
      TurnState t = d.turn; // R-MANA-3: more Source dice this turn, or fewer, never below none
      d.turn = t.withDice(t.diceTaken(), Math.max(0, t.diceAllowed() + ((ExtraDice) word).count()), t.keepDice());
    } else if (word instanceof PlayersWoundPerCrystal) {
      OtherPlayers.woundPerCrystal(d, (PlayersWoundPerCrystal) word); // Mana Radiance
    } else if (word instanceof RerollSource) {
      SourceDice.rerollSource(d); // Mana Storm powered
    } else if (word instanceof EnemyEffect && ((EnemyEffect) word).target() == EnemyEffect.Target.ALL) {
      EnemyModifiers.applyAll(d, (EnemyEffect) word, color(d, source));
    } else if (RoundEffects.owns(word)) {
      RoundEffects.resolve(d, word, source); // beyond the turn (Mana Claim, Mana Curse, the tokens in the centre)
    } else if (word instanceof ReadyAllUnits) {
      UnitEffects.readyAll(d); // R-UNITS-6
    } else if (word instanceof RevealAsDay) {
      d.turn = d.turn.withModifier(source + " " + word);
      d.active().position().ifPresent(at -> Movement.revealAdjacent(d, at)); // what is next to the hero now
    } else if (lasts(word)) {
      d.turn = d.turn.withModifier(source + " " + word);
    }
  }

  /**
   * Leadership: a unit bonus only in a combat with units, in the phase whose unit abilities it adds to (a Ranged
   * Attack also counts in the Attack phase, R-COMBAT-ATTACK-1).
   */
  private static boolean unitBonusNow(CombatState c, NextUnitBonus.Kind kind) {
    if (c == null || !c.unitsAllowed()) {
      return false;
    }
    switch (kind) {
      case BLOCK:
        return c.phase() == CombatPhase.BLOCK;
      case ATTACK:
        return c.phase() == CombatPhase.ATTACK;
      default:
        return c.phase() == CombatPhase.RANGED_SIEGE || c.phase() == CombatPhase.ATTACK;
    }
  }

  /** The words kept in {@link TurnState#modifiers()} until they act, the turn ends or the combat ends. */
  private static boolean lasts(Effect.Word word) {
    boolean blocked = word instanceof EnemyEffect && ((EnemyEffect) word).target() == EnemyEffect.Target.BLOCKED;
    return word instanceof UnitBonus || word instanceof AllAttacks || word instanceof NoUnitDamage || blocked
        || word instanceof OnBlock || word instanceof AtAttackPhase || word instanceof IgnoreSiteFortification
        || word instanceof Convert || word instanceof NextCardBonus || word instanceof NextUnitBonus
        || word instanceof KeepCard
        || word instanceof ReturnSpentCrystals || word instanceof AtEndOfTurn || word instanceof LearnAdvancedAction
        || word instanceof UnlimitedMana || word instanceof UsableMana || word instanceof DoubleAttack
        || word instanceof NoResistance || word instanceof OnHeal || word instanceof AtEndOfCombat
        || word instanceof UnitArmor || word instanceof UnitResist || word instanceof UnitFame
        || word instanceof HandLimit || word instanceof ThrowAwayReceivedWounds || word instanceof DiceAnyBasic
        || word instanceof Reach || word instanceof NoProvoke || word instanceof PoweredBonus
        || word instanceof PlayFromOffer || word instanceof UnitFromOffer;
  }

  /**
   * The colour of a card, for resistances (R-ABIL-11, R-ABIL-12); null for a unit, skill or colourless card.
   *
   * @param d the draft
   * @param source a card, unit or skill id
   * @return the colour, or null
   */
  static ManaColor color(Draft d, String source) {
    if (!d.content.hasCard(source)) {
      return null;
    }
    return d.content.card(source).color().orElse(null);
  }

  /** The branch of a condition that applies now, or null. */
  private static Effect branch(Draft d, Conditional c) {
    return holds(d, c.condition()) ? c.then() : c.otherwise();
  }

  private static boolean holds(Draft d, Conditional.Condition condition) {
    switch (condition) {
      case DAY:
        return d.rulesTime() == TimeOfDay.DAY;
      case NIGHT:
        return d.rulesTime() == TimeOfDay.NIGHT;
      case COMBAT:
        return Combats.get(d) != null;
      case NO_COMBAT:
        return Combats.get(d) == null;
      case LOWEST_FAME:
        return SkillWords.strictlyLowestFame(d);
      case INTERACTING:
        return d.turn.interaction().isPresent();
      default:
        return d.active().position().map(pos -> Board.hexAt(d, pos))
            .filter(hex -> hex != null && hex.terrain() == Terrain.FOREST).isPresent();
    }
  }

  /** Whether a combat is at the moment {@code only} names. */
  private static boolean now(Draft d, Only.When when) {
    if (when == Only.When.DAY || when == Only.When.NIGHT) {
      return (d.rulesTime() == TimeOfDay.DAY) == (when == Only.When.DAY); // R-MANA-2: the time's rules
    }
    CombatState c = Combats.get(d);
    if (when == Only.When.NO_COMBAT || when == Only.When.INTERACTING) {
      return c == null && (when == Only.When.NO_COMBAT || d.turn.interaction().isPresent());
    }
    if (c == null) {
      return false;
    }
    switch (when) {
      case COMBAT_START:
        // nothing attacked or gathered for an attack yet: the combat has just begun
        return (c.phase() == CombatPhase.CHALLENGE || c.phase() == CombatPhase.RANGED_SIEGE)
            && c.targets().isEmpty() && c.ranged().equals(CombatPoints.NONE) && c.siege().equals(CombatPoints.NONE)
            && c.enemies().stream().noneMatch(CombatEnemy::defeated);
      case RANGED_PHASE:
        return c.phase() == CombatPhase.RANGED_SIEGE;
      case BLOCK_PHASE:
        return c.phase() == CombatPhase.BLOCK;
      default:
        return c.phase() == CombatPhase.ATTACK;
    }
  }

  private static int count(Draft d, PerCount.Count count) {
    if (count == PerCount.Count.RECRUITED) {
      return d.turn.unitsRecruited();
    }
    PlayerState player = d.active();
    if (count == PerCount.Count.CRYSTAL_COLOR) {
      int colors = 0;
      for (ManaColor color : ManaColor.basicColors()) {
        colors += player.crystals().get(color) > 0 ? 1 : 0;
      }
      return colors;
    }
    if (count == PerCount.Count.ENEMY) {
      return EnemyModifiers.faced(d);
    }
    if (count == PerCount.Count.DEFEATED) {
      return Combats.get(d) == null ? 0
          : (int) Combats.get(d).enemies().stream().filter(e -> e.defeated() && !e.summoned()).count();
    }
    if (count.name().startsWith("SPELL_")) {
      ManaColor color = ManaColor.valueOf(count.name().substring("SPELL_".length()));
      return (int) d.turn.used().stream().filter(u -> u.startsWith(CardPlay.SPELL_CAST)).map(u -> u.substring(
          CardPlay.SPELL_CAST.length())).filter(c -> d.content.card(c).color().filter(color::equals).isPresent()).count();
    }
    if (count == PerCount.Count.READY_UNIT) {
      return (int) player.units().stream().filter(u -> u.ready() && u.wounds() == 0).count();
    }
    int wounds = Lists.count(player.hand(), TurnEnding.WOUND);
    for (UnitState unit : player.units()) {
      wounds += unit.wounds();
    }
    return wounds;
  }

  /**
   * The atoms of a play with each condition whose branches ask for a pick ({@link EffectSteps}) replaced by the
   * atoms of the branch that applies now, so that the pick can stop and resume the play (Rebirth's
   * {@code if forest (heal 5 ; ready-units 5) else (...)}). The conditions read the time, the combat and the
   * hero's space, which a play does not change while it resolves, so the list is the same at every resume.
   *
   * @param d the draft
   * @param atoms the play's atoms
   * @return the atoms to resolve
   */
  static List<Effect> withSteps(Draft d, List<Effect> atoms) {
    if (atoms.stream().noneMatch(a -> a instanceof Conditional && hasStep((Conditional) a))) {
      return atoms;
    }
    List<Effect> out = new java.util.ArrayList<>();
    for (Effect atom : atoms) {
      if (atom instanceof Conditional && hasStep((Conditional) atom)) {
        Effect branch = branch(d, (Conditional) atom);
        if (branch != null) {
          out.addAll(atoms(branch));
        }
      } else {
        out.add(atom);
      }
    }
    return out;
  }

  private static boolean hasStep(Conditional c) {
    return atoms(c.then()).stream().anyMatch(EffectSteps::isStep)
        || c.otherwise() != null && atoms(c.otherwise()).stream().anyMatch(EffectSteps::isStep);
  }

  /** The atoms of a choice-free term, in order. */
  static List<Effect> atoms(Effect term) {
    return term instanceof Effect.Sequence ? ((Effect.Sequence) term).steps() : List.of(term);
  }
}
