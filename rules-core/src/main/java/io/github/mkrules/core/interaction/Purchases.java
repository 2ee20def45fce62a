package io.github.mkrules.core.interaction;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Buy;
import io.github.mkrules.api.action.Purchase;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.engine.Offers;
import io.github.mkrules.core.mana.ManaSteps;
import io.github.mkrules.core.wounds.Healing;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * What inhabitants sell besides units (R-INTERACT-4.2 to R-INTERACT-4.5): healing in Villages and Monasteries,
 * Advanced Actions in Monasteries and green Cities, Spells in Mage Towers and blue Cities, Artifacts in red Cities
 * and Elite units for the offer in white Cities. Any number of purchases, of any kinds (R-INTERACT-5).
 */
public final class Purchases {
  /** The combat reward an Artifact bought in a red City becomes: taken at the end of the turn (R-INTERACT-4.5(i)). */
  private static final String ARTIFACT_REWARD = "artifact";

  /** After a Spell's mana is paid, the goods are handed over. */
  public static final ManaSteps.Payer PAYER = (d, action) -> deliver(d, (Buy) action);

  private Purchases() {}

  /**
   * Checks a purchase.
   *
   * @param d the draft
   * @param b the purchase
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, Buy b) {
    if (b.purchase() == Purchase.LEARNED_ADVANCED_ACTION) {
      return LearnedPurchases.check(d, b); // no interaction needed
    }
    Inhabitants here = Interaction.current(d);
    if (here == null) {
      return Interaction.notInteracting();
    }
    String rule = rule(b.purchase());
    int price = price(here, b.purchase());
    if (price == 0) {
      return Rejection.of(RejectionCode.NOT_OFFERED_HERE, rule, "'" + b.purchase().id() + "' is not sold here ("
          + here.site() + (here.colors().isEmpty() ? "" : ", " + String.join(" and ", here.colors())) + ")");
    }
    Rejection goods = checkGoods(d, here, b, rule);
    if (goods != null) {
      return goods;
    }
    Rejection money = Interaction.affordable(d, price, rule);
    if (money != null) {
      return money;
    }
    return ManaSteps.unpayable(d, mana(d, b), List.of());
  }

  /** Whether what is named is there to buy. */
  private static Rejection checkGoods(Draft d, Inhabitants here, Buy b, String rule) {
    switch (b.purchase()) {
      case SPELL:
      case ADVANCED_ACTION:
        String card = b.card().orElseThrow();
        List<String> offer = Offers.current(d, offer(here, b.purchase()));
        return offer.contains(card) ? null
            : Rejection.of(RejectionCode.NOT_ON_OFFER, rule, "'" + card + "' is not in the offer sold here");
      case ADVANCED_ACTION_DECK:
        return d.advancedActionDeck.isEmpty()
            ? Rejection.of(RejectionCode.NOT_ON_OFFER, rule, "the Advanced Action deck is empty") : null;
      case ELITE_UNIT:
        return d.eliteUnits.isEmpty()
            ? Rejection.of(RejectionCode.NOT_ON_OFFER, rule, "the Elite unit deck is empty") : null;
      case ARTIFACT:
        int bought = Lists.count(d.turn.rewards(), ARTIFACT_REWARD);
        return d.artifactDeck.size() > bought ? null
            : Rejection.of(RejectionCode.NOT_ON_OFFER, rule, "the Artifact deck has no card left to buy");
      default:
        return null;
    }
  }

  /** The price of a purchase at a site, 0 where it is not sold. */
  private static int price(Inhabitants here, Purchase purchase) {
    switch (purchase) {
      case HEALING:
        return here.healingPrice();
      case SPELL:
        return here.sellsSpells() ? Inhabitants.SPELL : 0;
      case ADVANCED_ACTION:
        return here.site().equals("monastery") || here.isCity("green") ? Inhabitants.ADVANCED_ACTION : 0;
      case ADVANCED_ACTION_DECK:
        return here.isCity("green") ? Inhabitants.ADVANCED_ACTION : 0;
      case ARTIFACT:
        return here.isCity("red") ? Inhabitants.ARTIFACT : 0;
      case ELITE_UNIT:
        return here.isCity("white") ? Inhabitants.ELITE_UNIT : 0;
      default:
        return 0; // a learned Advanced Action is no inhabitants' goods (LearnedPurchases)
    }
  }

  private static String rule(Purchase purchase) {
    switch (purchase) {
      case HEALING:
        return "R-INTERACT-4.2";
      case SPELL:
        return "R-INTERACT-4.4";
      case ADVANCED_ACTION:
        return "R-INTERACT-4.3";
      default:
        return "R-INTERACT-4.5"; // the City goods
    }
  }

  /** The offer a named card comes from: a Monastery's from the Units offer (R-INTERACT-4.3). */
  private static Event.Offer offer(Inhabitants here, Purchase purchase) {
    if (purchase == Purchase.SPELL) {
      return Event.Offer.SPELLS;
    }
    return here.site().equals("monastery") ? Event.Offer.MONASTERY_ADVANCED_ACTIONS : Event.Offer.ADVANCED_ACTIONS;
  }

  /** R-INTERACT-4.4: a Spell also costs one mana of its colour. */
  private static List<ManaColor> mana(Draft d, Buy b) {
    return b.purchase() == Purchase.SPELL ? List.of(d.content.card(b.card().orElseThrow()).color().orElseThrow())
        : List.of();
  }

  /**
   * Applies a checked purchase: the Influence is spent, then a Spell's mana is asked for (R-INTERACT-4.4), and the
   * goods are handed over once it is paid.
   *
   * @param d the draft
   * @param b the purchase
   */
  public static void apply(Draft d, Buy b) {
    if (b.purchase() == Purchase.LEARNED_ADVANCED_ACTION) {
      LearnedPurchases.apply(d, b);
      return;
    }
    int price = price(Interaction.current(d), b.purchase());
    Interaction.spend(d, price);
    d.emit(new Event.Bought(d.turn.player(), b.purchase(), b.card(), price));
    ManaSteps.ask(d, b, rule(b.purchase()), mana(d, b), PAYER);
  }

  /** Hands over what was bought and paid for. */
  private static void deliver(Draft d, Buy b) {
    Inhabitants here = Interaction.current(d);
    int p = d.turn.player();
    switch (b.purchase()) {
      case HEALING:
        Healing.gain(d, 1);
        break;
      case SPELL:
      case ADVANCED_ACTION:
        Offers.take(d, offer(here, b.purchase()), b.card().get());
        toDeckTop(d, p, b.card().get());
        break;
      case ADVANCED_ACTION_DECK:
        d.revealed = true;
        toDeckTop(d, p, d.drawAdvancedAction());
        break;
      case ARTIFACT:
        d.turn = d.turn.withRewards(Lists.with(d.turn.rewards(), ARTIFACT_REWARD));
        break;
      default:
        String elite = d.eliteUnits.get(0);
        d.eliteUnits = d.eliteUnits.subList(1, d.eliteUnits.size());
        d.revealed = true;
        d.setOffer(Event.Offer.UNITS, Lists.with(d.unitOffer, elite));
        break;
    }
  }

  /** R-INTERACT-4.3, R-INTERACT-4.4, R-INTERACT-4.5(iv): a card bought goes on top of the deed deck. */
  private static void toDeckTop(Draft d, int p, String card) {
    d.players[p] = d.players[p].withDeck(Lists.onTop(d.players[p].deck(), card));
    d.emit(new Event.CardGained(p, card, Event.CardPile.DECK_TOP));
  }

  /**
   * The legal purchases; a Spell's mana is picked next.
   *
   * @param d the draft
   * @param out where to add them
   */
  static void legal(Draft d, List<Action> out) {
    LearnedPurchases.legal(d, out);
    Inhabitants here = Interaction.current(d);
    if (here == null) {
      return;
    }
    for (Purchase purchase : Purchase.values()) {
      if (price(here, purchase) == 0 || d.turn.influence() < price(here, purchase)) {
        continue;
      }
      if (!purchase.namesCard()) {
        add(d, Buy.of(purchase), out);
        continue;
      }
      for (String card : new LinkedHashSet<>(Offers.current(d, offer(here, purchase)))) {
        add(d, new Buy(purchase, Optional.of(card)), out);
      }
    }
  }

  private static void add(Draft d, Buy b, List<Action> out) {
    if (check(d, b) == null) {
      out.add(b);
    }
  }
}
