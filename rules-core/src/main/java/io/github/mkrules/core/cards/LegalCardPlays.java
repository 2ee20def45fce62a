package io.github.mkrules.core.cards;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.mana.ManaPayment;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * Lists every legal card play of the active player: sideways uses, and each basic and powered alternative
 * with each cost card and each way of paying. {@link CardPlay#check} confirms every candidate, so the list
 * and the accepted plays come from one piece of code.
 */
public final class LegalCardPlays {
  private LegalCardPlays() {}

  /**
   * Every legal card play of the active player: sideways uses, and each basic and powered alternative with
   * each way of paying for it.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legalPlays(Draft d, List<Action> out) {
    List<ManaSource> sources = ManaPayment.available(d);
    for (String card : new LinkedHashSet<>(d.active().hand())) {
      if (card.equals(TurnEnding.WOUND)) {
        continue;
      }
      for (SidewaysUse use : SidewaysUse.values()) {
        PlaySideways sideways = new PlaySideways(card, use);
        if (use == SidewaysUse.MOVE || use == SidewaysUse.INFLUENCE || SidewaysPlay.check(d, sideways) == null) {
          out.add(sideways);
        }
      }
      for (CardMode mode : CardMode.values()) {
        addPlays(d, card, mode, sources, out);
      }
    }
  }

  private static void addPlays(Draft d, String card, CardMode mode, List<ManaSource> sources, List<Action> out) {
    DeedCard def = d.content.card(card);
    boolean powered = mode == CardMode.POWERED;
    List<Alternative> own = d.effects.card(card, powered, d.source.size());
    if (own == null || (powered && def.type() == DeedCardType.SPELL && d.rulesTime() == TimeOfDay.DAY)) {
      return;
    }
    if (own.size() == 1 && own.get(0).compound() >= 0) {
      // R-COMPOUND-1: the option indexes the other action card's powered alternatives
      for (String other : new LinkedHashSet<>(d.active().hand())) {
        List<Alternative> alternatives = other.equals(TurnEnding.WOUND) || !d.content.card(other).type().isAction()
            ? null : d.effects.card(other, true, d.source.size());
        if (alternatives == null || !CardPlay.inHandBesides(d, card, other)) {
          continue;
        }
        for (int option = 0; option < alternatives.size(); option++) {
          addWithCosts(d, card, mode, option, Optional.of(other), def, alternatives.get(option), sources, out);
        }
      }
      return;
    }
    for (int option = 0; option < own.size(); option++) {
      addWithCosts(d, card, mode, option, Optional.empty(), def, own.get(option), sources, out);
    }
  }

  /** Adds the plays of one alternative: with each possible cost card if it asks for one, and each payment. */
  private static void addWithCosts(Draft d, String card, CardMode mode, int option, Optional<String> with,
      DeedCard def, Alternative alternative, List<ManaSource> sources, List<Action> out) {
    if (!usable(d, alternative) || alternative.compound() >= 0) {
      return;
    }
    List<ManaColor> mana = CardPlay.requiredMana(def, mode == CardMode.POWERED, alternative);
    if (!CardPlay.needsCost(alternative)) {
      addPaid(d, card, mode, option, with, Optional.empty(), mana, sources, out);
      return;
    }
    for (String cost : new LinkedHashSet<>(d.active().hand())) {
      if (!cost.equals(TurnEnding.WOUND)) {
        addPaid(d, card, mode, option, with, Optional.of(cost), mana, sources, out);
      }
    }
  }

  private static boolean usable(Draft d, Alternative alternative) {
    for (Effect atom : alternative.atoms()) {
      if (!EffectResolver.usable(d, atom)) {
        return false;
      }
    }
    return true;
  }

  /** Adds one play per way of paying the needed colours; check() confirms each (the single source of truth). */
  private static void addPaid(Draft d, String card, CardMode mode, int option, Optional<String> with,
      Optional<String> cost, List<ManaColor> needed, List<ManaSource> sources, List<Action> out) {
    for (List<ManaSource> payment : payments(d, sources, needed, 0)) {
      PlayCard play = new PlayCard(card, mode, option, with, cost, payment);
      if (CardPlay.check(d, play) == null) {
        out.add(play);
      }
    }
  }

  /**
   * Every ordered choice of the active player's mana sources that pays the needed colours, each source able to
   * pay its colour and no die used twice; {@code check} methods confirm the counts (crystals, tokens, dice).
   *
   * @param d the draft
   * @param needed the colours, in order
   * @return the candidate payments
   */
  public static List<List<ManaSource>> payments(Draft d, List<ManaColor> needed) {
    return payments(d, ManaPayment.available(d), needed, 0);
  }

  /** Ordered choices of sources, each able to pay its colour; a die is never used twice. */
  private static List<List<ManaSource>> payments(Draft d, List<ManaSource> sources, List<ManaColor> needed, int from) {
    List<List<ManaSource>> out = new ArrayList<>();
    if (from == needed.size()) {
      out.add(List.of());
      return out;
    }
    for (List<ManaSource> tail : payments(d, sources, needed, from + 1)) {
      for (ManaSource source : sources) {
        ManaColor shown = ManaPayment.shown(d, source);
        if (shown == null || !ManaPayment.pays(shown, needed.get(from), d.rulesTime())
            || (source.kind() == ManaSource.Kind.DIE && tail.contains(source))) {
          continue;
        }
        List<ManaSource> next = new ArrayList<>(tail.size() + 1);
        next.add(source);
        next.addAll(tail);
        out.add(next);
      }
    }
    return out;
  }
}
