package io.github.mkrules.core.cards;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.mana.ManaPayment;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * Lists every legal card play of the active player: sideways uses, and each basic and powered alternative (also of
 * the Spells of the offer a {@code play-from-offer} lets the player play); a
 * cost card and the mana follow as picks ({@link PlaySteps}). {@link CardPlay#check} confirms every
 * candidate, so the list and the accepted plays come from one piece of code.
 */
public final class LegalCardPlays {
  private LegalCardPlays() {}

  /**
   * Every legal card play of the active player: sideways uses, and each basic and powered alternative that
   * can be paid for.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legalPlays(Draft d, List<Action> out) {
    boolean woundSideways = SidewaysPlay.woundAllowed(d);
    for (String card : new LinkedHashSet<>(d.active().hand())) {
      if (card.equals(TurnEnding.WOUND)) {
        addWoundSideways(d, woundSideways, out);
        continue;
      }
      for (SidewaysUse use : SidewaysUse.values()) {
        PlaySideways sideways = new PlaySideways(card, use);
        if (use == SidewaysUse.MOVE || use == SidewaysUse.INFLUENCE || SidewaysPlay.check(d, sideways) == null) {
          out.add(sideways);
        }
      }
      for (CardMode mode : CardMode.values()) {
        addPlays(d, card, mode, out);
      }
    }
    for (String card : OfferPlays.playable(d)) { // play-from-offer: as if in hand, never sideways
      for (CardMode mode : CardMode.values()) {
        addPlays(d, card, mode, out);
      }
    }
  }

  /** Power of Pain: a Wound played sideways like an ordinary card. */
  private static void addWoundSideways(Draft d, boolean allowed, List<Action> out) {
    for (SidewaysUse use : allowed ? SidewaysUse.values() : new SidewaysUse[0]) {
      PlaySideways sideways = new PlaySideways(TurnEnding.WOUND, use);
      if (SidewaysPlay.check(d, sideways) == null) {
        out.add(sideways);
      }
    }
  }

  private static void addPlays(Draft d, String card, CardMode mode, List<Action> out) {
    DeedCard def = d.content.card(card);
    boolean powered = mode == CardMode.POWERED;
    List<Alternative> own = d.effects.card(card, powered);
    if (own == null || def.banner() && !powered || (powered && def.type() == DeedCardType.SPELL && !ManaPayment.usable(d, ManaColor.BLACK))) {
      return;
    }
    if (own.size() == 1 && own.get(0).isCompound()) {
      // R-COMPOUND-1: the option indexes the other action card's basic or powered alternatives
      boolean otherPowered = own.get(0).compound().powered();
      for (String other : new LinkedHashSet<>(d.active().hand())) {
        List<Alternative> alternatives = other.equals(TurnEnding.WOUND) || !d.content.card(other).type().isAction()
            ? null : d.effects.card(other, otherPowered);
        if (alternatives == null || !CardPlay.inHandBesides(d, card, other)) {
          continue;
        }
        add(d, new PlayCard(card, mode, 0, Optional.of(other)), out); // the option is picked next (issue 14)
      }
      return;
    }
    for (int option = 0; option < own.size(); option++) {
      addPlay(d, card, mode, option, Optional.empty(), own.get(option), out);
    }
  }

  /** Adds the play of one alternative; its cost card, if it asks for one, is picked next. */
  private static void addPlay(Draft d, String card, CardMode mode, int option, Optional<String> with,
      Alternative alternative, List<Action> out) {
    if (usable(d, alternative, card) && !alternative.isCompound()) {
      add(d, new PlayCard(card, mode, option, with), out);
    }
  }

  private static boolean usable(Draft d, Alternative alternative, String card) {
    for (Effect atom : alternative.atoms()) {
      if (!EffectResolver.usable(d, atom, card)) {
        return false;
      }
    }
    return true;
  }

  /** Adds a play that check() accepts (the single source of truth). */
  private static void add(Draft d, PlayCard play, List<Action> out) {
    if (CardPlay.legal(d, play)) {
      out.add(play);
    }
  }
}
