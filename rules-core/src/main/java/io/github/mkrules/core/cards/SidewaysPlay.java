package io.github.mkrules.core.cards;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.SidewaysUse;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.event.PlayMode;
import io.github.mkrules.api.event.PointKind;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.effect.SidewaysValue;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.turn.TurnEnding;

/** Playing a card sideways for 1 Move, Influence, Attack or Block, or more after a skill (R-CARDS-3.5). */
public final class SidewaysPlay {
  private SidewaysPlay() {}

  /**
   * Checks a sideways play (R-CARDS-3.5). Outside combat only Move and Influence do anything.
   *
   * @param d the draft
   * @param play the play
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, PlaySideways play) {
    if (!d.active().hand().contains(play.card())) {
      return Rejection.of(RejectionCode.CARD_NOT_IN_HAND, "R-CARDS-2", "'" + play.card() + "' is not in hand");
    }
    if (play.card().equals(TurnEnding.WOUND) && !woundAllowed(d)) {
      return Rejection.of(RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-3.4", "Wound cards cannot be played, not even sideways");
    }
    CombatPhase phase = Combats.get(d) == null ? null : Combats.get(d).phase();
    if (play.use() == SidewaysUse.ATTACK && phase != CombatPhase.ATTACK) {
      // R-COMBAT-RANGED-3.2: no sideways cards for Ranged or Siege attacks; R-COMBAT-ATTACK-1.2
      String rule = phase == CombatPhase.RANGED_SIEGE ? "R-COMBAT-RANGED-3.2" : "R-COMBAT-ATTACK-1.2";
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, rule, "a card sideways gives Attack 1 only in the Attack phase");
    }
    if (play.use() == SidewaysUse.BLOCK && phase != CombatPhase.BLOCK) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-COMBAT-BLOCK-4.2", "a card sideways gives Block 1 only in the Block phase");
    }
    return null;
  }

  /**
   * Whether a Wound may be played sideways now: Power of Pain's {@code sideways-value N wound} waits for it.
   *
   * @param d the draft
   * @return true if so
   */
  static boolean woundAllowed(Draft d) {
    SidewaysValue pending = SkillWords.pendingSideways(d);
    return pending != null && pending.bonus().equals(SidewaysValue.WOUND);
  }

  /**
   * Applies a checked sideways play.
   *
   * @param d the draft
   * @param play the play
   */
  public static void apply(Draft d, PlaySideways play) {
    PlayerState player = d.active();
    d.setActive(player.withCards(Lists.without(player.hand(), play.card()), player.deck(), player.discard(),
        Lists.with(player.playArea(), play.card())));
    SidewaysValue pending = SkillWords.pendingSideways(d);
    int n = pending == null ? 1 : SkillWords.useSideways(d, play.card(), pending); // skills raise the value
    TurnState t = d.turn;
    boolean move = play.use() == SidewaysUse.MOVE;
    boolean influence = play.use() == SidewaysUse.INFLUENCE;
    d.turn = t.withPoints(t.move() + (move ? n : 0), t.influence() + (influence ? n : 0), t.heal()).withCardsPlayed(1);
    boolean fights = play.use() == SidewaysUse.ATTACK || play.use() == SidewaysUse.BLOCK;
    int points = n + (fights ? NextCardBonuses.take(d, play.use() == SidewaysUse.ATTACK) : 0); // Ambush
    CombatState c = Combats.get(d);
    if (play.use() == SidewaysUse.ATTACK) {
      points = EffectResolver.doubled(d, Element.PHYSICAL, points); // Sword of Justice
      Combats.set(d, c.withMelee(c.melee().plus(Element.PHYSICAL, points))); // always physical (R-COMBAT-ATTACK-1.2)
    } else if (play.use() == SidewaysUse.BLOCK) {
      Combats.set(d, c.withBlock(c.block().plus(Element.PHYSICAL, points))); // R-COMBAT-BLOCK-4.2
    }
    d.emit(new Event.CardPlayed(t.player(), play.card(), PlayMode.SIDEWAYS));
    d.emit(new Event.PointsGained(t.player(), PointKind.valueOf(play.use().name()), fights ? points : n));
  }
}
