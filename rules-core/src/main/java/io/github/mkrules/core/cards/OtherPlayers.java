package io.github.mkrules.core.cards;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.OthersDiscardColor;
import io.github.mkrules.core.effect.OthersLoseCrystal;
import io.github.mkrules.core.effect.OthersSpendUnit;
import io.github.mkrules.core.effect.PlayersWoundPerCrystal;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.turn.TurnEnding;
import io.github.mkrules.core.units.UnitArea;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The words that act on the other players (the interactive Spells, content/deed-cards.md §1.4; S-GENERAL-26: they
 * do not spare a team-mate). Each other player is visited in turn order from the player's left, one pick at a
 * time: a pick about a player's own hand is that player's secret decision ({@code PendingChoice.player},
 * docs/decisions/heroes-skills-tactics.md, "Decisions outside one's own turn"), a pick the card gives the player
 * (a unit to make Spent, a crystal or card to take) is the player's. Chance comes from the state's
 * {@code Chance}. Played alone, there is no other player: these words then do nothing to anybody (the Dummy player
 * of a solo game is no player an effect acts on).
 */
final class OtherPlayers {
  static final String LOST_CRYSTAL = "lost-crystal";
  static final String SPEND_UNIT = "spend-unit";
  static final String DISCARD = "discard-color";
  static final String STEAL = "steal-card";
  private static final String RULE = "R-EFFECTS-1";

  private OtherPlayers() {}

  /**
   * Whether an atom is one of the words that may ask for picks.
   *
   * @param atom the atom
   * @return true for others-lose-crystal, others-spend-unit and others-discard-color
   */
  static boolean isStep(Effect atom) {
    return atom instanceof OthersLoseCrystal || atom instanceof OthersSpendUnit || atom instanceof OthersDiscardColor;
  }

  /**
   * Whether a choice's step is one of these.
   *
   * @param step the second word of the choice's context
   * @return true if {@link #finish} finishes it
   */
  static boolean owns(String step) {
    return step.equals(LOST_CRYSTAL) || step.equals(SPEND_UNIT) || step.equals(DISCARD) || step.equals(STEAL);
  }

  /** The other players, from the active player's left around the table (player order). */
  private static List<Integer> others(Draft d) {
    List<Integer> out = new ArrayList<>();
    int n = d.players.length;
    for (int k = 1; k < n; k++) {
      out.add((d.turn.player() + k) % n);
    }
    return out;
  }

  /**
   * Starts a word.
   *
   * @param d the draft
   * @param play the play
   * @param atom the word
   * @param index its index among the play's atoms
   * @return true if a pick was asked, so the play waits
   */
  static boolean start(Draft d, PlayCard play, Effect atom, int index) {
    List<String> context = List.of(play.notation(), "", Integer.toString(index));
    if (atom instanceof OthersLoseCrystal) {
      return loseCrystals(d, context);
    }
    if (atom instanceof OthersSpendUnit) {
      OthersSpendUnit word = (OthersSpendUnit) atom;
      if (word.ifReadied() && !readiedNow(d)) {
        return false; // Energy Flow: "if you did"
      }
      return askSpend(d, context, word.maxLevel(), others(d));
    }
    OthersDiscardColor word = (OthersDiscardColor) atom;
    return askDiscard(d, context, word.color(), word.steal(), others(d), List.of());
  }

  /** Whether this action readied one of the active player's units (the effect resolves within it). */
  private static boolean readiedNow(Draft d) {
    return d.events.stream().anyMatch(e -> e instanceof Event.UnitReadied
        && ((Event.UnitReadied) e).player() == d.turn.player());
  }

  private static List<String> with(List<String> context, String step, List<String> rest) {
    List<String> out = new ArrayList<>(List.of(context.get(0), step, context.get(2)));
    out.addAll(rest);
    return out;
  }

  /** Mana Meltdown: a random crystal from each other player, or a Wound; then a pick of one lost crystal. */
  private static boolean loseCrystals(Draft d, List<String> context) {
    Set<String> lost = new LinkedHashSet<>();
    for (int p : others(d)) {
      PlayerState player = d.players[p];
      int total = player.crystals().total();
      if (total == 0) {
        woundInto(d, p, 1);
        continue;
      }
      int roll = d.chance.nextInt(total); // the crystal lost, each equally likely
      d.revealed = true;
      for (ManaColor color : ManaColor.basicColors()) {
        roll -= player.crystals().get(color);
        if (roll < 0) {
          d.players[p] = player.withCrystals(player.crystals().plus(color, -1));
          lost.add(color.id());
          break;
        }
      }
    }
    if (lost.isEmpty()) {
      return false;
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-GAIN-2", new ArrayList<>(lost), 0, 1)
        .context(with(context, LOST_CRYSTAL, List.of())).build());
    return true;
  }

  /** Energy Flow: the player picks at most one ready unit of level N or less of the next player who has one. */
  private static boolean askSpend(Draft d, List<String> context, int maxLevel, List<Integer> players) {
    for (int k = 0; k < players.size(); k++) {
      int p = players.get(k);
      List<String> units = new ArrayList<>();
      List<UnitState> area = d.players[p].units();
      for (int i = 0; i < area.size(); i++) {
        if (area.get(i).ready() && d.content.unit(area.get(i).unit()).level() <= maxLevel) {
          units.add(Integer.toString(i));
        }
      }
      if (units.isEmpty()) {
        continue;
      }
      List<String> rest = new ArrayList<>(List.of(Integer.toString(maxLevel)));
      for (int q : players.subList(k, players.size())) {
        rest.add(Integer.toString(q));
      }
      Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-UNITS-5.1", units, 0, 1)
          .context(with(context, SPEND_UNIT, rest)).build());
      return true;
    }
    return false;
  }

  /**
   * Mind Read: the next other player with a Spell or Action card of the colour in hand picks one to discard (a
   * secret choice of that player); players without one show their hand, which changes nothing here. After the
   * last, Mind Steal lets the player pick one discarded Action card.
   */
  private static boolean askDiscard(Draft d, List<String> context, ManaColor color, boolean steal,
      List<Integer> players, List<String> discarded) {
    for (int k = 0; k < players.size(); k++) {
      int p = players.get(k);
      List<String> cards = new ArrayList<>();
      for (String card : new LinkedHashSet<>(d.players[p].hand())) {
        if (!card.equals(TurnEnding.WOUND) && isSpellOrAction(d, card)
            && d.content.card(card).color().orElse(null) == color) {
          cards.add(card);
        }
      }
      if (cards.isEmpty()) {
        continue;
      }
      List<String> rest = new ArrayList<>(List.of(color.id(), Boolean.toString(steal)));
      for (int q : players.subList(k, players.size())) {
        rest.add(Integer.toString(q));
      }
      rest.add("|");
      rest.addAll(discarded);
      Choices.ask(d, Choices.of(p, DecisionKind.CARD_CHOICE, RULE, cards, 1, 1)
          .context(with(context, DISCARD, rest)).secret(true).build());
      return true;
    }
    List<String> actions = new ArrayList<>();
    for (String entry : discarded) {
      String card = entry.substring(entry.indexOf(':') + 1);
      DeedCardType type = d.content.card(card).type();
      if (steal && (type == DeedCardType.BASIC_ACTION || type == DeedCardType.ADVANCED_ACTION)
          && !actions.contains(card)) {
        actions.add(card);
      }
    }
    if (actions.isEmpty()) {
      return false;
    }
    List<String> rest = new ArrayList<>(discarded);
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, RULE, actions, 0, 1)
        .context(with(context, STEAL, rest)).build());
    return true;
  }

  private static boolean isSpellOrAction(Draft d, String card) {
    DeedCardType type = d.content.card(card).type();
    return type == DeedCardType.SPELL || type == DeedCardType.BASIC_ACTION || type == DeedCardType.ADVANCED_ACTION;
  }

  /**
   * Finishes a pick and goes on: with the next other player, with the player's last pick, or with the play.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  static void finish(Draft d, PendingChoice choice) {
    List<String> context = choice.context();
    List<String> picked = choice.picked();
    switch (context.get(1)) {
      case LOST_CRYSTAL:
        if (!picked.isEmpty()) {
          EffectResolver.resolve(d, new Effect.GainCrystal(List.of(ManaColor.fromId(picked.get(0)))), 0);
        }
        break;
      case SPEND_UNIT: {
        int maxLevel = Integer.parseInt(context.get(3));
        int p = Integer.parseInt(context.get(4));
        if (!picked.isEmpty()) {
          UnitArea.spend(d, p, Integer.parseInt(picked.get(0))); // R-UNITS-5.1
        }
        List<Integer> rest = new ArrayList<>();
        for (String q : context.subList(5, context.size())) {
          rest.add(Integer.parseInt(q));
        }
        if (askSpend(d, context, maxLevel, rest)) {
          return;
        }
        break;
      }
      case DISCARD: {
        ManaColor color = ManaColor.fromId(context.get(3));
        boolean steal = Boolean.parseBoolean(context.get(4));
        int bar = context.indexOf("|");
        int p = Integer.parseInt(context.get(5));
        List<Integer> rest = new ArrayList<>();
        for (String q : context.subList(6, bar)) {
          rest.add(Integer.parseInt(q));
        }
        List<String> discarded = new ArrayList<>(context.subList(bar + 1, context.size()));
        String card = picked.get(0);
        PlayerState player = d.players[p];
        d.players[p] = player.withCards(Lists.without(player.hand(), card), player.deck(),
            Lists.onTop(player.discard(), card), player.playArea());
        d.emit(new Event.CardsDiscarded(p, 1));
        discarded.add(p + ":" + card);
        if (askDiscard(d, context, color, steal, rest, discarded)) {
          return;
        }
        break;
      }
      default:
        if (!picked.isEmpty()) {
          steal(d, context.subList(3, context.size()), picked.get(0));
        }
        break;
    }
    PlaySteps.resume(d, context);
  }

  /** Mind Steal: the picked Action card leaves its owner's discard pile for the player's hand, for good. */
  private static void steal(Draft d, List<String> discarded, String card) {
    for (String entry : discarded) {
      int p = Integer.parseInt(entry.substring(0, entry.indexOf(':')));
      if (entry.substring(entry.indexOf(':') + 1).equals(card) && d.players[p].discard().contains(card)) {
        PlayerState owner = d.players[p];
        d.players[p] = owner.withCards(owner.hand(), owner.deck(), Lists.without(owner.discard(), card),
            owner.playArea());
        PlayerState me = d.active();
        d.setActive(me.withHand(Lists.with(me.hand(), card)));
        d.emit(new Event.CardGained(d.turn.player(), card, Event.CardPile.HAND));
        return;
      }
    }
  }

  /**
   * Mana Radiance: every player, the active one included, takes a Wound per crystal of the colour.
   *
   * @param d the draft
   * @param word the word
   */
  static void woundPerCrystal(Draft d, PlayersWoundPerCrystal word) {
    for (int p = 0; p < d.players.length; p++) {
      int n = d.players[p].crystals().get(word.color());
      if (n == 0) {
        continue;
      }
      if (p == d.turn.player()) {
        EffectResolver.takeWounds(d, n);
      } else {
        woundInto(d, p, n);
      }
    }
  }

  /** Wounds from the Wound deck into another player's hand. */
  private static void woundInto(Draft d, int p, int count) {
    int taken = Math.min(count, d.wounds);
    if (taken == 0) {
      return;
    }
    PlayerState player = d.players[p];
    List<String> hand = new ArrayList<>(player.hand());
    for (int i = 0; i < taken; i++) {
      hand.add(TurnEnding.WOUND);
    }
    d.wounds -= taken;
    d.players[p] = player.withHand(hand);
    d.emit(new Event.WoundsTaken(p, taken, Event.CardPile.HAND));
  }
}
