package io.github.mkrules.core.units;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.AssignBanner;
import io.github.mkrules.api.action.UseBanner;
import io.github.mkrules.api.content.Element;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.UnitState;
import io.github.mkrules.core.cards.Alternative;
import io.github.mkrules.core.cards.CountedSteps;
import io.github.mkrules.core.cards.EffectResolver;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.ReadyBannerUnit;
import io.github.mkrules.core.effect.SpendBannerUnit;
import io.github.mkrules.core.effect.UnitArmor;
import io.github.mkrules.core.effect.UnitBonus;
import io.github.mkrules.core.effect.UnitFame;
import io.github.mkrules.core.effect.UnitResist;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * Banner artifacts assigned to units (R-UNITS-8): assigning one from hand ({@code banner <card> unit:<i>}), its
 * basic effect for that unit while assigned (the words of the card's basic effect: {@code unit-armor},
 * {@code unit-resist}, {@code unit-bonus}, {@code unit-fame} act on the unit; {@code ready-banner-unit} is used with
 * {@code use-banner unit:<i>}), its fate when the unit leaves or gets another Banner (R-UNITS-8.1), and the choice at
 * the end of the round (R-UNITS-8.2).
 */
public final class Banners {
  /** The first word of the context of the end-of-round choice. */
  public static final String CONTEXT = "banners";

  private Banners() {}

  /**
   * Checks assigning a Banner (R-UNITS-8).
   *
   * @param d the draft
   * @param a the action
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, AssignBanner a) {
    PlayerState p = d.active();
    if (!p.hand().contains(a.card())) {
      return Rejection.of(RejectionCode.CARD_NOT_IN_HAND, "R-UNITS-8", "'" + a.card() + "' is not in hand");
    }
    if (!d.content.hasCard(a.card()) || !d.content.card(a.card()).banner()) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-UNITS-8", "'" + a.card() + "' is not a Banner");
    }
    if (a.unit() >= p.units().size()) {
      return Rejection.of(RejectionCode.NO_SUCH_UNIT, "R-UNITS-2", "there is no unit " + a.unit());
    }
    return null;
  }

  /**
   * Assigns a checked Banner: from hand under the unit; a Banner it had goes to the discard pile (R-UNITS-8.1).
   *
   * @param d the draft
   * @param a the action
   */
  public static void apply(Draft d, AssignBanner a) {
    int p = d.turn.player();
    PlayerState player = d.active();
    d.setActive(player.withHand(Lists.without(player.hand(), a.card())));
    UnitState unit = player.units().get(a.unit());
    unit.banner().ifPresent(old -> discard(d, p, old));
    UnitArea.set(d, p, a.unit(), unit.withBanner(Optional.of(a.card())).withBannerFlipped(false));
    d.emit(new Event.BannerAssigned(p, a.card(), a.unit()));
  }

  /**
   * The legal assignments: each Banner in hand to each unit.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legal(Draft d, List<Action> out) {
    for (String card : new LinkedHashSet<>(d.active().hand())) {
      for (int unit = 0; unit < d.active().units().size(); unit++) {
        AssignBanner a = new AssignBanner(card, unit);
        if (check(d, a) == null) {
          out.add(a);
        }
      }
    }
  }

  /**
   * R-UNITS-8.1: a unit that is destroyed or disbanded leaves its Banner on the discard pile.
   *
   * @param d the draft
   * @param p the player index
   * @param unit the unit leaving
   */
  static void unitLeaves(Draft d, int p, UnitState unit) {
    unit.banner().ifPresent(banner -> discard(d, p, banner));
  }

  private static void discard(Draft d, int p, String banner) {
    PlayerState player = d.players[p];
    d.players[p] = player.withCards(player.hand(), player.deck(), Lists.onTop(player.discard(), banner),
        player.playArea());
    d.emit(new Event.BannerRemoved(p, banner, false));
  }

  /** The words of the basic effect of the Banner assigned to a unit, or none. */
  private static List<Effect> words(Draft d, UnitState unit) {
    if (unit.banner().isEmpty()) {
      return List.of();
    }
    List<Alternative> basic = d.effects.card(unit.banner().get(), false);
    return basic == null || basic.isEmpty() ? List.of() : basic.get(0).atoms();
  }

  /**
   * A unit's Armour bonus now: its Banner's {@code unit-armor} and this turn's (R-UNITS-8).
   *
   * @param d the draft
   * @param unit the unit
   * @return the bonus
   */
  public static int armor(Draft d, UnitState unit) {
    int bonus = 0;
    for (Effect word : words(d, unit)) {
      bonus += word instanceof UnitArmor ? ((UnitArmor) word).amount() : 0;
    }
    for (Modifier m : Modifier.of(d.turn, UnitArmor.class)) {
      bonus += m.word(UnitArmor.class).amount();
    }
    return bonus;
  }

  /**
   * A unit's resistances with those its Banner's {@code unit-resist} and this turn's add (R-UNITRES).
   *
   * @param d the draft
   * @param unit the unit
   * @param printed the resistances it has otherwise, as ids
   * @return the resistance ids
   */
  public static List<String> resistances(Draft d, UnitState unit, List<String> printed) {
    List<UnitResist> added = new ArrayList<>();
    for (Effect word : words(d, unit)) {
      if (word instanceof UnitResist) {
        added.add((UnitResist) word);
      }
    }
    for (Modifier m : Modifier.of(d.turn, UnitResist.class)) {
      added.add(m.word(UnitResist.class));
    }
    if (added.isEmpty()) {
      return printed;
    }
    LinkedHashSet<String> out = new LinkedHashSet<>(printed);
    for (UnitResist word : added) {
      for (Element element : word.elements()) {
        out.add(element.id());
      }
    }
    return List.copyOf(out);
  }

  /**
   * The bonus a unit's Banner adds to each Attack and Block of its abilities ({@code unit-bonus}).
   *
   * @param d the draft
   * @param unit the unit
   * @return the bonus
   */
  public static int bonus(Draft d, UnitState unit) {
    int bonus = 0;
    for (Effect word : words(d, unit)) {
      bonus += word instanceof UnitBonus ? ((UnitBonus) word).amount() : 0;
    }
    return bonus;
  }

  /**
   * After a unit's ability gave Attack or Block: Fame from its Banner's {@code unit-fame} and this turn's.
   *
   * @param d the draft
   * @param unit the unit
   */
  static void fought(Draft d, UnitState unit) {
    int fame = 0;
    for (Effect word : words(d, unit)) {
      fame += word instanceof UnitFame ? ((UnitFame) word).amount() : 0;
    }
    for (Modifier m : Modifier.of(d.turn, UnitFame.class)) {
      fame += m.word(UnitFame.class).amount();
    }
    if (fame > 0) {
      EffectResolver.resolve(d, new Effect.Gain(io.github.mkrules.core.effect.GainKind.FAME, Math.min(fame,
          Effect.MAX_AMOUNT)), 0);
    }
  }

  /**
   * Checks using a unit's Banner ({@code use-banner}): a Banner face up whose basic effect is used so, at a time its
   * words allow: Banner of Courage ({@code ready-banner-unit}) outside combat with the unit Spent; Banner of Fear
   * ({@code spend-banner-unit}) in the Block phase with the unit Ready and unwounded and an attack to cancel.
   *
   * @param d the draft
   * @param u the action
   * @return a rejection, or null if legal
   */
  public static Rejection checkUse(Draft d, UseBanner u) {
    PlayerState p = d.active();
    if (u.unit() >= p.units().size()) {
      return Rejection.of(RejectionCode.NO_SUCH_UNIT, "R-UNITS-2", "there is no unit " + u.unit());
    }
    UnitState unit = p.units().get(u.unit());
    List<Effect> words = words(d, unit);
    boolean readies = words.stream().anyMatch(w -> w instanceof ReadyBannerUnit);
    boolean spends = words.stream().anyMatch(w -> w instanceof SpendBannerUnit);
    if (!readies && !spends) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-UNITS-8", "unit " + u.unit()
          + " has no Banner whose effect is used this way");
    }
    if (unit.bannerFlipped()) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-ROUND-2.7", "the Banner is face down until the next round");
    }
    for (Effect word : words) {
      if (!(word instanceof ReadyBannerUnit || word instanceof SpendBannerUnit) && !EffectResolver.usable(d, word)) {
        return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-UNITS-8", EffectResolver.notUsableReason(d, word));
      }
    }
    if (readies && unit.ready()) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-UNITS-6", "'" + unit.unit() + "' is Ready already");
    }
    if (spends && unit.wounded()) {
      return Rejection.of(RejectionCode.UNIT_WOUNDED, "R-WOUND-2.1", "'" + unit.unit() + "' is wounded");
    }
    if (spends && !unit.ready()) {
      return Rejection.of(RejectionCode.UNIT_NOT_READY, "R-UNITS-5.1", "'" + unit.unit() + "' is spent");
    }
    return null;
  }

  /**
   * Uses a checked Banner: its words in order (R-UNITS-8).
   *
   * @param d the draft
   * @param u the action
   */
  public static void applyUse(Draft d, UseBanner u) {
    resolveUse(d, u, 0);
  }

  /**
   * Resolves the words of a Banner used from one of them on; a word that asks for a pick stops here and the pick
   * resumes after it.
   *
   * @param d the draft
   * @param u the use
   * @param from the index of the first word
   */
  public static void resolveUse(Draft d, UseBanner u, int from) {
    int p = d.turn.player();
    UnitState unit = d.active().units().get(u.unit());
    String banner = unit.banner().get();
    List<Effect> words = words(d, unit);
    for (int i = from; i < words.size(); i++) {
      Effect word = words.get(i);
      unit = d.active().units().get(u.unit());
      if (word instanceof ReadyBannerUnit) {
        UnitArea.set(d, p, u.unit(), unit.withReady(true).withBannerFlipped(true)); // Courage: once per round
        d.emit(new Event.UnitReadied(p, u.unit()));
      } else if (word instanceof SpendBannerUnit) {
        UnitArea.set(d, p, u.unit(), unit.withReady(false)); // R-UNITS-5.1
        d.emit(new Event.UnitActivated(p, u.unit(), unit.unit()));
      } else if (CountedSteps.isStep(word)) {
        if (CountedSteps.start(d, u.notation(), banner, word, i)) {
          return;
        }
      } else {
        EffectResolver.resolve(d, word, 0, banner);
      }
    }
  }

  /**
   * The legal uses of Banners.
   *
   * @param d the draft
   * @param out where to add them
   */
  public static void legalUse(Draft d, List<Action> out) {
    for (int unit = 0; unit < d.active().units().size(); unit++) {
      if (d.active().units().get(unit).banner().isPresent() && checkUse(d, new UseBanner(unit)) == null) {
        out.add(new UseBanner(unit));
      }
    }
  }

  /**
   * R-UNITS-8.2: at the end of the round each player, from the given one on, who has Banners on units chooses
   * those to shuffle back into the deed deck (a pick of 0 or more; the rest stay).
   *
   * @param d the draft
   * @param from the first player to ask
   * @return true if a choice waits
   */
  public static boolean askAtRoundEnd(Draft d, int from) {
    for (int p = from; p < d.players.length; p++) {
      List<String> banners = new ArrayList<>();
      for (UnitState unit : d.players[p].units()) {
        unit.banner().ifPresent(banners::add);
      }
      if (!banners.isEmpty()) {
        banners.sort(null);
        Choices.ask(d, Choices.of(p, DecisionKind.CARD_CHOICE, "R-UNITS-8.2", banners, 0, banners.size())
            .context(List.of(CONTEXT, Integer.toString(p))).build());
        return true;
      }
    }
    return false;
  }

  /**
   * Finishes a player's end-of-round choice: the Banners picked leave their units for the deed deck, which the
   * round's preparation shuffles (R-ROUND-2.7(iii)).
   *
   * @param d the draft
   * @param choice the finished choice
   * @return the next player to ask
   */
  public static int finishRoundEnd(Draft d, PendingChoice choice) {
    int p = Integer.parseInt(choice.context().get(1));
    List<UnitState> units = new ArrayList<>(d.players[p].units());
    List<String> deck = d.players[p].deck();
    for (int i = 0; i < units.size(); i++) {
      UnitState unit = units.get(i);
      if (unit.banner().isPresent() && choice.picked().contains(unit.banner().get())) {
        deck = Lists.with(deck, unit.banner().get());
        units.set(i, unit.withBannerFlipped(false).withBanner(Optional.empty()));
        d.emit(new Event.BannerRemoved(p, unit.banner().get(), true));
      }
    }
    PlayerState player = d.players[p];
    d.players[p] = player.withCards(player.hand(), deck, player.discard(), player.playArea()).withUnits(units);
    return p + 1;
  }
}
