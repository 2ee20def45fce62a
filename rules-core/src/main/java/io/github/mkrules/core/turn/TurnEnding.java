package io.github.mkrules.core.turn;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.AnnounceEndOfRound;
import io.github.mkrules.api.action.EndTurn;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.cards.RoundEffects;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.List;

/** Announcing the End of the Round, forfeiting, and ending a turn (R-TURN-3, R-TURN-5.1, R-TURN-8). */
public final class TurnEnding {
  /** The id of the Wound card. */
  public static final String WOUND = "wound";

  private TurnEnding() {}

  /**
   * Whether the active player may announce the End of the Round: the deed deck was empty at the start of the
   * turn, nothing was done yet, and nobody announced it yet (R-TURN-3.1, R-TURN-2.4).
   *
   * @param d the draft
   * @return true if the announcement is legal
   */
  public static boolean mayAnnounce(Draft d) {
    return d.turn.deckEmptyAtStart() && d.finalTurns < 0 && untouched(d);
  }

  /**
   * Whether the active player must announce: deck and hand empty at the start of the turn (R-TURN-3.2).
   *
   * @param d the draft
   * @return true if the announcement is the only legal action
   */
  public static boolean mustAnnounce(Draft d) {
    return mayAnnounce(d) && d.turn.handEmptyAtStart();
  }

  /**
   * Whether the active player must forfeit: no cards anywhere to play after the announcement (R-TURN-3.4).
   *
   * @param d the draft
   * @return true if forfeiting is the only legal action
   */
  public static boolean mustForfeit(Draft d) {
    return d.turn.deckEmptyAtStart() && d.turn.handEmptyAtStart() && d.finalTurns >= 0;
  }

  /**
   * Whether nothing has been done yet in the turn: the moment for "before your turn" effects (R-TURN-1). The mana
   * tokens the space gives when the turn starts (a Magical Glade's, FRAG-12.3) are not something done.
   *
   * @param d the draft
   * @return true if the turn is untouched
   */
  public static boolean untouched(Draft d) {
    TurnState turn = d.turn;
    return turn.stage() == TurnState.TurnStage.NOT_STARTED && turn.cardsPlayedOrDiscarded() == 0
        && turn.diceTaken() == 0 && turn.move() == 0 && turn.influence() == 0 && turn.heal() == 0
        && turn.tokens().equals(Lists.concat(RoundEffects.startTokens(d, turn.player()),
            SpaceBenefits.startTokens(d, turn.player()))); // the tokens the turn started with
  }

  /**
   * Checks an announcement.
   *
   * @param d the draft
   * @return a rejection, or null if legal
   */
  public static Rejection checkAnnounce(Draft d) {
    if (!mayAnnounce(d)) {
      return Rejection.of(RejectionCode.CANNOT_ANNOUNCE_END_OF_ROUND, "R-TURN-3",
          "the End of the Round can be announced only at the start of a turn with an empty deed deck, once per round");
    }
    return null;
  }

  /**
   * Announces the End of the Round: the turn is forfeited and every other player gets one last turn.
   *
   * @param d the draft
   */
  public static void announce(Draft d) {
    d.emit(new Event.EndOfRoundAnnounced(d.turn.player()));
    // the forfeited turn counts too, so the others' last turns remain after it
    d.finalTurns = TurnFlow.participants(d);
    TurnFlow.forfeit(d);
  }

  /**
   * Checks an end of turn.
   *
   * @param d the draft
   * @return a rejection, or null if legal
   */
  public static Rejection checkEnd(Draft d) {
    if (mustAnnounce(d)) {
      return Rejection.of(RejectionCode.CANNOT_END_TURN, "R-TURN-3.2",
          "with an empty deed deck and hand the End of the Round must be announced");
    }
    return null;
  }

  /**
   * R-TURN-5.1, R-ENDTURN-7.1(i): at least one card played or discarded, unless the hand was empty while the
   * deck was not; and only if a non-Wound card can be discarded (docs/decisions/api.md).
   *
   * @param d the draft
   * @return true if the discards before drawing must hold at least one card
   */
  static boolean requiresDiscard(Draft d) {
    return d.turn.cardsPlayedOrDiscarded() == 0 && !(d.turn.handEmptyAtStart() && !d.turn.deckEmptyAtStart())
        && !onlyWounds(d.active());
  }

  /**
   * Applies a checked end of turn: a forfeit (R-TURN-3.4) or the end-of-turn steps.
   *
   * @param d the draft
   */
  public static void end(Draft d) {
    if (mustForfeit(d)) {
      TurnFlow.forfeit(d);
    } else {
      TurnFlow.endTurn(d);
    }
  }

  /**
   * The legal announcements and ends of turn: at most {@code end-round} and {@code end-turn}; the choices of
   * the end of the turn follow as picks.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legalActions(Draft d, List<Action> out) {
    if (mayAnnounce(d)) {
      out.add(new AnnounceEndOfRound());
      if (mustAnnounce(d)) {
        return;
      }
    }
    out.add(new EndTurn());
  }

  /**
   * Whether a player holds only Wounds.
   *
   * @param player the player
   * @return true if every card in hand is a Wound
   */
  public static boolean onlyWounds(PlayerState player) {
    for (String card : player.hand()) {
      if (!card.equals(WOUND)) {
        return false;
      }
    }
    return true;
  }
}
