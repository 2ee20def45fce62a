package io.github.mkrules.testkit;

import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.api.view.PublicPlayer;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * API-EVENTS: the events of an action explain every visible change it made. Starting from a player's view
 * before the action, the events are replayed onto the visible quantities (hand sizes, Wounds left in the
 * supply, Fame, Reputation, crystals, positions, units and the offers), and the result must equal the view
 * after the action. A frontend that animates events therefore never has to diff states.
 */
public final class EventReplay {
  private static final String WOUND = "wound";

  private EventReplay() {}

  /** The visible quantities one player tracks. */
  private static final class Tracked {
    final int[] handSize;
    final int[] fame;
    final int[] level;
    final int[] reputation;
    final Crystals[] crystals;
    final List<Optional<HexCoord>> positions = new ArrayList<>();
    final List<List<UnitState>> units = new ArrayList<>();
    final Map<Event.Offer, List<String>> offers = new EnumMap<>(Event.Offer.class);
    int woundsInSupply;

    Tracked(PlayerView view) {
      int n = view.players().size();
      handSize = new int[n];
      fame = new int[n];
      level = new int[n];
      reputation = new int[n];
      crystals = new Crystals[n];
      for (PublicPlayer p : view.players()) {
        handSize[p.index()] = p.handSize();
        fame[p.index()] = p.fame();
        level[p.index()] = p.level();
        reputation[p.index()] = p.reputation();
        crystals[p.index()] = p.crystals();
        positions.add(p.position());
        units.add(p.units());
      }
      offers.put(Event.Offer.UNITS, view.unitOffer());
      offers.put(Event.Offer.MONASTERY_ADVANCED_ACTIONS, view.unitOfferAdvancedActions());
      offers.put(Event.Offer.ADVANCED_ACTIONS, view.advancedActionOffer());
      offers.put(Event.Offer.SPELLS, view.spellOffer());
      woundsInSupply = view.woundsInSupply();
    }

    void replay(Event e) {
      if (e instanceof Event.CardPlayed) {
        handSize[((Event.CardPlayed) e).player()]--;
      } else if (e instanceof Event.CardsDrawn) {
        handSize[((Event.CardsDrawn) e).player()] += ((Event.CardsDrawn) e).count();
      } else if (e instanceof Event.CardsDiscarded) {
        handSize[((Event.CardsDiscarded) e).player()] -= ((Event.CardsDiscarded) e).count();
      } else if (e instanceof Event.CardsReturnedToDeck) {
        handSize[((Event.CardsReturnedToDeck) e).player()] -= ((Event.CardsReturnedToDeck) e).count();
      } else if (e instanceof Event.DeckRebuilt) {
        handSize[((Event.DeckRebuilt) e).player()] = 0;
      } else if (e instanceof Event.WoundsTaken) {
        woundsTaken((Event.WoundsTaken) e);
      } else if (e instanceof Event.CardsThrownAway) {
        thrownAway((Event.CardsThrownAway) e);
      } else if (e instanceof Event.CardGained) {
        Event.CardGained g = (Event.CardGained) e;
        handSize[g.player()] += g.to() == Event.CardPile.HAND ? 1 : 0;
      } else {
        replayStanding(e);
      }
    }

    private void woundsTaken(Event.WoundsTaken w) {
      woundsInSupply -= w.count();
      handSize[w.player()] += w.to() == Event.CardPile.HAND ? w.count() : 0;
    }

    private void thrownAway(Event.CardsThrownAway t) {
      handSize[t.player()] -= t.from() == Event.CardPile.HAND ? t.cards().size() : 0;
      for (String card : t.cards()) {
        woundsInSupply += WOUND.equals(card) ? 1 : 0;
      }
    }

    /** Fame, Reputation, mana, positions and offers. */
    private void replayStanding(Event e) {
      if (e instanceof Event.FameAndReputation) {
        Event.FameAndReputation f = (Event.FameAndReputation) e;
        fame[f.player()] += f.fame();
        reputation[f.player()] += f.reputation();
      } else if (e instanceof Event.LevelGained) {
        level[((Event.LevelGained) e).player()] = ((Event.LevelGained) e).level();
      } else if (e instanceof Event.ManaGained && ((Event.ManaGained) e).crystal()) {
        Event.ManaGained m = (Event.ManaGained) e;
        crystals[m.player()] = crystals[m.player()].plus(m.color(), 1);
      } else if (e instanceof Event.ManaUsed) {
        Event.ManaUsed m = (Event.ManaUsed) e;
        ManaSource source = m.source();
        if (source.kind() == ManaSource.Kind.CRYSTAL) {
          crystals[m.player()] = crystals[m.player()].plus(source.color(), -1);
        }
      } else if (e instanceof Event.Moved) {
        positions.set(((Event.Moved) e).player(), Optional.of(((Event.Moved) e).to()));
      } else if (e instanceof Event.HeroPlaced) {
        positions.set(((Event.HeroPlaced) e).player(), ((Event.HeroPlaced) e).position());
      } else if (e instanceof Event.OfferChanged) {
        offers.put(((Event.OfferChanged) e).offer(), ((Event.OfferChanged) e).cards());
      } else {
        replayUnits(e);
      }
    }

    /** The unit areas: units joining and leaving, Spent, readied, wounded and healed (R-UNITS). */
    private void replayUnits(Event e) {
      if (e instanceof Event.UnitRecruited) {
        Event.UnitRecruited r = (Event.UnitRecruited) e;
        List<UnitState> area = new ArrayList<>(units.get(r.player()));
        area.add(UnitState.recruited(r.unit()).withBonded(r.bonded()));
        units.set(r.player(), area);
      } else if (e instanceof Event.UnitRemoved) {
        Event.UnitRemoved r = (Event.UnitRemoved) e;
        List<UnitState> area = new ArrayList<>(units.get(r.player()));
        woundsInSupply += area.remove(r.index()).wounds();
        units.set(r.player(), area);
      } else if (e instanceof Event.UnitActivated) {
        Event.UnitActivated a = (Event.UnitActivated) e;
        changeUnit(a.player(), a.index(), u -> u.withReady(false));
      } else if (e instanceof Event.UnitReadied) {
        Event.UnitReadied r = (Event.UnitReadied) e;
        changeUnit(r.player(), r.index(), u -> u.withReady(true));
      } else if (e instanceof Event.UnitWounded) {
        Event.UnitWounded w = (Event.UnitWounded) e;
        woundsInSupply -= w.wounds();
        changeUnit(w.player(), w.index(), u -> u.withWounds(u.wounds() + w.wounds()));
      } else if (e instanceof Event.UnitHealed) {
        Event.UnitHealed h = (Event.UnitHealed) e;
        woundsInSupply++;
        changeUnit(h.player(), h.index(), u -> u.withWounds(u.wounds() - 1));
      }
    }

    private void changeUnit(int player, int index, java.util.function.UnaryOperator<UnitState> change) {
      List<UnitState> area = new ArrayList<>(units.get(player));
      area.set(index, change.apply(area.get(index)));
      units.set(player, area);
    }
  }

  /**
   * Replays the events of one action onto a view and compares with the view after it.
   *
   * @param before the player's view before the action
   * @param events the action's events, in order
   * @param after the same player's view after the action
   * @param action the action's notation, for messages
   * @return the violations, one per quantity the events do not explain
   */
  public static List<Violation> check(PlayerView before, List<Event> events, PlayerView after, String action) {
    Tracked t = new Tracked(before);
    for (Event e : events) {
      t.replay(e);
    }
    List<Violation> out = new ArrayList<>();
    for (PublicPlayer p : after.players()) {
      int i = p.index();
      compare(out, action, "hand size of player " + i, t.handSize[i], p.handSize());
      compare(out, action, "Fame of player " + i, t.fame[i], p.fame());
      compare(out, action, "level of player " + i, t.level[i], p.level());
      compare(out, action, "Reputation of player " + i, t.reputation[i], p.reputation());
      compare(out, action, "crystals of player " + i, t.crystals[i], p.crystals());
      compare(out, action, "position of player " + i, t.positions.get(i), p.position());
      compare(out, action, "units of player " + i, t.units.get(i), p.units());
    }
    compare(out, action, "Wounds in the supply", t.woundsInSupply, after.woundsInSupply());
    compare(out, action, "Units offer", t.offers.get(Event.Offer.UNITS), after.unitOffer());
    compare(out, action, "monastery Advanced Actions", t.offers.get(Event.Offer.MONASTERY_ADVANCED_ACTIONS),
        after.unitOfferAdvancedActions());
    compare(out, action, "Advanced Actions offer", t.offers.get(Event.Offer.ADVANCED_ACTIONS),
        after.advancedActionOffer());
    compare(out, action, "Spells offer", t.offers.get(Event.Offer.SPELLS), after.spellOffer());
    return out;
  }

  private static void compare(List<Violation> out, String action, String what, Object replayed, Object actual) {
    if (!Objects.equals(replayed, actual)) {
      out.add(new Violation("API-EVENTS", "'" + action + "': the events give " + what + " = " + replayed
          + " but the view shows " + actual));
    }
  }
}
