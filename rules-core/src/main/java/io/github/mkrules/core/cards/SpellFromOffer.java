package io.github.mkrules.core.cards;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.effect.EffectParser;
import io.github.mkrules.core.effect.GainSpell;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.engine.Offers;
import io.github.mkrules.core.mana.ManaPayment;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * {@code gain-spell discard|hand [pay]} (Magic Talent powered): the Spell is picked from the offer
 * ({@link DecisionKind#CARD_CHOICE}, only Spells whose colour some mana at hand pays when {@code pay}), then the
 * mana that pays it, one pick each (issue 14). Context: the play, the step, the atom's index, the word (and the
 * Spell).
 */
final class SpellFromOffer {
  static final String SPELL = "gain-spell";
  static final String MANA = "gain-spell-mana";

  private SpellFromOffer() {}

  /**
   * Asks for the Spell, or does nothing when none can be taken.
   *
   * @param d the draft
   * @param play the play
   * @param word the word
   * @param index the atom's index
   * @return true if a pick was asked
   */
  static boolean start(Draft d, PlayCard play, GainSpell word, int index) {
    List<String> spells = new ArrayList<>();
    for (String spell : new LinkedHashSet<>(d.spellOffer)) {
      if (!word.pay() || !sources(d, colorOf(d, spell)).isEmpty()) {
        spells.add(spell);
      }
    }
    if (spells.isEmpty()) {
      return false;
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-GAIN-3", spells, 1, 1)
        .context(List.of(play.notation(), SPELL, Integer.toString(index), word.toString())).build());
    return true;
  }

  /**
   * Finishes a pick: the Spell asks for its mana, or is gained; the mana is paid and the Spell gained; then the
   * play goes on.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  static void finish(Draft d, PendingChoice choice) {
    List<String> context = choice.context();
    GainSpell word = (GainSpell) EffectParser.parse(context.get(3), "gain-spell choice");
    String picked = choice.picked().get(0);
    if (context.get(1).equals(SPELL) && word.pay()) {
      List<String> next = new ArrayList<>(context);
      next.set(1, MANA);
      next.add(picked);
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-MANA-1",
          sources(d, colorOf(d, picked)), 1, 1).context(next).build());
      return;
    }
    String spell = picked;
    if (context.get(1).equals(MANA)) {
      spell = context.get(4);
      ManaPayment.pay(d, ManaSource.parse(picked), colorOf(d, spell));
    }
    gain(d, spell, word.toHand());
    PlaySteps.resume(d, context);
  }

  /** The Spell into the discard pile or the hand; the offer refills (R-GAIN-3, R-GAIN-3.1). */
  private static void gain(Draft d, String spell, boolean toHand) {
    PlayerState player = d.active();
    if (toHand) {
      d.setActive(player.withHand(Lists.with(player.hand(), spell)));
    } else {
      d.setActive(player.withCards(player.hand(), player.deck(), Lists.onTop(player.discard(), spell),
          player.playArea()));
    }
    d.emit(new Event.CardGained(player.index(), spell, toHand ? Event.CardPile.HAND : Event.CardPile.DISCARD));
    Offers.take(d, Event.Offer.SPELLS, spell);
  }

  private static ManaColor colorOf(Draft d, String spell) {
    return d.content.card(spell).color().orElseThrow();
  }

  /** The mana at hand that pays a colour now (R-MANA-2), as sources. */
  private static List<String> sources(Draft d, ManaColor color) {
    List<String> out = new ArrayList<>();
    for (ManaSource source : ManaPayment.available(d)) {
      ManaColor shown = ManaPayment.shown(d, source);
      if (shown != null && ManaPayment.pays(shown, color, d.rulesTime())) {
        out.add(source.toString());
      }
    }
    return out;
  }
}
