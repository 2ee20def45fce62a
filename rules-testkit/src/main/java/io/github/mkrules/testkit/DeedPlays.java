package io.github.mkrules.testkit;

import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.Undo;
import io.github.mkrules.api.content.Catalogue;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.event.PlayMode;
import io.github.mkrules.api.state.GameState;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which effects of the deed cards gained in play (Advanced Actions, Spells and Artifacts: 64 cards in the base
 * game, 128 effects) games played, counted from {@link Event.CardPlayed} events only: each card with
 * {@code basic} or {@code powered} (a card played through another, R-COMPOUND-1, counts with its own mode; a
 * card played sideways does not count), and from {@link Event.BannerAssigned}: a Banner's basic effect is used by
 * assigning it to a unit (R-UNITS-8). Undone plays do not count (R-UNDO-1).
 *
 * @param effects the effects played, as {@code "<card> basic"} or {@code "<card> powered"}
 */
public record DeedPlays(Set<String> effects) {
  /** Nothing played yet. */
  public static final DeedPlays NONE = new DeedPlays(Set.of());

  /**
   * Copies the set.
   *
   * @param effects the effects played
   */
  public DeedPlays {
    effects = Set.copyOf(effects);
  }

  /**
   * The ids of the deed cards that count: Advanced Actions, Spells and Artifacts.
   *
   * @param catalogue the engine's components
   * @return the card ids
   */
  public static Set<String> countedCards(Catalogue catalogue) {
    Set<String> out = new HashSet<>();
    for (DeedCard card : catalogue.cards()) {
      DeedCardType type = card.type();
      if (type == DeedCardType.ADVANCED_ACTION || type == DeedCardType.SPELL || type == DeedCardType.ARTIFACT) {
        out.add(card.id());
      }
    }
    return out;
  }

  /**
   * These plays with the events of one more action added.
   *
   * @param events the action's events
   * @param counted the ids of the cards that count
   * @return the new plays; this instance when the events add nothing
   */
  public DeedPlays plus(java.util.List<Event> events, Set<String> counted) {
    Set<String> more = null;
    for (Event event : events) {
      String effect = null;
      if (event instanceof Event.CardPlayed played && played.how() != PlayMode.SIDEWAYS
          && counted.contains(played.card())) {
        effect = played.card() + (played.how() == PlayMode.BASIC ? " basic" : " powered");
      } else if (event instanceof Event.BannerAssigned banner && counted.contains(banner.card())) {
        effect = banner.card() + " basic"; // R-UNITS-8: the unit uses the Banner's basic effect
      }
      if (effect != null) {
        if (!effects.contains(effect)) {
          if (more == null) {
            more = new HashSet<>(effects);
          }
          more.add(effect);
        }
      }
    }
    return more == null ? this : new DeedPlays(more);
  }

  /**
   * The plays of two runs together.
   *
   * @param other other plays
   * @return the union
   */
  public DeedPlays plus(DeedPlays other) {
    if (other.effects.isEmpty()) {
      return this;
    }
    Set<String> all = new HashSet<>(effects);
    all.addAll(other.effects);
    return new DeedPlays(all);
  }

  /** @return how many distinct cards were played, in either mode */
  public int distinctCards() {
    Set<String> cards = new HashSet<>();
    for (String effect : effects) {
      cards.add(effect.substring(0, effect.indexOf(' ')));
    }
    return cards.size();
  }

  /** @return the effects played, sorted, for reports */
  public Set<String> sorted() {
    return new TreeSet<>(effects);
  }

  /** The plays of one game kept through undos, as {@link CombatTotals.Tracker} does. */
  static final class Tracker {
    private final Set<String> counted;
    private DeedPlays plays = NONE;
    private final Deque<DeedPlays> beforeUndoable = new ArrayDeque<>();

    Tracker(Set<String> counted) {
      this.counted = counted;
    }

    void step(Action action, GameState next, java.util.List<Event> events) {
      if (action instanceof Undo) {
        if (!beforeUndoable.isEmpty()) {
          plays = beforeUndoable.pop();
        }
        return;
      }
      if (next.undo() == null) {
        beforeUndoable.clear();
      } else {
        beforeUndoable.push(plays);
      }
      plays = plays.plus(events, counted);
    }

    DeedPlays plays() {
      return plays;
    }
  }
}
