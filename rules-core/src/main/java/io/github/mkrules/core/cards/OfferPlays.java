package io.github.mkrules.core.cards;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.PlayFromOffer;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * {@code play-from-offer spell C} (Magic Talent basic): while the word is in force this turn, one Spell of colour C
 * lying in the Spells offer may be played as if it were in hand ({@code play <spell> basic|powered}, its normal mana,
 * R-CARDS-3.2); it stays in the offer and never enters the play area. The play uses the word up and leaves
 * {@value #PLAYED} in {@link TurnState#used()}, naming the Spell and the card that let it be played, which is the
 * card Time Bending sets aside (R-COMPOUND-1.3, EX-4).
 */
public final class OfferPlays {
  /** The mark of a card played from an offer: {@code from-offer:<card>:<the card whose effect allowed it>}. */
  public static final String PLAYED = "from-offer:";

  private OfferPlays() {}

  /**
   * Whether the word does something now: a Spell of its colour lies in the offer.
   *
   * @param d the draft
   * @param word the word
   * @return true if such a Spell is offered
   */
  static boolean usable(Draft d, PlayFromOffer word) {
    return d.spellOffer.stream().anyMatch(spell -> fits(d, word, spell));
  }

  /**
   * The word in force that lets a card of the offer be played, the first played.
   *
   * @param d the draft
   * @param card a card id
   * @return the modifier, or null when the card cannot be played from the offer
   */
  static Modifier permit(Draft d, String card) {
    if (!d.spellOffer.contains(card)) {
      return null;
    }
    for (Modifier m : Modifier.of(d.turn, PlayFromOffer.class)) {
      if (fits(d, m.word(PlayFromOffer.class), card)) {
        return m;
      }
    }
    return null;
  }

  /**
   * The cards of the offer that may be played now as if in hand, each once, in offer order.
   *
   * @param d the draft
   * @return the card ids
   */
  static List<String> playable(Draft d) {
    List<String> out = new ArrayList<>();
    if (Modifier.of(d.turn, PlayFromOffer.class).isEmpty()) {
      return out;
    }
    for (String spell : new LinkedHashSet<>(d.spellOffer)) {
      if (permit(d, spell) != null) {
        out.add(spell);
      }
    }
    return out;
  }

  /**
   * Uses up the word that let a card be played from the offer, and marks the play.
   *
   * @param d the draft
   * @param card the card played, which stays in the offer
   */
  static void use(Draft d, String card) {
    Modifier m = permit(d, card);
    TurnState t = d.turn.withModifiers(Lists.without(d.turn.modifiers(), m.text()));
    d.turn = t.withUsed(PLAYED + card + ":" + m.source());
  }

  /**
   * The card whose effect let a card be played from an offer this turn (Magic Talent for the Spell it played).
   *
   * @param turn the turn
   * @param card the card played
   * @return the card that allowed it, or null if the card was not played from an offer
   */
  public static String playedThrough(TurnState turn, String card) {
    String prefix = PLAYED + card + ":";
    for (String used : turn.used()) {
      if (used.startsWith(prefix)) {
        return used.substring(prefix.length());
      }
    }
    return null;
  }

  private static boolean fits(Draft d, PlayFromOffer word, String card) {
    DeedCard def = d.content.card(card);
    return def.type() == DeedCardType.SPELL && def.color().filter(word.color()::equals).isPresent();
  }
}
