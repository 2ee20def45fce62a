package io.github.mkrules.core.skills;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.cards.EffectResolver;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.cards.EffectSteps;
import io.github.mkrules.core.effect.CrystalFromDie;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.ThrowAwayWounds;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;

/**
 * The words of the interactive skills that act on cards and dice: {@code throw-away-wounds N [give-nearest]}
 * (Ritual of Pain, Healing Ritual) and {@code crystal-from-die} outside a card play (Source Freeze); what they leave open is a
 * {@link DecisionKind#SKILL_CHOICE} pick, finished by {@link #finish}.
 */
public final class SkillChoices {
  private SkillChoices() {}

  /**
   * Up to N Wounds from the hand are thrown away, as many as there are (no Healing: R-WOUND-3 does not apply); with
   * {@code give-nearest} one of them goes into the hand of the nearest other hero on the map, picked on a tie.
   *
   * @param d the draft
   * @param word the word
   */
  public static void throwAwayWounds(Draft d, ThrowAwayWounds word) {
    PlayerState p = d.active();
    int n = Math.min(word.count(), Lists.count(p.hand(), TurnEnding.WOUND));
    if (n == 0) {
      return;
    }
    List<PlayerState> nearest = word.giveNearest() ? nearest(d) : List.of();
    int back = nearest.isEmpty() ? n : n - 1;
    if (back > 0) {
      List<String> hand = p.hand();
      List<String> thrown = new ArrayList<>();
      for (int i = 0; i < back; i++) {
        hand = Lists.without(hand, TurnEnding.WOUND);
        thrown.add(TurnEnding.WOUND);
      }
      d.setActive(p.withHand(hand));
      d.wounds += back;
      d.emit(new Event.CardsThrownAway(p.index(), thrown, Event.CardPile.HAND));
    }
    if (nearest.size() == 1) {
      give(d, nearest.get(0).index());
    } else if (nearest.size() > 1) {
      // the Wound given away stays in the hand until the hero is picked, so every Wound is always somewhere
      List<String> heroes = new ArrayList<>();
      for (PlayerState q : nearest) {
        heroes.add(q.hero());
      }
      Choices.ask(d, Choices.of(p.index(), DecisionKind.SKILL_CHOICE, "R-SKILLS-3", heroes, 1, 1)
          .context(List.of(ThrowAwayWounds.WORD)).build());
    }
  }

  /**
   * {@code crystal-from-die [keep]} outside a card play (Source Freeze's {@code when-back}): a crystal of the basic
   * colour of a Source die picked among those showing one; the die is rerolled unless {@code keep}. Nothing when no
   * die shows a basic colour.
   *
   * @param d the draft
   * @param word the word
   */
  public static void crystalFromDie(Draft d, CrystalFromDie word) {
    List<String> dice = EffectSteps.basicSourceDice(d);
    if (!dice.isEmpty()) {
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.SKILL_CHOICE, "R-SKILLS-3", dice, 1, 1)
          .context(List.of(word.toString())).build());
    }
  }

  /**
   * Finishes a pick: the Wound goes to the hero picked, or the crystal of the colour picked is gained.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    String picked = choice.picked().get(0);
    if (choice.context().get(0).startsWith(CrystalFromDie.WORD)) {
      int die = ManaSource.parse(picked).die();
      EffectResolver.resolve(d, new Effect.GainCrystal(List.of(d.source.get(die).color())), 0); // R-GAIN-2
      if (!choice.context().get(0).endsWith(CrystalFromDie.KEEP)) {
        SourceDice.reroll(d, die);
      }
      return;
    }
    for (PlayerState q : d.players) {
      if (q.hero().equals(picked)) {
        give(d, q.index());
      }
    }
  }

  /** One of the thrown Wounds from the active player's hand into another player's, not back to the Wound deck. */
  private static void give(Draft d, int q) {
    PlayerState p = d.active();
    d.setActive(p.withHand(Lists.without(p.hand(), TurnEnding.WOUND)));
    d.emit(new Event.CardsThrownAway(p.index(), List.of(TurnEnding.WOUND), Event.CardPile.HAND));
    d.players[q] = d.players[q].withHand(Lists.with(d.players[q].hand(), TurnEnding.WOUND));
    d.emit(new Event.WoundsTaken(q, 1, Event.CardPile.HAND));
  }

  /** The other heroes on the map nearest to the active one, in player order; none off the map. */
  private static List<PlayerState> nearest(Draft d) {
    HexCoord at = d.active().position().orElse(null);
    List<PlayerState> out = new ArrayList<>();
    int best = Integer.MAX_VALUE;
    for (PlayerState q : d.players) {
      if (at == null || q.index() == d.turn.player() || q.position().isEmpty()) {
        continue;
      }
      int distance = at.distance(q.position().get());
      if (distance < best) {
        out.clear();
        best = distance;
      }
      if (distance == best) {
        out.add(q);
      }
    }
    return out;
  }
}
