package io.github.mkrules.core.cards;

import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.effect.DiscardWound;
import io.github.mkrules.core.effect.RerollDie;
import io.github.mkrules.core.effect.TokenFromDie;
import io.github.mkrules.core.effect.ThrowAwayWounds;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.SidewaysValue;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.skills.SkillChoices;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.List;

/**
 * The words the skills brought to the effect language: {@code sideways-value} (a later sideways play is worth
 * more) and {@code discard-wound} (docs/decisions/heroes-skills-tactics.md), and Motivation's
 * {@code lowest-fame} condition.
 */
final class SkillWords {
  private SkillWords() {}

  /**
   * Whether a skill word can be used now.
   *
   * @param d the draft
   * @param word the word
   * @return true if it does something now
   */
  static boolean usable(Draft d, Effect.Word word) {
    if (word instanceof TokenFromDie) {
      return !EffectSteps.basicSourceDice(d).isEmpty(); // a die showing a basic colour to take
    }
    return !(word instanceof DiscardWound) || d.active().hand().contains(TurnEnding.WOUND);
  }

  /**
   * Resolves a skill word for the active player.
   *
   * @param d the draft
   * @param word the word
   * @param source the card or skill whose effect it is
   */
  static void resolve(Draft d, Effect.Word word, String source) {
    if (word instanceof RerollDie) {
      SkillChoices.rerollDie(d); // the die is picked next
    } else if (word instanceof TokenFromDie) {
      SkillChoices.tokenFromDie(d, (TokenFromDie) word, source); // the die is picked next
    } else if (word instanceof ThrowAwayWounds) {
      SkillChoices.throwAwayWounds(d, (ThrowAwayWounds) word, source);
    } else if (word instanceof SidewaysValue) {
      d.turn = d.turn.withUsed(word.toString()); // R-CARDS-3.5: kept for the next sideways play of this turn
    } else if (word instanceof DiscardWound) {
      PlayerState p = d.active();
      d.setActive(p.withCards(Lists.without(p.hand(), TurnEnding.WOUND), p.deck(),
          Lists.concat(List.of(TurnEnding.WOUND), p.discard()), p.playArea()));
      d.emit(new Event.CardsDiscarded(d.turn.player(), 1));
    }
  }

  /**
   * Whether a word is one of this class's.
   *
   * @param word the word
   * @return true for {@code sideways-value}, {@code discard-wound}, {@code throw-away-wounds}, {@code reroll-die}
   *     and {@code token-from-die}
   */
  static boolean owns(Effect.Word word) {
    return word instanceof SidewaysValue || word instanceof DiscardWound || word instanceof ThrowAwayWounds
        || word instanceof RerollDie || word instanceof TokenFromDie;
  }

  /** Strictly lower Fame than every other player (true when playing alone). */
  static boolean strictlyLowestFame(Draft d) {
    PlayerState me = d.active();
    for (PlayerState other : d.players) {
      if (other.index() != me.index() && other.fame() <= me.fame()) {
        return false;
      }
    }
    return true;
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

  /** A Basic or Advanced Action or a Spell of the colour (an Artifact has none). */
  private static boolean sameColorActionOrSpell(Draft d, String card, ManaColor color) {
    io.github.mkrules.api.content.DeedCard deed = d.content.card(card);
    return deed.type() != io.github.mkrules.api.content.DeedCardType.ARTIFACT
        && deed.color().filter(color::equals).isPresent();
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
    ManaColor color = SidewaysValue.color(value.bonus());
    if (color != null && !wound && sameColorActionOrSpell(d, card, color)) {
      return value.higher(); // Universal Power: an Action or Spell of the mana's colour
    }
    if (value.bonus().equals(SidewaysValue.NO_DIE) && d.turn.diceTaken() == 0) {
      // "if you use no Source die this turn": no die may follow
      d.turn = d.turn.withDice(0, 0, d.turn.keepDice());
      return value.higher();
    }
    return n;
  }
}
