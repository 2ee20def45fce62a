package io.github.mkrules.core.interaction;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Plunder;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.cards.EffectResolver;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.GainKind;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.map.Sites;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.List;

/**
 * Plundering a Village (the Village card, FRAG-12.4): "during another player's turn", which R-TURN-1.1 lets a
 * player do just before their own turn. The engine offers it there, once between two of the player's turns:
 * Reputation -1 and two cards drawn. It is not the turn's action. (Plundering in the middle of another player's
 * turn needs decisions outside one's own turn, docs/decisions/interaction.md.)
 */
public final class Plundering {
  /** The once-per-turn mark of a plunder. */
  private static final String USED = "plunder";

  private Plundering() {}

  /**
   * Checks a plunder.
   *
   * @param d the draft
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d) {
    PlayerState p = d.active();
    if (!TurnEnding.untouched(d) || d.turn.used().contains(USED)) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-TURN-1.1",
          "a Village is plundered before one's turn begins, once between two turns");
    }
    if (d.finalTurns >= 0 || d.gameEndTurns >= 0) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-TURN-1.3", "not before one's last turn of the round");
    }
    HexCoord at = p.position().orElse(null);
    if (at == null || Sites.site(d, at) == null || !Sites.site(d, at).id().equals("village")) {
      return Rejection.of(RejectionCode.CANNOT_INTERACT, "R-TURN-1.1", "the hero does not stand on a Village");
    }
    return null;
  }

  /**
   * Applies a checked plunder: Reputation -1, two cards drawn; the start-of-turn conditions are checked afterwards
   * (R-TURN-1.5).
   *
   * @param d the draft
   */
  public static void apply(Draft d) {
    d.emit(new Event.VillagePlundered(d.turn.player(), d.active().position().orElseThrow()));
    d.turn = d.turn.withUsed(USED);
    EffectResolver.resolve(d, new Effect.Gain(GainKind.REPUTATION, -1), 0);
    EffectResolver.resolve(d, new Effect.Gain(GainKind.DRAW, 2), 0);
    PlayerState p = d.active();
    d.turn = d.turn.withStartConditions(p.deck().isEmpty(), p.hand().isEmpty());
  }

  /**
   * The plunder, when legal.
   *
   * @param d the draft
   * @param out where to add it
   */
  public static void legal(Draft d, List<Action> out) {
    if (check(d) == null) {
      out.add(new Plunder());
    }
  }
}
