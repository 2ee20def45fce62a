package io.github.mkrules.core.turn;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.engine.Offers;
import io.github.mkrules.core.interaction.Recruiting;
import io.github.mkrules.core.units.UnitArea;
import io.github.mkrules.api.action.Recruit;
import io.github.mkrules.core.mana.SourceDice;
import java.util.ArrayList;
import java.util.List;

/**
 * Combat rewards, taken at the end of the turn in the order they were earned (R-ENDTURN-5). A reward that
 * needs a choice asks for it and waits; the end of the turn goes on when it is made.
 */
public final class Rewards {
  private static final String SPELL = "spell";
  private static final String ADVANCED_ACTION = "advanced-action";
  private static final String ARTIFACT = "artifact";
  private static final String CRYSTAL = "crystal-";
  private static final String FAME = "fame-";
  private static final String RANDOM_CRYSTAL = "crystal-random";
  private static final String SPELL_OR_ARTIFACT = "spell-or-artifact";
  private static final String UNIT = "unit";
  private static final String DISBAND = "disband";

  private Rewards() {}

  /**
   * Takes the rewards still due, until one needs a choice.
   *
   * @param d the draft
   * @return true when every reward is taken, false when a choice waits
   */
  static boolean takeAll(Draft d) {
    while (!d.turn.rewards().isEmpty()) {
      String reward = d.turn.rewards().get(0);
      int same = 1;
      if (reward.equals(ARTIFACT)) {
        same = Lists.count(d.turn.rewards(), ARTIFACT); // R-ENDTURN-5.2: artifacts are drawn together
      }
      List<String> rest = new ArrayList<>(d.turn.rewards());
      for (int i = 0; i < same; i++) {
        rest.remove(reward);
      }
      d.turn = d.turn.withRewards(rest);
      if (!take(d, reward, same)) {
        return false;
      }
    }
    return true;
  }

  /** Takes one reward; returns false when it asked for a choice. */
  private static boolean take(Draft d, String reward, int count) {
    int p = d.turn.player();
    if (reward.startsWith(FAME)) {
      int fame = Integer.parseInt(reward.substring(FAME.length()));
      d.players[p] = d.players[p].withFame(d.players[p].fame() + fame);
      d.emit(new Event.FameAndReputation(p, fame, 0));
      return true;
    }
    if (reward.equals(RANDOM_CRYSTAL)) {
      return randomCrystal(d);
    }
    if (reward.startsWith(CRYSTAL)) {
      crystal(d, ManaColor.fromId(reward.substring(CRYSTAL.length())));
      return true;
    }
    if (reward.equals(SPELL_OR_ARTIFACT)) {
      ManaColor roll = SourceDice.roll(d.chance); // the Dungeon card: gold or black gives a Spell
      d.revealed = true;
      return take(d, roll == ManaColor.GOLD || roll == ManaColor.BLACK ? SPELL : ARTIFACT, 1);
    }
    if (reward.equals(SPELL) || reward.equals(ADVANCED_ACTION)) {
      List<String> offer = reward.equals(SPELL) ? d.spellOffer : d.advancedActionOffer;
      return offer.isEmpty() || ask(d, reward, "R-ENDTURN-5.3", offer, 1, 1, false);
    }
    if (reward.equals(ARTIFACT)) {
      return artifacts(d, count);
    }
    if (reward.equals(UNIT) && !d.unitOffer.isEmpty()) {
      // R-ENDTURN-5.4: any unit of the offer; without a free Command token the reward may be given up
      return ask(d, UNIT, "R-ENDTURN-5.4", d.unitOffer, UnitArea.freeToken(d, d.active()) ? 1 : 0, 1, false);
    }
    return true;
  }

  /** R-ENDTURN-5.1: a die decides the colour; black gives 1 Fame instead, gold lets the player choose. */
  private static boolean randomCrystal(Draft d) {
    ManaColor roll = SourceDice.roll(d.chance);
    d.revealed = true;
    if (roll == ManaColor.BLACK) {
      return take(d, FAME + 1, 1);
    }
    if (roll == ManaColor.GOLD) {
      List<String> colors = new ArrayList<>();
      for (ManaColor c : ManaColor.basicColors()) {
        colors.add(c.id());
      }
      return ask(d, "crystal", "R-ENDTURN-5.1", colors, 1, 1, false);
    }
    crystal(d, roll);
    return true;
  }

  /** R-ENDTURN-5.1: a crystal, or nothing with 3 of its colour already. */
  private static void crystal(Draft d, ManaColor color) {
    int p = d.turn.player();
    PlayerState player = d.players[p];
    if (player.crystals().get(color) < Crystals.MAX_PER_COLOR) {
      d.players[p] = player.withCrystals(player.crystals().plus(color, 1));
      d.emit(new Event.ManaGained(p, color, true));
    }
  }

  /** R-ENDTURN-5.2: draw one more than won; the player keeps all but one, which goes under the deck. */
  private static boolean artifacts(Draft d, int count) {
    int drawn = Math.min(count + 1, d.artifactDeck.size());
    if (drawn == 0) {
      return true;
    }
    List<String> cards = new ArrayList<>(d.artifactDeck.subList(0, drawn));
    d.artifactDeck = d.artifactDeck.subList(drawn, d.artifactDeck.size());
    d.revealed = true;
    cards.sort(null);
    int keep = Math.min(count, drawn);
    return ask(d, ARTIFACT, "R-ENDTURN-5.2", cards, keep, keep, true);
  }

  private static boolean ask(Draft d, String what, String rule, List<String> options, int min, int max,
      boolean secret) {
    return ask(d, List.of(what), rule, options, min, max, secret);
  }

  private static boolean ask(Draft d, List<String> context, String rule, List<String> options, int min, int max,
      boolean secret) {
    List<String> sorted = new ArrayList<>(options);
    sorted.sort(null);
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CHOOSE_REWARD, rule, sorted, min, max)
        .context(context).secret(secret).build());
    return false;
  }

  /**
   * Carries out a made reward choice, then goes on with the end of the turn.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    int p = d.turn.player();
    String what = choice.context().get(0);
    if (what.equals("crystal")) {
      crystal(d, ManaColor.fromId(choice.picked().get(0)));
    } else if (what.equals(ARTIFACT)) {
      List<String> rest = new ArrayList<>(choice.options());
      for (String card : choice.picked()) {
        rest.remove(card);
        gain(d, p, card);
      }
      d.artifactDeck = Lists.concat(d.artifactDeck, rest); // R-ENDTURN-5.2: one under the Artifact deck
    } else if (what.equals(UNIT) || what.equals(DISBAND)) {
      if (!unit(d, choice)) {
        return; // which unit to disband is asked next
      }
    } else {
      String card = choice.picked().get(0);
      boolean spell = what.equals(SPELL);
      Offers.take(d, spell ? Event.Offer.SPELLS : Event.Offer.ADVANCED_ACTIONS, card); // R-ENDTURN-5.3
      gain(d, p, card);
    }
    TurnFlow.finishEnd(d);
  }

  /**
   * R-ENDTURN-5.4: the unit picked joins; without a free Command token one unit is disbanded first (R-UNITS-4.1),
   * asked in a second choice, where picking none gives the reward up. Returns false when that choice waits.
   */
  private static boolean unit(Draft d, PendingChoice choice) {
    if (choice.picked().isEmpty()) {
      return true; // given up
    }
    if (choice.context().get(0).equals(DISBAND)) {
      Recruiting.join(d, choice.context().get(1), Integer.parseInt(choice.picked().get(0)), 0, false);
      return true;
    }
    String unit = choice.picked().get(0);
    if (UnitArea.freeToken(d, d.active())) {
      Recruiting.join(d, unit, Recruit.NONE, 0, false);
      return true;
    }
    List<String> indices = new ArrayList<>();
    for (int i = 0; i < d.active().units().size(); i++) {
      if (!d.active().units().get(i).bonded()) { // the unit under Bonds of Loyalty cannot be disbanded
        indices.add(Integer.toString(i));
      }
    }
    return ask(d, List.of(DISBAND, unit), "R-UNITS-4.1", indices, 0, 1, false);
  }

  /** R-ENDTURN-5.2, R-ENDTURN-5.3: a gained card goes on top of the deed deck. */
  private static void gain(Draft d, int p, String card) {
    d.players[p] = d.players[p].withDeck(Lists.onTop(d.players[p].deck(), card));
    d.emit(new Event.CardGained(p, card, Event.CardPile.DECK_TOP));
  }
}
