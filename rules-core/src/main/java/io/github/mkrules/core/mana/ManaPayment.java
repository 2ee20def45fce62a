package io.github.mkrules.core.mana;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PlayerState;
import io.github.mkrules.api.state.TimeOfDay;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.effect.DiceAnyBasic;
import io.github.mkrules.core.effect.Modifier;
import io.github.mkrules.core.effect.UnlimitedMana;
import io.github.mkrules.core.effect.UsableMana;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.variant.FriendlyMana;
import io.github.mkrules.core.engine.Lists;
import io.github.mkrules.core.cards.RoundEffects;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/** Paying mana from the Source, the Inventory or the play area (R-MANA). */
public final class ManaPayment {
  private ManaPayment() {}

  /**
   * Whether a mana colour can be used at all at this time of day: gold only by Day, black only at Night
   * (R-MANA-2.1, R-MANA-2.2).
   *
   * @param color the colour shown
   * @param time the time of day
   * @return true if usable
   */
  public static boolean usable(ManaColor color, TimeOfDay time) {
    return color != (time == TimeOfDay.DAY ? ManaColor.BLACK : ManaColor.GOLD);
  }

  /**
   * Whether a mana colour can be used now by the active player: by the time of day (R-MANA-2.1, R-MANA-2.2), or
   * whatever the time when a {@code usable-mana} word of this turn says so (Amulets of the Sun and of Darkness).
   *
   * @param d the draft
   * @param color the colour shown
   * @return true if usable
   */
  public static boolean usable(Draft d, ManaColor color) {
    if (usable(color, d.rulesTime())) {
      return true;
    }
    for (Modifier m : Modifier.of(d.turn, UsableMana.class)) {
      if (m.word(UsableMana.class).color() == color) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether mana of colour {@code shown} pays for {@code needed} now: as {@link #pays(ManaColor, ManaColor,
   * TimeOfDay)}, with the colours a {@code usable-mana} word of this turn makes usable.
   *
   * @param d the draft
   * @param shown the colour of the die, crystal or token
   * @param needed the colour asked for
   * @return true if it pays
   */
  public static boolean pays(Draft d, ManaColor shown, ManaColor needed) {
    if (!usable(d, shown)) {
      return false;
    }
    return shown == needed || (shown == ManaColor.GOLD && needed.isBasic());
  }

  /**
   * The colours of which the active player has unlimited mana this turn ({@code unlimited-mana}, the rings' strong
   * effects): a token of such a colour is always there and is not used up.
   *
   * @param d the draft
   * @return the colours, empty mostly
   */
  public static EnumSet<ManaColor> unlimited(Draft d) {
    EnumSet<ManaColor> out = EnumSet.noneOf(ManaColor.class);
    for (Modifier m : Modifier.of(d.turn, UnlimitedMana.class)) {
      out.addAll(m.word(UnlimitedMana.class).colors());
    }
    return out;
  }

  /**
   * Whether mana of colour {@code shown} pays for {@code needed}: the same colour, or gold for a basic colour
   * by Day (R-MANA-2.1).
   *
   * @param shown the colour of the die, crystal or token
   * @param needed the colour asked for
   * @param time the time of day
   * @return true if it pays
   */
  public static boolean pays(ManaColor shown, ManaColor needed, TimeOfDay time) {
    if (!usable(shown, time)) {
      return false;
    }
    return shown == needed || (shown == ManaColor.GOLD && needed.isBasic());
  }

  /**
   * Whether a source showing {@code shown} pays for {@code needed} now: {@link #pays(ManaColor, ManaColor,
   * TimeOfDay)}, and while Mana Storm's {@code dice-any-basic} is in force a Source die showing black or gold pays
   * any basic colour, by Day or Night.
   *
   * @param d the draft
   * @param source the die, crystal or token
   * @param shown the colour it shows
   * @param needed the colour asked for
   * @return true if it pays
   */
  public static boolean pays(Draft d, ManaSource source, ManaColor shown, ManaColor needed) {
    if (source.kind() == ManaSource.Kind.DIE && !shown.isBasic() && needed.isBasic() && DiceAnyBasic.inForce(d.turn)) {
      return true;
    }
    return pays(d, shown, needed);
  }

  /**
   * R-MANA-3.3: a depleted die cannot be used, unless Mana Storm lets black and gold dice pay basic colours, or a
   * {@code usable-mana} word of this turn makes its colour usable (Amulets).
   */
  private static boolean depleted(Draft d, ManaDie die) {
    return die.depleted(d.rulesTime()) && !DiceAnyBasic.inForce(d.turn) && !usable(d, die.color());
  }

  /**
   * Every mana source the active player could use now, one entry per die, crystal colour and token colour.
   *
   * @param d the draft
   * @return the sources
   */
  public static List<ManaSource> available(Draft d) {
    return available(d, false);
  }

  /**
   * Every mana source the active player could use now for a purpose, one entry per die, crystal colour and token
   * colour: a token whose rule forbids the purpose is left out ({@link RestrictedTokens}).
   *
   * @param d the draft
   * @param spellPowered whether the mana powers the stronger effect of a Spell
   * @return the sources
   */
  public static List<ManaSource> available(Draft d, boolean spellPowered) {
    List<ManaSource> out = new ArrayList<>();
    if (d.turn.diceTaken() < d.turn.diceAllowed()) {
      for (int i = 0; i < d.source.size(); i++) {
        ManaDie die = d.source.get(i);
        // R-MANA-3, R-MANA-3.3: a die still in the Source and not depleted
        if (die.takenBy() < 0 && !depleted(d, die)) {
          out.add(ManaSource.die(i));
        }
      }
    }
    int stolen = d.active().manaStealDie();
    if (stolen >= 0) {
      out.add(ManaSource.die(stolen)); // Mana Steal: an extra die, beside the turn's Source die
    }
    Crystals crystals = d.active().crystals();
    for (ManaColor color : ManaColor.basicColors()) {
      if (crystals.get(color) > 0) {
        out.add(ManaSource.crystal(color));
      }
    }
    EnumSet<ManaColor> tokens = unlimited(d);
    tokens.addAll(RestrictedTokens.usable(d, spellPowered));
    for (ManaColor color : tokens) {
      out.add(ManaSource.token(color));
    }
    return out;
  }

  /**
   * The colour a source shows, or null if it does not exist for the active player now.
   *
   * @param d the draft
   * @param source the source
   * @return the colour, or null
   */
  public static ManaColor shown(Draft d, ManaSource source) {
    return shown(d, source, false);
  }

  /**
   * The colour a source shows, or null if it does not exist for the active player now or, for a token, if its
   * rule forbids the purpose.
   *
   * @param d the draft
   * @param source the source
   * @param spellPowered whether the mana powers the stronger effect of a Spell
   * @return the colour, or null
   */
  public static ManaColor shown(Draft d, ManaSource source, boolean spellPowered) {
    switch (source.kind()) {
      case DIE:
        if (source.die() >= d.source.size()) {
          return null;
        }
        ManaDie die = d.source.get(source.die());
        if (source.die() == d.active().manaStealDie()) {
          return usable(d, die.color()) || DiceAnyBasic.inForce(d.turn) ? die.color() : null;
        }
        return die.takenBy() < 0 && !depleted(d, die) && d.turn.diceTaken() < d.turn.diceAllowed()
            ? die.color() : null;
      case CRYSTAL:
        return d.active().crystals().get(source.color()) > 0 ? source.color() : null;
      default:
        return RestrictedTokens.usable(d, spellPowered).contains(source.color()) || unlimited(d).contains(source.color())
            ? source.color() : null;
    }
  }

  /**
   * Spends mana: a die is taken from the Source (rerolled at the end of the turn), a crystal leaves the
   * Inventory, a token leaves the play area.
   *
   * @param d the draft
   * @param source a source checked with {@link #shown}
   * @param asColor the colour it is used as
   */
  public static void pay(Draft d, ManaSource source, ManaColor asColor) {
    pay(d, source, asColor, false);
  }

  /**
   * Spends mana for a purpose: as {@link #pay(Draft, ManaSource, ManaColor)}, and a token's rule is forgotten
   * with it ({@link RestrictedTokens#spent}).
   *
   * @param d the draft
   * @param source a source checked with {@link #shown}
   * @param asColor the colour it is used as
   * @param spellPowered whether the mana powers the stronger effect of a Spell
   */
  public static void pay(Draft d, ManaSource source, ManaColor asColor, boolean spellPowered) {
    TurnState t = d.turn;
    PlayerState player = d.active();
    switch (source.kind()) {
      case DIE:
        if (source.die() == player.manaStealDie()) {
          // used: it leaves the tactic card and is rerolled into the Source at the end of the turn
          d.setActive(player.withTacticState(player.tactic(), player.tacticFlipped(), player.tacticPile(), -1));
          break;
        }
        List<ManaDie> dice = new ArrayList<>(d.source);
        dice.set(source.die(), new ManaDie(dice.get(source.die()).color(), t.player()));
        d.source = List.copyOf(dice);
        d.turn = t.withDice(t.diceTaken() + 1, t.diceAllowed(), t.keepDice());
        break;
      case CRYSTAL:
        d.setActive(player.withCrystals(player.crystals().plus(source.color(), -1)));
        d.turn = t.withCrystalsSpent(Lists.with(t.crystalsSpent(), source.color())); // for Crystal Mastery
        break;
      default:
        if (!unlimited(d).contains(source.color())) {
          d.turn = t.withTokens(Lists.without(t.tokens(), source.color()));
          RestrictedTokens.spent(d, source.color(), spellPowered);
        }
        break;
    }
    d.emit(new Event.ManaUsed(t.player(), asColor, source));
    RoundEffects.manaUsed(d, asColor); // wound-on-mana: Mana Curse, Mana Exploit
  }
  /**
   * Spends checked sources, each as the colour it pays.
   *
   * @param d the draft
   * @param sources the sources, checked with {@link #check}
   * @param colors the colours they pay, in the same order
   */
  public static void payAll(Draft d, List<ManaSource> sources, List<ManaColor> colors) {
    for (int i = 0; i < sources.size(); i++) {
      pay(d, sources.get(i), colors.get(i));
    }
  }

  /**
   * Checks that the named sources pay the needed colours, in order: each available now, each paying its
   * colour (R-MANA-2), no die twice and within the turn's dice (R-MANA-3), enough crystals (R-MANA-1.2) and
   * tokens (R-MANA-1.1).
   *
   * @param d the draft
   * @param sources the sources named by the action
   * @param needed the colours the play needs
   * @param drawnDie a die the effect itself takes (Mana Draw), which cannot also pay, or -1
   * @return a rejection, or null if the payment is right
   */
  public static Rejection check(Draft d, List<ManaSource> sources, List<ManaColor> needed, int drawnDie) {
    return check(d, sources, needed, drawnDie, false);
  }

  /**
   * Checks a payment for a purpose: as {@link #check(Draft, List, List, int)}, counting only the tokens whose rule
   * allows the purpose ({@link RestrictedTokens}).
   *
   * @param d the draft
   * @param sources the sources named by the action
   * @param needed the colours the play needs
   * @param drawnDie a die the effect itself takes (Mana Draw), which cannot also pay, or -1
   * @param spellPowered whether the mana powers the stronger effect of a Spell
   * @return a rejection, or null if the payment is right
   */
  public static Rejection check(Draft d, List<ManaSource> sources, List<ManaColor> needed, int drawnDie,
      boolean spellPowered) {
    if (sources.size() != needed.size()) {
      return Rejection.of(RejectionCode.MANA_UNAVAILABLE, "R-CARDS-3", "this play needs " + needed.size() + " mana but " + sources.size() + " source(s) were named");
    }
    List<Integer> dice = new ArrayList<>();
    List<ManaColor> tokens = new ArrayList<>(RestrictedTokens.usable(d, spellPowered));
    int[] crystals = new int[4];
    for (int i = 0; i < sources.size(); i++) {
      ManaSource source = sources.get(i);
      ManaColor shown = ManaPayment.shown(d, source, spellPowered);
      if (shown == null && source.kind() == ManaSource.Kind.TOKEN && d.turn.tokens().contains(source.color())) {
        return Rejection.of(RejectionCode.MANA_UNAVAILABLE, "R-SKILLS-3", "the " + source.color().id()
            + " token may not pay " + (spellPowered ? "for the stronger effect of a Spell" : "for this")
            + ": the skill that gave it says how it may be spent");
      }
      if (shown == null) {
        return Rejection.of(source.kind() == ManaSource.Kind.DIE && d.turn.diceTaken() >= d.turn.diceAllowed()
            && source.die() < d.source.size() && d.source.get(source.die()).takenBy() < 0
            ? RejectionCode.DIE_LIMIT : RejectionCode.MANA_UNAVAILABLE, "R-MANA-3", source + " is not available");
      }
      if (!ManaPayment.pays(d, source, shown, needed.get(i))) {
        return Rejection.of(RejectionCode.MANA_UNAVAILABLE, "R-MANA-2", source + " shows " + shown.id() + " and cannot pay " + needed.get(i).id());
      }
      switch (source.kind()) {
        case DIE:
          if (FriendlyMana.refuses(d, source.die(), shown, needed.get(i), drawnDie)) {
            return Rejection.of(RejectionCode.MANA_UNAVAILABLE, "V-FRIENDLY-04", "a gold die may not stand for "
                + needed.get(i).id() + " while a " + needed.get(i).id() + " die is in the Source");
          }
          if (dice.contains(source.die()) || source.die() == drawnDie) {
            return Rejection.of(RejectionCode.MANA_UNAVAILABLE, "R-MANA-3", "die " + source.die() + " is used twice");
          }
          dice.add(source.die());
          int counted = (int) dice.stream().filter(x -> x != d.active().manaStealDie()).count();
          if (d.turn.diceTaken() + counted > d.turn.diceAllowed()) {
            return Rejection.of(RejectionCode.DIE_LIMIT, "R-MANA-3", "only " + d.turn.diceAllowed() + " Source die(s) may be used this turn");
          }
          break;
        case CRYSTAL:
          if (++crystals[source.color().ordinal()] > d.active().crystals().get(source.color())) {
            return Rejection.of(RejectionCode.MANA_UNAVAILABLE, "R-MANA-1.2", "not enough " + source.color().id() + " crystals");
          }
          break;
        default:
          if (!tokens.remove(source.color()) && !unlimited(d).contains(source.color())) {
            return Rejection.of(RejectionCode.MANA_UNAVAILABLE, "R-MANA-1.1", "not enough " + source.color().id() + " tokens");
          }
          break;
      }
    }
    if (drawnDie >= 0 && (drawnDie >= d.source.size() || d.source.get(drawnDie).takenBy() >= 0)) {
      return Rejection.of(RejectionCode.EFFECT_NOT_USABLE, "R-MANA-3", "die " + drawnDie + " is not in the Source");
    }
    return null;
  }
}
