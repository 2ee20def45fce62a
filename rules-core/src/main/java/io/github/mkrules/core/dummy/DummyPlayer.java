package io.github.mkrules.core.dummy;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.Hero;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.SkillKind;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.DummyState;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.core.chance.Chance;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.content.StartingDeck;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Dummy player of cooperative and solo games (scenario book §1.2): its setup, its turn, its tactic and
 * its part of round preparation. It never decides: every step is played here, with the game's chance, and
 * told by events.
 */
public final class DummyPlayer {
  /** The cards flipped at the start of a Dummy turn (S-GENERAL-13). */
  static final int FLIPS = 3;

  private DummyPlayer() {}

  /**
   * The Dummy at setup (S-GENERAL-07 to S-GENERAL-09, S-GENERAL-20, S-GENERAL-21): its hero's 16 Basic Actions
   * shuffled, one crystal per dot of its hero card; in a solo game also its skill tokens without the competitive
   * interactive one, shuffled face down.
   *
   * @param content the content
   * @param heroId the Dummy hero
   * @param solo whether the game is solo
   * @param noInteractive whether no interactive skill is used at all (V-FRIENDLY-02)
   * @param chance the game's chance
   * @return the Dummy
   */
  public static DummyState setUp(Content content, String heroId, boolean solo, boolean noInteractive, Chance chance) {
    Hero hero = content.heroOrNull(heroId);
    Crystals crystals = Crystals.NONE;
    for (ManaColor color : hero.dummyCrystals()) {
      crystals = crystals.plus(color, 1);
    }
    List<String> skills = new ArrayList<>();
    if (solo) {
      for (Skill skill : content.skills()) {
        if (skill.hero().equals(heroId) && skill.kind() != SkillKind.INTERACTIVE_COMPETITIVE
            && !(noInteractive && skill.kind() == SkillKind.INTERACTIVE_COOPERATIVE)) {
          skills.add(skill.id());
        }
      }
    }
    return new DummyState(heroId, chance.shuffled(StartingDeck.of(hero, content.cards())), List.of(), crystals,
        Optional.empty(), 0, chance.shuffled(skills));
  }

  /**
   * The Dummy's hero when the configuration names none (S-GENERAL-07: one of the heroes nobody chose): the first
   * such hero of the content, so the choice is public and fixed.
   *
   * @param content the content
   * @param taken the heroes the players chose
   * @return the hero id, or null if every hero is taken
   */
  public static String defaultHero(Content content, List<String> taken) {
    for (Hero hero : content.heroes()) {
      if (!taken.contains(hero.id())) {
        return hero.id();
      }
    }
    return null;
  }

  /**
   * The Dummy's turn (S-GENERAL-12 to S-GENERAL-14): with an empty deck it announces the End of the Round (if
   * nobody has yet); otherwise it flips three cards onto its discard pile and then as many more as it has
   * crystals of the last card's colour, as far as the deck goes.
   *
   * @param d the draft
   * @return true if it announced the End of the Round
   */
  public static boolean playTurn(Draft d) {
    DummyState dummy = d.dummy.orElseThrow();
    if (dummy.deck().isEmpty()) {
      if (d.finalTurns >= 0) {
        return false; // the End of the Round is already announced: nothing left to do
      }
      d.emit(new Event.DummyAnnouncedEndOfRound());
      return true;
    }
    List<String> deck = new ArrayList<>(dummy.deck());
    List<String> flipped = new ArrayList<>();
    flip(deck, flipped, FLIPS);
    Optional<ManaColor> color = d.content.card(flipped.get(flipped.size() - 1)).color();
    flip(deck, flipped, color.map(c -> dummy.crystals().get(c)).orElse(0));
    List<String> discard = new ArrayList<>(flipped);
    java.util.Collections.reverse(discard); // the last card flipped lies on top
    discard.addAll(dummy.discard());
    d.dummy = Optional.of(dummy.withDeck(deck).withDiscard(discard));
    d.revealed = true;
    d.emit(new Event.DummyCardsFlipped(List.copyOf(flipped)));
    return false;
  }

  private static void flip(List<String> deck, List<String> flipped, int count) {
    for (int i = 0; i < count && !deck.isEmpty(); i++) {
      flipped.add(deck.remove(0));
    }
  }

  /**
   * The Dummy takes one of the tactics still in the common area at random (S-SOLO-CONQUEST-01, S-FULL-COOP-01);
   * the card gives it nothing but its place in the Round Order (S-GENERAL-11).
   *
   * @param d the draft in tactic selection
   */
  public static void takeTactic(Draft d) {
    if (d.tactics.isEmpty()) {
      return;
    }
    String tactic = d.tactics.get(d.chance.nextInt(d.tactics.size()));
    d.tactics = Lists.without(d.tactics, tactic);
    d.dummy = Optional.of(d.dummy.orElseThrow().withTactic(Optional.of(tactic)));
    d.revealed = true;
    d.emit(new Event.DummyTacticSelected(tactic));
  }

  /**
   * The Dummy's place once every tactic is taken: after every player whose tactic has a lower number
   * (S-GENERAL-11: the Round Order tokens are re-sorted as usual).
   *
   * @param d the draft
   */
  public static void takePlace(Draft d) {
    DummyState dummy = d.dummy.orElseThrow();
    int number = dummy.tactic().map(t -> d.content.tactic(t).number()).orElse(Integer.MAX_VALUE);
    int before = 0;
    for (PlayerState p : d.players) {
      before += p.tactic().map(t -> d.content.tactic(t).number() < number).orElse(false) ? 1 : 0;
    }
    d.dummy = Optional.of(dummy.withOrderPosition(before));
  }

  /**
   * Round preparation, Advanced Actions (S-GENERAL-15): the lowest card of the offer goes into the Dummy's deck
   * instead of under the Advanced Action deck.
   *
   * @param d the draft
   * @param card the card leaving the offer
   */
  public static void gainAdvancedAction(Draft d, String card) {
    DummyState dummy = d.dummy.orElseThrow();
    d.dummy = Optional.of(dummy.withDeck(Lists.concat(dummy.deck(), List.of(card))));
    d.emit(new Event.DummyGained(Optional.of(card), Optional.empty()));
  }

  /**
   * Round preparation, Spells (S-GENERAL-16): the lowest Spell goes under the Spell deck as usual and the Dummy
   * gains a crystal of its colour, beyond 3 of a colour if need be.
   *
   * @param d the draft
   * @param spell the Spell leaving the offer
   */
  public static void gainCrystal(Draft d, String spell) {
    DeedCard card = d.content.card(spell);
    if (card.color().isEmpty()) {
      return;
    }
    DummyState dummy = d.dummy.orElseThrow();
    d.dummy = Optional.of(dummy.withCrystals(dummy.crystals().plus(card.color().get(), 1)));
    d.emit(new Event.DummyGained(Optional.empty(), card.color()));
  }

  /**
   * Round preparation, the players' cards (CTX-07 step 5, S-GENERAL-15, C-01): the Dummy shuffles its discard
   * pile and deck into a new deck and puts its tactic back.
   *
   * @param d the draft
   */
  public static void newRound(Draft d) {
    DummyState dummy = d.dummy.orElseThrow();
    List<String> all = Lists.concat(dummy.deck(), dummy.discard());
    d.dummy = Optional.of(dummy.withDeck(d.chance.shuffled(all)).withDiscard(List.of()).withTactic(Optional.empty()));
    d.emit(new Event.DummyDeckRebuilt());
  }

  /**
   * S-GENERAL-22: whenever the solo player's hero gains a skill token, the Dummy's top skill token is revealed
   * into the common skill offer, where it can be taken the next time a skill is gained (S-GENERAL-23, CTX-11).
   * The level-up rule calls this after the player's choice.
   *
   * @param d the draft
   */
  public static void revealSkill(Draft d) {
    if (d.dummy.isEmpty() || d.dummy.get().skillStack().isEmpty()) {
      return;
    }
    DummyState dummy = d.dummy.get();
    String skill = dummy.skillStack().get(0);
    d.dummy = Optional.of(dummy.withSkillStack(dummy.skillStack().subList(1, dummy.skillStack().size())));
    d.revealed = true;
    d.setOffer(Event.Offer.COMMON_SKILLS, Lists.concat(d.commonSkillOffer, List.of(skill)));
  }

  /**
   * Whether the Dummy takes a turn in this game now: it is in the game and the scenario's end has not come
   * (the Dummy gets no last turn, S-SOLO-CONQUEST-03, S-FULL-COOP-04).
   *
   * @param d the draft
   * @return true if its turns are played
   */
  public static boolean plays(Draft d) {
    return d.dummy.isPresent() && d.gameEndTurns < 0;
  }

  /**
   * Whether the Dummy plays right after the turn at a position of the Round Order: its place is next, or it
   * goes first and the cycle starts again.
   *
   * @param d the draft
   * @param position the position in the Round Order of the turn that just ended
   * @return true if the Dummy's turn comes now
   */
  public static boolean playsAfter(Draft d, int position) {
    if (!plays(d)) {
      return false;
    }
    int place = d.dummy.get().orderPosition();
    return place == position + 1 || place == 0 && position + 1 == d.turnOrder.size();
  }

  /**
   * Whether the Dummy goes first in the round.
   *
   * @param d the draft
   * @return true if its turn opens the round
   */
  public static boolean playsFirst(Draft d) {
    return plays(d) && d.dummy.get().orderPosition() == 0;
  }
}
