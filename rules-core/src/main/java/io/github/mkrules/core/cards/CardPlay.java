package io.github.mkrules.core.cards;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.CardMode;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.DeedCardType;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.event.PlayMode;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.GainKind;
import io.github.mkrules.core.effect.PlayOther;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.engine.Offers;
import io.github.mkrules.core.mana.ManaPayment;
import io.github.mkrules.core.mana.ManaSteps;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Playing deed cards from hand (R-CARDS-2 to R-CARDS-6, R-COMPOUND), or a Spell from the offer as if in hand
 * ({@link OfferPlays}). The play puts its cards down at once;
 * its mana and the choices of its effect follow as picks ({@link PlaySteps}), and then the effect resolves.
 */
public final class CardPlay {
  /**
   * The mark a Spell cast this turn leaves in {@link TurnState#used()}, followed by its id: the rings count them
   * ({@code fame 1 per spell-red}).
   */
  public static final String SPELL_CAST = "spell-cast:";

  /** The cost colour of an effect that takes any non-Wound card as its cost. */
  public static final String ANY_COLOR = "any";

  /** The prefix of the cost colour of {@code discard-card C}: a card of any kind of the colour after it. */
  public static final String ANY_KIND = "card:";

  private CardPlay() {}

  /** A checked play: what it costs and what it gives. */
  private record Plan(DeedCard card, Alternative alternative, List<Effect> atoms, int bonus, List<ManaColor> mana) {}

  /**
   * Checks a card play: the cards, the effect, and that some way of paying its mana exists (R-MANA).
   *
   * @param d the draft
   * @param play the play
   * @return a rejection, or null if legal
   */
  public static Rejection check(Draft d, PlayCard play) {
    if (isCompound(d, play)) {
      Rejection early = checkCompound(d, play);
      if (early != null || !compoundOptions(d, play).isEmpty()) {
        return early;
      }
    }
    Object plan = plan(d, play);
    if (plan instanceof Rejection) {
      return (Rejection) plan;
    }
    Plan p = (Plan) plan;
    return ManaSteps.unpayable(d, p.mana(), p.alternative().leavesDie(), powersSpell(p.card(), play));
  }

  /**
   * Whether a play's mana powers the stronger effect of a Spell, which some tokens may not pay or alone may pay
   * (Polarization; {@link io.github.mkrules.core.mana.RestrictedTokens}).
   *
   * @param d the draft
   * @param play the play
   * @return true for a Spell played powered
   */
  static boolean powersSpell(Draft d, PlayCard play) {
    return d.content.hasCard(play.card()) && powersSpell(d.content.card(play.card()), play);
  }

  private static boolean powersSpell(DeedCard card, PlayCard play) {
    return play.mode() == CardMode.POWERED && card.type() == DeedCardType.SPELL;
  }

  /**
   * Whether {@link #check} accepts a play, without building the reason of a refusal (the legal lists ask this
   * of every candidate).
   *
   * @param d the draft
   * @param play the play
   * @return true if legal
   */
  static boolean legal(Draft d, PlayCard play) {
    if (isCompound(d, play)) {
      return checkCompound(d, play) == null && !compoundOptions(d, play).isEmpty();
    }
    return payable(d, play);
  }

  private static boolean payable(Draft d, PlayCard play) {
    Object plan = plan(d, play);
    return plan instanceof Plan && ManaSteps.payable(d, ((Plan) plan).mana(), ((Plan) plan).alternative().leavesDie(),
        powersSpell(((Plan) plan).card(), play));
  }

  /**
   * The colours of mana a play needs: its card's colour when powered, black for a Spell's stronger effect, and the
   * effect's own {@code pay} words (R-CARDS-3, R-CARDS-3.2); empty when it needs none or is not legal.
   *
   * @param d the draft
   * @param play the play
   * @return the colours, in the order they are paid
   */
  public static List<ManaColor> mana(Draft d, PlayCard play) {
    Object plan = plan(d, play);
    return plan instanceof Plan ? ((Plan) plan).mana() : List.of();
  }

  /** Either a {@link Plan} or a {@link Rejection}. */
  private static Object plan(Draft d, PlayCard play) {
    PlayerState player = d.active();
    if (!player.hand().contains(play.card()) && OfferPlays.permit(d, play.card()) == null) {
      boolean assigned = player.units().stream().anyMatch(u -> u.banner().filter(play.card()::equals).isPresent());
      return assigned ? reject(RejectionCode.CARD_NOT_IN_HAND, "R-UNITS-8", "'" + play.card() + "' is assigned to a"
          + " unit: its strong effect is not available while it is") // nor can it be thrown away
          : reject(RejectionCode.CARD_NOT_IN_HAND, "R-CARDS-2", "'" + play.card() + "' is not in hand");
    }
    if (play.card().equals(TurnEnding.WOUND)) {
      return reject(RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-3.4", "Wound cards cannot be played");
    }
    if (play.option() < 0) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1", "options are counted from 0");
    }
    DeedCard card = d.content.card(play.card());
    boolean powered = play.mode() == CardMode.POWERED;
    if (card.banner() && !powered) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-UNITS-8", "a Banner's basic effect is for the unit it is"
          + " assigned to: banner " + card.id() + " unit:<i>");
    }
    if (powered && card.type() == DeedCardType.SPELL && !ManaPayment.usable(d, ManaColor.BLACK)) {
      return reject(RejectionCode.MANA_UNAVAILABLE, "R-CARDS-3.2", "a spell's stronger effect needs black mana, usable only at Night");
    }
    List<Alternative> own = d.effects.card(card.id(), powered);
    if (own == null) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-CARDS-3",
          "the " + (powered ? "powered" : "basic") + " effect of '" + card.id() + "' is not available in this engine version; play it sideways");
    }
    Alternative alternative = own.size() == 1 && own.get(0).isCompound() ? own.get(0) : null;
    List<Effect> atoms;
    int bonus = 0;
    int times = 1;
    if (alternative != null) {
      Object other = compound(d, play, alternative.compound());
      if (other instanceof Rejection) {
        return other;
      }
      atoms = ((Alternative) other).atoms();
      bonus = alternative.compound().plus();
      times = alternative.compound().times();
      alternative = (Alternative) other;
    } else {
      if (play.with().isPresent()) {
        return reject(RejectionCode.EFFECT_NOT_USABLE, "R-COMPOUND-1", "'" + play.card() + "' does not play another card");
      }
      if (play.option() >= own.size()) {
        return reject(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1", "'" + card.id() + "' has " + own.size() + " option(s)");
      }
      alternative = own.get(play.option());
      atoms = alternative.atoms();
    }
    Rejection cost = checkCost(d, play, alternative);
    if (cost != null) {
      return cost;
    }
    String source = play.with().orElse(play.card()); // R-COMPOUND-1.2: the effect's own card
    for (Effect atom : atoms) {
      if (!EffectResolver.usable(d, atom, source)) {
        return reject(RejectionCode.EFFECT_NOT_USABLE, EffectResolver.notUsableRule(atom),
            EffectResolver.notUsableReason(d, atom));
      }
    }
    return new Plan(card, alternative, atoms, bonus, requiredMana(card, powered, alternative, times));
  }

  /** Whether the play's effect plays another card's powered effect (Concentration, Will Focus; R-COMPOUND-1). */
  private static boolean isCompound(Draft d, PlayCard play) {
    boolean known = d.active().hand().contains(play.card()) && !play.card().equals(TurnEnding.WOUND);
    return known && compoundOf(d, play) != null;
  }

  /**
   * Issue 14: a compound play names the other card only; which of its options is played is picked next, so the
   * legal list holds one play per card, not one per card and option.
   */
  private static Rejection checkCompound(Draft d, PlayCard play) {
    return play.option() > 0 ? reject(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1", "the option of the card '"
        + play.card() + "' plays is picked in the next step (pick option:<n>), not named in the play") : null;
  }

  /**
   * The options of the other card of a compound play that can be played and paid for (R-COMPOUND-1).
   *
   * @param d the draft, before the play's cards go down
   * @param play a compound play
   * @return the option indices, ascending
   */
  private static List<Integer> compoundOptions(Draft d, PlayCard play) {
    List<Integer> out = new ArrayList<>();
    boolean inHand = play.with().isPresent() && d.active().hand().contains(play.with().get())
        && !play.with().get().equals(TurnEnding.WOUND);
    List<Alternative> alternatives = inHand ? d.effects.card(play.with().get(), compoundOf(d, play).powered()) : null;
    for (int option = 0; alternatives != null && option < alternatives.size(); option++) {
      if (payable(d, withOption(play, option))) {
        out.add(option);
      }
    }
    return out;
  }

  static PlayCard withOption(PlayCard play, int option) {
    return new PlayCard(play.card(), play.mode(), option, play.with());
  }

  /**
   * Concentration, Will Focus and Maximal Effect: the other action card's basic or powered effect, chosen by the
   * option (R-COMPOUND-1).
   */
  private static Object compound(Draft d, PlayCard play, PlayOther how) {
    if (play.with().isEmpty()) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-COMPOUND-1", "'" + play.card() + "' must name the action card it plays (with:<card>)");
    }
    String other = play.with().get();
    if (other.equals(TurnEnding.WOUND)) {
      return reject(RejectionCode.WOUND_NOT_PLAYABLE, "R-CARDS-6.1", "a Wound cannot be played through another card");
    }
    if (!inHandBesides(d, play.card(), other) || !d.content.card(other).type().isAction()) {
      return reject(RejectionCode.CARD_NOT_IN_HAND, "R-COMPOUND-1", "'" + other + "' is not another action card in hand");
    }
    String half = how.powered() ? "powered" : "basic";
    List<Alternative> alternatives = d.effects.card(other, how.powered());
    if (alternatives == null) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-COMPOUND-1", "the " + half + " effect of '" + other + "' is not available in this engine version");
    }
    if (play.option() >= alternatives.size()) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-EFFECTS-1", "'" + other + "' has " + alternatives.size() + " option(s)");
    }
    Alternative chosen = alternatives.get(play.option());
    if (chosen.isCompound()) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-COMPOUND-1", "'" + other + "' cannot be played through another card");
    }
    if (how.times() > 1 && (chosen.needsCost() || chosen.drawsDie())) {
      // docs/decisions/deed-cards.md: a repeated effect never asks for several cost cards or dice
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-COMPOUND-1.1", "an effect that asks for a card or a die"
          + " cannot be repeated");
    }
    return chosen;
  }

  /**
   * An effect that discards (Improvisation) or throws away (Decompose, Training) another card names it as the
   * cost.
   */
  static boolean needsCost(Alternative alternative) {
    return alternative.needsCost();
  }

  /**
   * R-CARDS-6, R-CARDS-6.1: a play whose effect discards or throws away another card needs one in hand besides
   * the cards it plays: never a Wound; for Training an Action card of the colour of the offered card taken
   * (R-GAIN-3).
   */
  private static Rejection checkCost(Draft d, PlayCard play, Alternative alternative) {
    if (!needsCost(alternative)) {
      return null;
    }
    if (alternative.offerPick() >= 0 && alternative.offerPick() >= offer(d, alternative).size()) {
      return reject(RejectionCode.EFFECT_NOT_USABLE, "R-GAIN-3.1", "the offer has no card in position " + alternative.offerPick());
    }
    List<String> rest = Lists.without(d.active().hand(), play.card());
    if (play.with().isPresent()) {
      rest = Lists.without(rest, play.with().get());
    }
    String color = costColor(d, alternative);
    return costCards(d, rest, alternative).isEmpty()
        ? reject(RejectionCode.EFFECT_NOT_USABLE, alternative.offerPick() >= 0 ? "R-GAIN-3" : "R-CARDS-6.1",
            color.equals(ANY_COLOR) ? "this effect needs another non-Wound card in hand"
                : color.startsWith(ANY_KIND) ? "this effect needs another " + color.substring(ANY_KIND.length())
                    + " card in hand" : "this effect needs another " + color + " Action card in hand")
        : null;
  }

  /**
   * The cards that can pay an effect's cost, each once, in hand order: non-Wound cards (R-CARDS-6.1); for
   * Training Action cards of the colour of the offered card taken (R-GAIN-3).
   *
   * @param d the draft
   * @param hand the cards in hand besides those played
   * @param alternative the effect
   * @return the cards
   */
  static List<String> costCards(Draft d, List<String> hand, Alternative alternative) {
    return costCards(d.content, costColor(d, alternative), hand);
  }

  /**
   * The colour a cost card must have: for {@code discard-card C} {@value #ANY_KIND} and C, for Decompose the
   * thrown card's colour, for Training the colour of the offered card taken, otherwise {@value #ANY_COLOR}.
   *
   * @param d the draft
   * @param alternative the effect
   * @return a colour id, {@value #ANY_KIND} and a colour id, or {@value #ANY_COLOR}
   */
  static String costColor(Draft d, Alternative alternative) {
    if (alternative.discardColor() != null) {
      return ANY_KIND + alternative.discardColor().id();
    }
    if (alternative.throwAwayColor() != null) {
      return alternative.throwAwayColor().id();
    }
    return alternative.offerPick() < 0 ? ANY_COLOR
        : d.content.card(offer(d, alternative).get(alternative.offerPick())).color().map(c -> c.id()).orElse("");
  }

  /** The offer an {@code offer-card} alternative takes from: the Spells or the Advanced Actions offer. */
  private static List<String> offer(Draft d, Alternative alternative) {
    return alternative.offer().spell() ? d.spellOffer : d.advancedActionOffer;
  }

  /**
   * The cards of a hand that can pay a cost, each once, in hand order: non-Wound cards (R-CARDS-6.1); when a
   * colour is asked for, Action cards of that colour (Training, R-GAIN-3), or with {@value #ANY_KIND} cards of
   * any kind of that colour (Magic Talent).
   *
   * @param content the content
   * @param color a colour id, {@value #ANY_KIND} and a colour id, or {@value #ANY_COLOR}
   * @param hand the cards
   * @return the cards
   */
  public static List<String> costCards(Content content, String color, List<String> hand) {
    List<String> out = new ArrayList<>();
    boolean anyKind = color.startsWith(ANY_KIND);
    String wanted = anyKind ? color.substring(ANY_KIND.length()) : color;
    for (String card : new LinkedHashSet<>(hand)) {
      boolean fits = !card.equals(TurnEnding.WOUND) && (color.equals(ANY_COLOR)
          || (anyKind || content.card(card).type().isAction())
          && content.card(card).color().map(c -> c.id()).orElse("").equals(wanted));
      if (fits) {
        out.add(card);
      }
    }
    return out;
  }

  static boolean inHandBesides(Draft d, String card, String other) {
    int needed = card.equals(other) ? 2 : 1;
    return Lists.count(d.active().hand(), other) >= needed;
  }

  /** The mana a play needs (R-CARDS-3): actions powered by their colour; spells their colour, plus black when powered. */
  static List<ManaColor> requiredMana(DeedCard card, boolean powered, Alternative alternative, int times) {
    List<ManaColor> mana = new ArrayList<>(2);
    ManaColor color = card.color().orElse(null);
    if (card.type().isAction() && powered) {
      mana.add(color);
    } else if (card.type() == DeedCardType.SPELL) {
      mana.add(color);
      if (powered) {
        mana.add(ManaColor.BLACK);
      }
    }
    for (int i = 0; i < times; i++) {
      mana.addAll(alternative.extraMana()); // pay C, once per time the effect resolves
    }
    return mana;
  }

  /**
   * Applies a checked card play: its cards go down at once, then its mana and effect choices are asked for
   * ({@link PlaySteps}), or the effect resolves at once when it needs none.
   *
   * @param d the draft
   * @param play the play
   */
  public static void apply(Draft d, PlayCard play) {
    List<Integer> options = isCompound(d, play) ? compoundOptions(d, play) : List.of(play.option());
    PlayCard single = withOption(play, options.get(0));
    Plan plan = options.size() == 1 ? (Plan) plan(d, single) : null;
    int p = d.turn.player();
    PlayerState player = d.active();
    boolean fromOffer = !player.hand().contains(play.card()); // play-from-offer: it stays in the offer
    List<String> hand = fromOffer ? player.hand() : Lists.without(player.hand(), play.card());
    List<String> playArea = player.playArea();
    List<String> removed = player.removed();
    if (fromOffer) {
      OfferPlays.use(d, play.card());
    } else if (d.content.card(play.card()).type() == DeedCardType.ARTIFACT && play.mode() == CardMode.POWERED) {
      removed = Lists.with(removed, play.card()); // R-CARDS-3.3, R-DISCARD-2.2: thrown away
    } else {
      playArea = Lists.with(playArea, play.card());
    }
    List<Event> parts = new ArrayList<>(); // API-EVENTS: the other cards the play moves, told after the play
    if (play.with().isPresent()) {
      PlayOther how = d.effects.card(play.card(), play.mode() == CardMode.POWERED).get(0).compound();
      String other = play.with().get();
      hand = Lists.without(hand, other);
      parts.add(new Event.CardPlayed(p, other, how.powered() ? PlayMode.POWERED : PlayMode.BASIC));
      if (how.throwAway()) {
        removed = Lists.with(removed, other); // Maximal Effect: thrown away (R-DISCARD-2.2)
        parts.add(new Event.CardsThrownAway(p, List.of(other), Event.CardPile.PLAY_AREA));
      } else {
        playArea = Lists.with(playArea, other); // R-COMPOUND-1: played as part of this card
      }
    }
    d.setActive(player.withCards(hand, player.deck(), player.discard(), playArea).withRemoved(removed));
    TurnState t = d.turn;
    d.turn = t.withCardsPlayed(1);
    d.emit(new Event.CardPlayed(p, play.card(), play.mode() == CardMode.BASIC ? PlayMode.BASIC : PlayMode.POWERED));
    if (d.content.card(play.card()).type() == DeedCardType.SPELL) {
      d.turn = d.turn.withUsed(Lists.with(d.turn.used(), SPELL_CAST + play.card())); // cast (R-CARDS-3.2)
    }
    parts.forEach(d::emit);
    if (plan == null) {
      PlaySteps.askOption(d, play, options);
    } else {
      PlaySteps.start(d, single, needsCost(plan.alternative()), plan.mana());
    }
  }

  /**
   * Goes on with a compound play once its option is picked: its cost card, mana and effect.
   *
   * @param d the draft
   * @param play the play with the picked option
   */
  static void optionPicked(Draft d, PlayCard play) {
    Alternative alternative = chosen(d, play);
    PlaySteps.start(d, play, needsCost(alternative), requiredMana(d.content.card(play.card()),
        play.mode() == CardMode.POWERED, alternative, compoundOf(d, play).times()));
  }

  /**
   * Pays an effect's cost with a card from hand: discarded (R-CARDS-6), or for Training thrown away
   * (R-DISCARD-2.2).
   *
   * @param d the draft
   * @param play the play
   * @param card the card
   */
  static void payCost(Draft d, PlayCard play, String card) {
    int p = d.turn.player();
    PlayerState player = d.active();
    List<String> hand = Lists.without(player.hand(), card);
    if (chosen(d, play).offerPick() >= 0 || chosen(d, play).throwAwayColor() != null) {
      d.setActive(player.withHand(hand).withRemoved(Lists.with(player.removed(), card)));
      d.emit(new Event.CardsThrownAway(p, List.of(card), Event.CardPile.HAND));
    } else {
      d.setActive(player.withCards(hand, player.deck(), Lists.onTop(player.discard(), card), player.playArea()));
      d.emit(new Event.CardsDiscarded(p, 1));
    }
  }

  /**
   * The alternative a play resolves, whatever its cards' places now: its own, or for a compound card the other
   * card's (R-COMPOUND-1).
   *
   * @param d the draft
   * @param play a checked play
   * @return the alternative
   */
  static Alternative chosen(Draft d, PlayCard play) {
    PlayOther how = compoundOf(d, play);
    if (how != null) {
      return d.effects.card(play.with().get(), how.powered()).get(play.option());
    }
    return d.effects.card(play.card(), play.mode() == CardMode.POWERED).get(play.option());
  }

  /** How a compound card plays the other card ({@code play-card}), or null for a card that is not compound. */
  private static PlayOther compoundOf(Draft d, PlayCard play) {
    List<Alternative> own = d.effects.card(play.card(), play.mode() == CardMode.POWERED);
    return own != null && own.size() == 1 && own.get(0).isCompound() ? own.get(0).compound() : null;
  }

  /**
   * Resolves the effect of a play whose cards are down and whose mana is paid.
   *
   * @param d the draft
   * @param play the play
   * @param die the die Mana Draw takes, or -1
   * @param dieColor the colour Mana Draw turns it to, or null
   */
  static void resolve(Draft d, PlayCard play, int die, ManaColor dieColor) {
    Alternative alternative = chosen(d, play);
    if (alternative.offerPick() >= 0) {
      gainFromOffer(d, alternative);
    }
    if (die >= 0) {
      drawDie(d, die, dieColor);
    }
    resolveFrom(d, play, 0);
  }

  /**
   * Resolves the atoms of a play from one of them on: a compound play's other card's atoms as many times as
   * it says (R-COMPOUND-1.1), its bonus on the first Move, Influence, Attack or Block; an atom that asks for a
   * pick stops here and the pick resumes the play after it ({@link EffectSteps}).
   *
   * @param d the draft
   * @param play the play, its cards down and its mana paid
   * @param from the index of the first atom to resolve, counting the repeats
   */
  static void resolveFrom(Draft d, PlayCard play, int from) {
    List<Effect> atoms = WordEffects.withSteps(d, chosen(d, play).atoms());
    PlayOther how = compoundOf(d, play);
    int total = atoms.size() * (how == null ? 1 : how.times());
    String source = source(d, play); // R-COMPOUND-1.2: its own colour
    int bonusAt = how == null || how.plus() == 0 ? -1 : firstTakingBonus(atoms);
    // Mana Overload: the first Move, Influence, Attack or Block of a card powered with mana, not of a compound play
    int poweredAt = how == null && play.mode() == CardMode.POWERED ? firstTakingBonus(atoms) : -1;
    for (int i = from; i < total; i++) {
      Effect atom = atoms.get(i % atoms.size());
      if (EffectSteps.isStep(atom)) {
        if (EffectSteps.start(d, play, atom, i)) {
          return; // a pick comes first; it resumes at i + 1
        }
        continue;
      }
      int bonus = i == bonusAt ? how.plus() : 0;
      if (i == poweredAt) {
        bonus += NextCardBonuses.takePowered(d, play.card());
      }
      if (atom instanceof Effect.Attack || atom instanceof Effect.Block) {
        bonus += NextCardBonuses.take(d, atom instanceof Effect.Attack); // Ambush
      }
      EffectResolver.resolve(d, atom, bonus, source);
    }
  }

  /**
   * The card whose effect a play resolves: the card, or for a compound play the other card (R-COMPOUND-1.2: an
   * effect keeps its own card's colour).
   *
   * @param d the draft
   * @param play a checked play
   * @return the card id
   */
  static String source(Draft d, PlayCard play) {
    return compoundOf(d, play) == null ? play.card() : play.with().get();
  }

  /** The first atom a compound bonus adds to: Move, Influence, Attack or Block (R-COMPOUND-1), or -1. */
  private static int firstTakingBonus(List<Effect> atoms) {
    for (int i = 0; i < atoms.size(); i++) {
      Effect atom = atoms.get(i);
      boolean points = atom instanceof Effect.Gain && (((Effect.Gain) atom).kind() == GainKind.MOVE
          || ((Effect.Gain) atom).kind() == GainKind.INFLUENCE);
      if (points || atom instanceof Effect.Attack || atom instanceof Effect.Block) {
        return i;
      }
    }
    return -1;
  }

  /**
   * {@code offer-card}: a card of the thrown card's colour from the offer (R-GAIN-3), and with {@code crystal} a
   * crystal of its colour (Book of Wisdom strong); the offer refills at once (R-GAIN-3.1).
   */
  private static void gainFromOffer(Draft d, Alternative alternative) {
    int p = d.turn.player();
    PlayerState player = d.active();
    boolean toHand = alternative.offer().toHand();
    String taken = offer(d, alternative).get(alternative.offerPick());
    if (toHand) {
      d.setActive(player.withHand(Lists.with(player.hand(), taken)));
    } else {
      d.setActive(player.withCards(player.hand(), player.deck(), Lists.onTop(player.discard(), taken),
          player.playArea()));
    }
    d.emit(new Event.CardGained(p, taken, toHand ? Event.CardPile.HAND : Event.CardPile.DISCARD));
    // R-GAIN-3.1: the cards above the taken one slide down and a new card takes the top position
    Offers.take(d, alternative.offer().spell() ? Event.Offer.SPELLS : Event.Offer.ADVANCED_ACTIONS, taken);
    if (alternative.offer().crystal()) {
      d.content.card(taken).color().ifPresent(c -> EffectResolver.resolve(d, new Effect.GainCrystal(List.of(c)), 0));
    }
  }

  /**
   * Mana Draw powered: take a die, set it to the chosen colour and gain two tokens of it; it returns without a
   * reroll (deed-cards §1.1).
   */
  private static void drawDie(Draft d, int die, ManaColor color) {
    List<ManaDie> dice = new ArrayList<>(d.source);
    dice.set(die, new ManaDie(color, d.turn.player()));
    d.source = List.copyOf(dice);
    TurnState t = d.turn;
    d.turn = t.withDice(t.diceTaken(), t.diceAllowed(), Lists.with(t.keepDice(), die));
    EffectResolver.gainToken(d, color);
    EffectResolver.gainToken(d, color);
  }

  private static Rejection reject(RejectionCode code, String rule, String detail) {
    return Rejection.of(code, rule, detail);
  }
}
