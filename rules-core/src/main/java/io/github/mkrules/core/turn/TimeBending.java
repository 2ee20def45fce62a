package io.github.mkrules.core.turn;

import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.cards.OfferPlays;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.List;

/**
 * Time Bending's powered effect, {@code special time-bending} (deed-cards §1.4, R-COMPOUND-1.3): at the end of the
 * turn the card is set aside until the end of the Round, every other card played this turn goes back to the hand
 * (cards discarded or thrown away stay where they are), no card is drawn, and the same player takes another turn
 * at once. It cannot chain: the card is aside during the extra turn. The card set aside is the one whose effect
 * it is; if another card played it (Magic Talent, EX-4) that card is set aside instead.
 */
final class TimeBending {
  private static final String ID = "time-bending";

  private TimeBending() {}

  /**
   * Whether Time Bending was played this turn.
   *
   * @param d the draft
   * @return true if its end-of-turn rule applies
   */
  static boolean bent(Draft d) {
    return !modifiers(d).isEmpty();
  }

  private static List<Modifier> modifiers(Draft d) {
    return Modifier.of(d.turn, Effect.Special.class).stream()
        .filter(m -> m.word(Effect.Special.class).id().equals(ID)).toList();
  }

  /**
   * At the end of the turn (R-ENDTURN-3.2 replaced): the card aside, the other played cards back to the hand,
   * another turn to come.
   *
   * @param d the draft
   * @param p the active player
   * @return false if Time Bending was not played, and the played cards go to the discard pile as usual
   */
  static boolean setAside(Draft d, int p) {
    List<Modifier> bends = modifiers(d);
    if (bends.isEmpty()) {
      return false;
    }
    String card = bends.get(0).source();
    String through = OfferPlays.playedThrough(d.turn, card);
    if (through != null) {
      card = through; // EX-4: Magic Talent played it from the offer, so Magic Talent is set aside
    }
    PlayerState player = d.players[p];
    List<String> back = Lists.without(player.playArea(), card);
    d.players[p] = player.withCards(Lists.concat(player.hand(), back), player.deck(), player.discard(), List.of())
        .withSetAside(Lists.with(player.setAside(), card));
    d.turn = d.turn.withExtraTurn(true);
    return true;
  }
}
