package io.github.mkrules.core.combat;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.action.EnterSite;
import io.github.mkrules.api.content.RuinsToken;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.MapRuins;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.Shield;
import io.github.mkrules.api.state.TurnState.TurnStage;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.mana.ManaSteps;
import java.util.ArrayList;
import java.util.List;

/**
 * The ancient altar of an Ancient Ruins token (FRAG-12.1): entering the ruins as the turn's action, the hero offers
 * 3 mana of the colour the token shows, paid one pick at a time; then the ruins are marked with the player's Shield,
 * the token leaves the map and the player gains 7 Fame (its reward in {@code ruins.json}).
 */
public final class Altar {
  /** The rule of the altar. */
  static final String RULE = "FRAG-12.1";
  private static final String ALTAR = "altar";
  private static final String FAME = "fame-";

  /** Once the offering is paid, the ruins are the player's. */
  public static final ManaSteps.Payer PAYER = (d, action) -> offered(d);

  private Altar() {}

  /**
   * The altar on a space: a face-up ruins token showing an altar (a face-down token turns up when a hero enters
   * the space, so one standing there sees it).
   *
   * @param d the draft
   * @param hex the space
   * @return the altar's token, or null
   */
  static RuinsToken at(Draft d, HexCoord hex) {
    for (MapRuins r : d.ruins) {
      if (r.hex().equals(hex) && r.faceUp()) {
        RuinsToken token = token(d, r.token());
        return token.kind().equals(ALTAR) ? token : null;
      }
    }
    return null;
  }

  /**
   * Checks the offering: the 3 mana can be paid now.
   *
   * @param d the draft
   * @param altar the altar's token
   * @return a rejection citing R-MANA, or null if the offering can be made
   */
  static Rejection check(Draft d, RuinsToken altar) {
    return ManaSteps.unpayable(d, mana(altar), List.of());
  }

  /**
   * Makes the offering: the turn's action is taken, and the mana is asked for pick by pick.
   *
   * @param d the draft
   * @param altar the altar's token
   */
  static void apply(Draft d, RuinsToken altar) {
    d.turn = d.turn.withStage(TurnStage.AFTER_ACTION); // entering the ruins is the turn's action
    ManaSteps.ask(d, new EnterSite(), RULE, mana(altar), PAYER);
  }

  /** The offering is paid: the Shield marks the ruins, the token is used and the Fame is gained at once. */
  private static void offered(Draft d) {
    int p = d.turn.player();
    HexCoord hex = d.players[p].position().orElseThrow();
    for (MapRuins r : d.ruins) {
      if (r.hex().equals(hex)) {
        d.ruins = Lists.without(d.ruins, r);
        d.ruinsDiscard = Lists.onTop(d.ruinsDiscard, r.token());
        d.shields = Lists.with(d.shields, new Shield(hex, p));
        d.emit(new Event.ShieldPlaced(hex, p));
        int fame = fame(token(d, r.token()));
        PlayerState player = d.players[p];
        d.players[p] = player.withFameAndReputation(player.fame() + fame, player.reputation());
        d.emit(new Event.FameAndReputation(p, fame, 0));
        return;
      }
    }
  }

  private static List<ManaColor> mana(RuinsToken altar) {
    List<ManaColor> out = new ArrayList<>();
    for (String color : altar.altarMana()) {
      out.add(ManaColor.fromId(color));
    }
    return out;
  }

  /** The Fame of the altar's reward ({@code fame-7}). */
  private static int fame(RuinsToken altar) {
    int fame = 0;
    for (String reward : altar.rewards()) {
      fame += reward.startsWith(FAME) ? Integer.parseInt(reward.substring(FAME.length())) : 0;
    }
    return fame;
  }

  private static RuinsToken token(Draft d, String id) {
    return d.content.ruins().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
  }
}
