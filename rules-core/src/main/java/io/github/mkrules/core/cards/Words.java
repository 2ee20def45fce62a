package io.github.mkrules.core.cards;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.effect.Condition;
import io.github.mkrules.core.effect.DiscardWound;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.If;
import io.github.mkrules.core.effect.Only;
import io.github.mkrules.core.effect.Per;
import io.github.mkrules.core.effect.SidewaysValue;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.List;

/**
 * The words of the effect language that ask about the moment an effect is used or change a later play: {@code if},
 * {@code only}, {@code per}, {@code sideways-value} and {@code discard-wound} (docs/decisions/heroes-skills-tactics.md).
 */
final class Words {
  private Words() {}

  /**
   * Whether a word can be used now.
   *
   * @param d the draft
   * @param word the word
   * @return true if it does something (or legally nothing) now
   */
  static boolean usable(Draft d, Effect.Word word) {
    if (word instanceof If) {
      return chosen((If) word, d).stream().allMatch(atom -> EffectResolver.usable(d, atom));
    }
    if (word instanceof Only) {
      return holds(d, ((Only) word).condition());
    }
    if (word instanceof Per) {
      return EffectResolver.usable(d, ((Per) word).gain());
    }
    if (word instanceof DiscardWound) {
      return d.active().hand().contains(TurnEnding.WOUND);
    }
    return word instanceof SidewaysValue;
  }

  /**
   * Resolves a word for the active player.
   *
   * @param d the draft
   * @param word the word
   * @param bonus the compound bonus, passed on to the atoms an {@code if} chooses
   */
  static void resolve(Draft d, Effect.Word word, int bonus) {
    if (word instanceof If) {
      for (Effect atom : chosen((If) word, d)) {
        EffectResolver.resolve(d, atom, bonus);
      }
    } else if (word instanceof Per) {
      Per per = (Per) word;
      int n = Math.multiplyExact(per.gain().amount(), count(d, per.count()));
      n = per.max() > 0 ? Math.min(n, per.max()) : n;
      if (n > 0) {
        EffectResolver.gain(d, new Effect.Gain(per.gain().kind(), n), bonus);
      }
    } else if (word instanceof SidewaysValue) {
      d.turn = d.turn.withUsed(word.toString()); // R-CARDS-3.5: kept for the next sideways play of this turn
    } else if (word instanceof DiscardWound) {
      PlayerState p = d.active();
      d.setActive(p.withCards(Lists.without(p.hand(), TurnEnding.WOUND), p.deck(),
          Lists.concat(List.of(TurnEnding.WOUND), p.discard()), p.playArea()));
      d.emit(new Event.CardsDiscarded(d.turn.player(), 1));
    }
  }

  /** The atoms of the branch of an {@code if} that applies now. */
  private static List<Effect> chosen(If word, Draft d) {
    Effect branch = holds(d, word.condition()) ? word.then() : word.otherwise().orElse(null);
    if (branch == null) {
      return List.of();
    }
    return branch instanceof Effect.Sequence ? ((Effect.Sequence) branch).steps() : List.of(branch);
  }

  /**
   * Whether a condition holds now.
   *
   * @param d the draft
   * @param condition the condition
   * @return true if it holds
   */
  static boolean holds(Draft d, Condition condition) {
    CombatState c = Combats.get(d);
    switch (condition) {
      case DAY:
        return d.rulesTime() == TimeOfDay.DAY;
      case NIGHT:
        return d.rulesTime() == TimeOfDay.NIGHT;
      case COMBAT:
        return c != null;
      case NO_COMBAT:
        return c == null;
      case FOREST:
        return SpecialEffects.inForest(d);
      case LOWEST_FAME:
        return SpecialEffects.strictlyLowestFame(d);
      case INTERACTING:
        return d.turn.interaction().isPresent();
      case RANGED_PHASE:
        return c != null && c.phase() == CombatPhase.RANGED_SIEGE;
      case BLOCK_PHASE:
        return c != null && c.phase() == CombatPhase.BLOCK;
      default:
        return c != null && c.phase() == CombatPhase.ATTACK;
    }
  }

  private static int count(Draft d, Per.Count count) {
    PlayerState p = d.active();
    switch (count) {
      case WOUND:
        return SpecialEffects.woundsInHandAndOnUnits(p);
      case CRYSTAL_COLOR: {
        int colors = 0;
        for (ManaColor color : ManaColor.basicColors()) {
          colors += p.crystals().get(color) > 0 ? 1 : 0;
        }
        return colors;
      }
      default: {
        int ready = 0;
        for (UnitState unit : p.units()) {
          ready += unit.ready() && unit.wounds() == 0 ? 1 : 0;
        }
        return ready;
      }
    }
  }

  /**
   * The sideways value waiting for the next sideways play of this turn, if any (R-CARDS-3.5).
   *
   * @param d the draft
   * @return the word, or null
   */
  static SidewaysValue pendingSideways(Draft d) {
    for (String used : d.turn.used()) {
      if (used.startsWith(SidewaysValue.WORD + " ")) {
        return (SidewaysValue) io.github.mkrules.core.effect.EffectParser.parse(used, "turn.used");
      }
    }
    return null;
  }

  /**
   * Uses up the waiting sideways value for a card played sideways now.
   *
   * @param d the draft
   * @param card the card
   * @param value the waiting word
   * @return the card's value
   */
  static int useSideways(Draft d, String card, SidewaysValue value) {
    boolean wound = card.equals(TurnEnding.WOUND);
    if (value.bonus().equals(SidewaysValue.WOUND) != wound) {
      return 1; // Power of Pain raises only the Wound
    }
    d.turn = d.turn.withUsed(Lists.without(d.turn.used(), value.toString()));
    int n = value.value();
    if (value.bonus().equals(SidewaysValue.ADVANCED) && !card.equals(TurnEnding.WOUND)
        && d.content.card(card).type() != io.github.mkrules.api.content.DeedCardType.BASIC_ACTION) {
      return value.higher(); // an Advanced Action, Spell or Artifact
    }
    if (value.bonus().equals(SidewaysValue.NO_DIE) && d.turn.diceTaken() == 0) {
      // "if you use no Source die this turn": no die may follow
      d.turn = d.turn.withDice(0, 0, d.turn.keepDice());
      return value.higher();
    }
    return n;
  }
}
