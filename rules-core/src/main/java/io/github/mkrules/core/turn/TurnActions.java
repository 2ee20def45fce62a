package io.github.mkrules.core.turn;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.AssignBanner;
import io.github.mkrules.api.action.UseBanner;
import io.github.mkrules.core.units.Banners;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActivateOfferUnit;
import io.github.mkrules.api.action.ActivateUnit;
import io.github.mkrules.api.action.Buy;
import io.github.mkrules.api.action.ConvertPoints;
import io.github.mkrules.api.action.Heal;
import io.github.mkrules.api.action.Interact;
import io.github.mkrules.api.action.Plunder;
import io.github.mkrules.api.action.Recruit;
import io.github.mkrules.api.action.AnnounceEndOfRound;
import io.github.mkrules.api.action.AssignDamage;
import io.github.mkrules.api.action.BlockAttack;
import io.github.mkrules.api.action.SlowAttack;
import io.github.mkrules.api.action.BurnMonastery;
import io.github.mkrules.api.action.Challenge;
import io.github.mkrules.api.action.EndTurn;
import io.github.mkrules.api.action.EnterSite;
import io.github.mkrules.api.action.Explore;
import io.github.mkrules.api.action.Move;
import io.github.mkrules.api.action.NextPhase;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.action.PlaySideways;
import io.github.mkrules.api.action.Rest;
import io.github.mkrules.api.action.Strike;
import io.github.mkrules.api.action.Summon;
import io.github.mkrules.api.action.Target;
import io.github.mkrules.api.action.UseSkill;
import io.github.mkrules.api.action.UseTactic;
import io.github.mkrules.api.state.CombatPhase;
import io.github.mkrules.api.state.CombatState;
import io.github.mkrules.core.cards.CardPlay;
import io.github.mkrules.core.cards.PointConversions;
import io.github.mkrules.core.cards.LegalCardPlays;
import io.github.mkrules.core.cards.SidewaysPlay;
import io.github.mkrules.core.combat.Blocking;
import io.github.mkrules.core.combat.Cumbersome;
import io.github.mkrules.core.combat.CombatFlow;
import io.github.mkrules.core.combat.CombatStart;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.combat.DamageAssignment;
import io.github.mkrules.core.combat.Targeting;
import io.github.mkrules.core.engine.ActionRule;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.interaction.Interaction;
import io.github.mkrules.core.interaction.Plundering;
import io.github.mkrules.core.interaction.Purchases;
import io.github.mkrules.core.interaction.Recruiting;
import io.github.mkrules.core.units.OfferUnits;
import io.github.mkrules.core.units.UnitActivation;
import io.github.mkrules.core.wounds.Healing;
import io.github.mkrules.core.movement.Exploration;
import io.github.mkrules.core.movement.Movement;
import io.github.mkrules.core.skills.SkillUse;
import io.github.mkrules.core.tactics.TacticUse;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The actions of a player's turn: one rule per action kind (its check and effect), which kinds a combat allows,
 * and the legal actions in a fixed order that depends only on what the player sees.
 */
public final class TurnActions {
  /** One rule per action kind. */
  private static final Map<Class<? extends Action>, ActionRule<?>> RULES = Map.ofEntries(
      rule(new ActionRule<>(UseTactic.class, TacticUse::check, TacticUse::apply)),
      rule(new ActionRule<>(UseSkill.class, SkillUse::check, SkillUse::apply)),
      rule(new ActionRule<>(PlayCard.class, CardPlay::check, CardPlay::apply)),
      rule(new ActionRule<>(PlaySideways.class, SidewaysPlay::check, SidewaysPlay::apply)),
      rule(new ActionRule<>(Move.class, Movement::check, Movement::apply)),
      rule(new ActionRule<>(Explore.class, Exploration::check, Exploration::apply)),
      rule(new ActionRule<>(Rest.class, Resting::check, Resting::apply)),
      rule(new ActionRule<>(AnnounceEndOfRound.class, (d, a) -> TurnEnding.checkAnnounce(d),
          (d, a) -> TurnEnding.announce(d))),
      rule(new ActionRule<>(EndTurn.class, (d, a) -> TurnEnding.checkEnd(d), (d, a) -> TurnEnding.end(d))),
      rule(new ActionRule<>(Challenge.class, CombatStart::checkChallenge, CombatStart::applyChallenge)),
      rule(new ActionRule<>(EnterSite.class, (d, a) -> CombatStart.checkEnter(d), (d, a) -> CombatStart.applyEnter(d))),
      rule(new ActionRule<>(BurnMonastery.class, (d, a) -> CombatStart.checkBurn(d),
          (d, a) -> CombatStart.applyBurn(d))),
      rule(new ActionRule<>(Summon.class, (d, a) -> CombatStart.checkSummon(d), (d, a) -> CombatStart.applySummon(d))),
      rule(new ActionRule<>(Target.class, Targeting::checkTarget, Targeting::applyTarget)),
      rule(new ActionRule<>(Strike.class, Targeting::checkStrike, Targeting::applyStrike)),
      rule(new ActionRule<>(BlockAttack.class, Blocking::check, Blocking::apply)),
      rule(new ActionRule<>(AssignDamage.class, DamageAssignment::check, DamageAssignment::apply)),
      rule(new ActionRule<>(NextPhase.class, (d, a) -> CombatFlow.check(d), (d, a) -> CombatFlow.apply(d))),
      rule(new ActionRule<>(ActivateUnit.class, UnitActivation::check, UnitActivation::apply)),
      rule(new ActionRule<>(ActivateOfferUnit.class, OfferUnits::check, OfferUnits::apply)),
      rule(new ActionRule<>(Interact.class, (d, a) -> Interaction.check(d), (d, a) -> Interaction.apply(d))),
      rule(new ActionRule<>(Recruit.class, Recruiting::check, Recruiting::apply)),
      rule(new ActionRule<>(Buy.class, Purchases::check, Purchases::apply)),
      rule(new ActionRule<>(Heal.class, Healing::check, Healing::apply)),
      rule(new ActionRule<>(Plunder.class, (d, a) -> Plundering.check(d), (d, a) -> Plundering.apply(d))),
      rule(new ActionRule<>(ConvertPoints.class, PointConversions::check, PointConversions::apply)),
      rule(new ActionRule<>(AssignBanner.class, Banners::check, Banners::apply)),
      rule(new ActionRule<>(UseBanner.class, Banners::checkUse, Banners::applyUse)),
      rule(new ActionRule<>(SlowAttack.class, Cumbersome::check, Cumbersome::apply)));

  /** R-COMBAT-START-4: what a player may do while a combat runs; the rest waits for its end. */
  private static final Set<Class<? extends Action>> IN_COMBAT = Set.of(PlayCard.class, PlaySideways.class,
      UseSkill.class, Challenge.class, Target.class, Strike.class, BlockAttack.class, AssignDamage.class,
      NextPhase.class, ActivateUnit.class, ActivateOfferUnit.class, ConvertPoints.class, AssignBanner.class,
      UseBanner.class, SlowAttack.class);

  /** Combat steps, which need a combat. */
  private static final Set<Class<? extends Action>> COMBAT_STEPS =
      Set.of(Target.class, Strike.class, BlockAttack.class, AssignDamage.class, NextPhase.class, SlowAttack.class);

  private TurnActions() {}

  private static Map.Entry<Class<? extends Action>, ActionRule<?>> rule(ActionRule<?> rule) {
    return Map.entry(rule.type(), rule);
  }

  /**
   * The legal actions of the active player's turn.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    legalByRules(d, out);
    TokensSpentAtOnce.keepSpending(d, out);
  }

  /**
   * The legal actions of the kinds that can ask for mana as soon as they are taken: card plays, skills, unit
   * abilities, outside combat purchases and an altar's offering ({@link TokensSpentAtOnce} looks among them only).
   *
   * @param d the draft
   * @param out where to add them
   */
  static void legalPaying(Draft d, List<Action> out) {
    if (TurnEnding.mustAnnounce(d) || TurnEnding.mustForfeit(d)) {
      return;
    }
    LegalCardPlays.legalPlays(d, out);
    SkillUse.legal(d, out);
    UnitActivation.legal(d, out);
    OfferUnits.legal(d, out);
    if (Combats.get(d) == null) {
      Interaction.legal(d, out);
      CombatStart.legal(d, out);
    }
  }

  /** The legal actions before a token that must be spent at once narrows them ({@link TokensSpentAtOnce}). */
  private static void legalByRules(Draft d, List<Action> out) {
    TacticUse.legal(d, out); // before-turn effects come before the End-of-Round check (R-TURN-1.5)
    Plundering.legal(d, out);
    if (TurnEnding.mustAnnounce(d)) {
      out.add(new AnnounceEndOfRound());
      return;
    }
    CombatState combat = Combats.get(d);
    if (combat != null) {
      LegalCardPlays.legalPlays(d, out);
      SkillUse.legal(d, out);
      UnitActivation.legal(d, out);
      OfferUnits.legal(d, out); // Call to Arms
      PointConversions.legal(d, out);
      Banners.legal(d, out); // R-UNITS-8: at any time in the turn
      Banners.legalUse(d, out);
      if (combat.phase() == CombatPhase.CHALLENGE) {
        CombatStart.legal(d, out);
      }
      Targeting.legal(d, out);
      Blocking.legal(d, out);
      Cumbersome.legal(d, out);
      DamageAssignment.legal(d, out);
      CombatFlow.legal(d, out);
      return;
    }
    if (!TurnEnding.mustForfeit(d)) {
      LegalCardPlays.legalPlays(d, out);
      SkillUse.legal(d, out);
      UnitActivation.legal(d, out);
      OfferUnits.legal(d, out); // Call to Arms
      Banners.legal(d, out);
      Banners.legalUse(d, out);
      Healing.legal(d, out);
      Movement.legalMoves(d, out);
      Exploration.legalExplorations(d, out);
      CombatStart.legal(d, out);
      Interaction.legal(d, out);
      Resting.legalRests(d, out);
    }
    TurnEnding.legalActions(d, out);
  }

  /**
   * Checks an action of the active player's turn.
   *
   * @param d the draft
   * @param action the action
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, Action action) {
    Rejection r = checkByRules(d, action);
    return r != null ? r : TokensSpentAtOnce.check(d, action);
  }

  /**
   * Checks an action of the active player's turn by the rules of its kind, whatever token waits to be spent.
   *
   * @param d the draft
   * @param action the action
   * @return a rejection, or null if legal
   */
  static Rejection checkByRules(Draft d, Action action) {
    ActionRule<?> rule = RULES.get(action.getClass());
    if (rule == null) {
      return Rejection.of(RejectionCode.WRONG_PHASE, "R-TURN-1", "'" + action.notation() + "' is not a turn action");
    }
    if (action instanceof UseTactic || action instanceof Plunder) {
      return rule.checkAction(d, action); // before-turn effects (R-TURN-1.5)
    }
    if (TurnEnding.mustAnnounce(d) && !(action instanceof AnnounceEndOfRound) && !(action instanceof EndTurn)) {
      return Rejection.of(RejectionCode.WRONG_PHASE, "R-TURN-3.2", "with an empty deed deck and hand the End of the Round must be announced");
    }
    if (TurnEnding.mustForfeit(d) && !(action instanceof EndTurn)) {
      return Rejection.of(RejectionCode.WRONG_PHASE, "R-TURN-3.4", "with no cards left after the announcement the turn must be forfeited");
    }
    boolean inCombat = Combats.get(d) != null;
    if (inCombat && !IN_COMBAT.contains(action.getClass())) {
      return Rejection.of(RejectionCode.NOT_IN_COMBAT, "R-COMBAT-START-4", "'" + action.notation() + "' must wait for the end of the combat");
    }
    if (!inCombat && COMBAT_STEPS.contains(action.getClass())) {
      return Rejection.of(RejectionCode.NOT_IN_COMBAT, "R-COMBAT-START-3", "no combat is in progress");
    }
    return rule.checkAction(d, action);
  }

  /**
   * Applies a checked action.
   *
   * @param d the draft
   * @param action the action
   */
  public static void apply(Draft d, Action action) {
    RULES.get(action.getClass()).applyAction(d, action);
  }
}
