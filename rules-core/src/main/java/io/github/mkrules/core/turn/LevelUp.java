package io.github.mkrules.core.turn;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.content.LevelReward;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.dummy.DummyPlayer;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.units.UnitArea;
import java.util.ArrayList;
import java.util.List;

/**
 * Levelling up at the end of the turn (R-ENDTURN-6): one level per row of the Fame track crossed. An odd level
 * brings the next level token (Armour, hand limit) and a Command token (R-ENDTURN-6.1); an even level a skill
 * and an Advanced Action, chosen one pick at a time (R-ENDTURN-6.2).
 */
public final class LevelUp {
  /** The Regular units Bonds of Loyalty adds to the Units offer when gained. */
  private static final int BONDS_REGULAR_UNITS = 2;

  private LevelUp() {}

  /**
   * Gains the levels the player's Fame reached, until one asks for a choice.
   *
   * @param d the draft
   * @return true when every level is gained, false when a choice waits
   */
  static boolean takeAll(Draft d) {
    int p = d.turn.player();
    int target = d.content.levels().levelForFame(d.players[p].fame());
    while (d.players[p].level() < target) {
      int level = d.players[p].level() + 1;
      d.players[p] = d.players[p].withLevel(level); // R-ENDTURN-6.1(i): the token on top shows Armour and hand limit
      d.emit(new Event.LevelGained(p, level));
      if (d.content.levels().row(level).reward() == LevelReward.SKILL_AND_ADVANCED_ACTION && askSkill(d, p)) {
        return false;
      }
    }
    return true;
  }

  /**
   * R-ENDTURN-6.2: the top two tokens of the skill stack turn over; the player keeps one of them, or takes one
   * from the Common Skill offer.
   *
   * @return true if a choice was asked
   */
  private static boolean askSkill(Draft d, int p) {
    PlayerState player = d.players[p];
    int n = Math.min(2, player.skillStack().size());
    List<String> drawn = player.skillStack().subList(0, n);
    d.players[p] = player.withSkillStack(player.skillStack().subList(n, player.skillStack().size()));
    d.revealed = true;
    List<String> options = new ArrayList<>(drawn);
    options.addAll(d.commonSkillOffer);
    if (options.isEmpty()) {
      return false;
    }
    options.sort(null);
    Choices.ask(d, Choices.of(p, DecisionKind.LEVEL_UP_SKILL, "R-ENDTURN-6.2", options, 1, 1).context(drawn)
        .build());
    return true;
  }

  /** Bonds of Loyalty: the top two Regular units join the Units offer (as many as the deck holds). */
  private static void addRegularUnits(Draft d) {
    int n = Math.min(BONDS_REGULAR_UNITS, d.regularUnits.size());
    if (n == 0) {
      return;
    }
    d.setOffer(Event.Offer.UNITS, Lists.concat(d.unitOffer, d.regularUnits.subList(0, n)));
    d.regularUnits = List.copyOf(d.regularUnits.subList(n, d.regularUnits.size()));
    d.revealed = true;
  }

  /**
   * Keeps the chosen skill; the other revealed ones go to the Common Skill offer; then the Advanced Action: any
   * from the offer after keeping an own skill, the lowest one after taking a common skill (R-ENDTURN-6.2(i),
   * (ii)).
   *
   * @param d the draft
   * @param choice the finished skill choice; its context holds the revealed tokens
   */
  public static void finishSkill(Draft d, PendingChoice choice) {
    int p = choice.player();
    String skill = choice.picked().get(0);
    boolean own = choice.context().contains(skill);
    List<String> common = new ArrayList<>(d.commonSkillOffer);
    common.remove(skill);
    for (String revealed : choice.context()) {
      if (!revealed.equals(skill)) {
        common.add(revealed);
      }
    }
    d.setOffer(Event.Offer.COMMON_SKILLS, common);
    d.players[p] = d.players[p].withSkills(Lists.with(d.players[p].skills(), skill));
    d.emit(new Event.SkillGained(p, skill));
    if (skill.equals(UnitArea.BONDS_OF_LOYALTY)) {
      addRegularUnits(d); // heroes-skills-tactics §2.1: when gained, 2 Regular units join the Units offer
    }
    DummyPlayer.revealSkill(d); // S-GENERAL-22: in a game with the Dummy, one of its skills joins the offer
    List<String> offer = d.advancedActionOffer;
    if (offer.isEmpty()) {
      TurnFlow.finishEnd(d);
    } else if (own) {
      List<String> sorted = new ArrayList<>(offer);
      sorted.sort(null);
      Choices.ask(d, Choices.of(p, DecisionKind.LEVEL_UP_ADVANCED_ACTION, "R-ENDTURN-6.2", sorted, 1, 1).build());
    } else {
      takeAdvancedAction(d, p, offer.get(offer.size() - 1)); // the lowest position of the offer
      TurnFlow.finishEnd(d);
    }
  }

  /**
   * Takes the chosen Advanced Action, then goes on with the end of the turn.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finishAdvancedAction(Draft d, PendingChoice choice) {
    takeAdvancedAction(d, choice.player(), choice.picked().get(0));
    TurnFlow.finishEnd(d);
  }

  /** R-ENDTURN-6.2(iii): the card goes on top of the deed deck; the offer slides down and refills at the top. */
  private static void takeAdvancedAction(Draft d, int p, String card) {
    List<String> offer = new ArrayList<>(d.advancedActionOffer);
    offer.remove(card);
    String next = d.drawAdvancedAction();
    if (next != null) {
      offer.add(0, next);
      d.revealed = true;
    }
    d.setOffer(Event.Offer.ADVANCED_ACTIONS, offer);
    d.players[p] = d.players[p].withDeck(Lists.onTop(d.players[p].deck(), card));
    d.emit(new Event.CardGained(p, card, Event.CardPile.DECK_TOP));
  }
}
