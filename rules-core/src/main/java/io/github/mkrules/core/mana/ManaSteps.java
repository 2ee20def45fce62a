package io.github.mkrules.core.mana;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.RejectionCode;
import io.github.mkrules.api.action.Action;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.ManaDie;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.choice.ChoiceRule;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.variant.FriendlyMana;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Paying the mana of an action one pick at a time (issue 14: payment is never a product in a legal list): a card
 * play's mana (R-CARDS-3), a unit ability's mana symbol (R-UNITS-5.2(b)(i)), a Spell bought while interacting
 * (R-INTERACT-4.4) and the offering at an Ancient Ruins altar (FRAG-12.1). The action names no mana; each mana it needs is a {@link DecisionKind#PAY_MANA} choice of one
 * die, crystal or token, offered only if the rest of the payment can still be made, and paid at once, so undo goes
 * back one pick at a time (R-UNDO). The choice's context holds the action's notation, then the colours still to
 * pay; when the last is paid, the {@link Payer} of the action's kind goes on with it.
 */
public final class ManaSteps implements ChoiceRule {
  /** What an action whose mana is paid in steps does around its payment. */
  public interface Payer {
    /**
     * The colours of which a Source die must stay in the Source after the payment, because the action, once paid,
     * takes one itself (Mana Draw: any die; {@code claim-die C}: a die of colour C).
     *
     * @param d the draft
     * @param action the action being paid
     * @return the colours a die left must show; empty if none must stay
     */
    default List<ManaColor> leavesDie(Draft d, Action action) {
      return List.of();
    }

    /**
     * Whether the mana powers the stronger effect of a Spell, which some tokens may not pay, or alone may pay
     * ({@link RestrictedTokens}).
     *
     * @param d the draft
     * @param action the action being paid
     * @return true for a Spell played powered
     */
    default boolean powersSpell(Draft d, Action action) {
      return false;
    }

    /**
     * Goes on with the action once all its mana is paid.
     *
     * @param d the draft
     * @param action the action
     */
    void paid(Draft d, Action action);
  }

  private final Map<Class<? extends Action>, Payer> payers;

  /**
   * The payment rule for the given kinds of action.
   *
   * @param payers what goes on after paying, by the action's class
   */
  public ManaSteps(Map<Class<? extends Action>, Payer> payers) {
    this.payers = Map.copyOf(payers);
  }

  /**
   * Asks for the first of the colours an action needs, or goes on with the action at once when it needs none.
   *
   * @param d the draft
   * @param action the action being paid, whose class has a payer
   * @param rule the rule that asks for the mana, cited when a pick is refused
   * @param mana the colours still to pay, in order
   * @param payer the payer of the action
   */
  public static void ask(Draft d, Action action, String rule, List<ManaColor> mana, Payer payer) {
    if (mana.isEmpty()) {
      payer.paid(d, action);
      return;
    }
    List<String> context = new ArrayList<>(mana.size() + 2);
    context.add(action.notation());
    context.add(rule);
    for (ManaColor color : mana) {
      context.add(color.id());
    }
    List<String> options = new ArrayList<>();
    for (ManaSource source : firstSources(d, mana, payer.leavesDie(d, action), payer.powersSpell(d, action))) {
      options.add(source.toString());
    }
    ManaColor atOnce = RestrictedTokens.atOnce(d.turn);
    if (atOnce != null && options.contains(ManaSource.token(atOnce).toString())) {
      options = List.of(ManaSource.token(atOnce).toString()); // the token that must be spent at once pays
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.PAY_MANA, rule, options, 1, 1).context(context).build());
  }

  @Override
  public void finish(Draft d, PendingChoice choice) {
    List<ManaColor> mana = colors(choice.context());
    Action action = ActionNotation.parse(choice.context().get(0));
    Payer payer = payers.get(action.getClass());
    ManaPayment.pay(d, ManaSource.parse(choice.picked().get(0)), mana.get(0), payer.powersSpell(d, action));
    ask(d, action, choice.context().get(1), mana.subList(1, mana.size()), payer);
  }

  /** The reason a die, crystal or token that is not on the table cannot pay (R-MANA). */
  @Override
  public Rejection offTable(Draft d, PendingChoice choice, String item) {
    ManaSource source;
    try {
      source = ManaSource.parse(item);
    } catch (IllegalArgumentException e) {
      return null;
    }
    Action action = ActionNotation.parse(choice.context().get(0));
    return ManaPayment.check(d, List.of(source), List.of(colors(choice.context()).get(0)), -1,
        payers.get(action.getClass()).powersSpell(d, action));
  }

  private static List<ManaColor> colors(List<String> context) {
    List<ManaColor> out = new ArrayList<>();
    for (String color : context.subList(2, context.size())) {
      out.add(ManaColor.fromId(color));
    }
    return out;
  }

  /**
   * Why the colours cannot be paid from what the player has now, leaving a die in the Source when the action
   * takes one (Mana Draw): the turn's Source dice are used up (R-MANA-3), or nothing can pay (R-MANA-2).
   *
   * @param d the draft
   * @param mana the colours, in order
   * @param leave the colours of which a die must stay in the Source (empty: none)
   * @return a rejection, or null if some way of paying exists
   */
  public static Rejection unpayable(Draft d, List<ManaColor> mana, List<ManaColor> leave) {
    return unpayable(d, mana, leave, false);
  }

  /**
   * Why the colours cannot be paid for a purpose: as {@link #unpayable(Draft, List, List)}, with only the tokens
   * whose rule allows it ({@link RestrictedTokens}).
   *
   * @param d the draft
   * @param mana the colours, in order
   * @param leave the colours of which a die must stay in the Source (empty: none)
   * @param spellPowered whether the mana powers the stronger effect of a Spell
   * @return a rejection, or null if some way of paying exists
   */
  public static Rejection unpayable(Draft d, List<ManaColor> mana, List<ManaColor> leave, boolean spellPowered) {
    if (payable(d, mana, leave, spellPowered)) {
      return null;
    }
    TurnState turn = d.turn;
    d.turn = turn.withDice(turn.diceTaken(), Integer.MAX_VALUE, turn.keepDice()); // as if any die could be taken
    boolean byMoreDice = payable(d, mana, leave, spellPowered);
    d.turn = turn;
    List<String> ids = new ArrayList<>();
    for (ManaColor color : mana) {
      ids.add(color.id());
    }
    return byMoreDice
        ? Rejection.of(RejectionCode.DIE_LIMIT, "R-MANA-3", "only " + turn.diceAllowed() + " Source die(s) may be used this turn")
        : Rejection.of(RejectionCode.MANA_UNAVAILABLE, "R-MANA-2", "no die, crystal or token left can pay "
            + String.join(" and ", ids) + (leave.isEmpty() ? "" : " and leave a die in the Source"));
  }

  /**
   * Whether the colours can be paid from what the player has now, leaving a die in the Source when the action
   * takes one (Mana Draw).
   *
   * @param d the draft
   * @param mana the colours, in order
   * @param leave the colours of which a die must stay in the Source (empty: none)
   * @return true if some way of paying exists
   */
  public static boolean payable(Draft d, List<ManaColor> mana, List<ManaColor> leave) {
    return payable(d, mana, leave, false);
  }

  /**
   * Whether the colours can be paid for a purpose: as {@link #payable(Draft, List, List)}, with only the tokens
   * whose rule allows it ({@link RestrictedTokens}).
   *
   * @param d the draft
   * @param mana the colours, in order
   * @param leave the colours of which a die must stay in the Source (empty: none)
   * @param spellPowered whether the mana powers the stronger effect of a Spell
   * @return true if some way of paying exists
   */
  public static boolean payable(Draft d, List<ManaColor> mana, List<ManaColor> leave, boolean spellPowered) {
    if (mana.isEmpty()) {
      return leave.isEmpty() || dieLeft(d, List.of(), leave);
    }
    return mana.size() == 1 && leave.isEmpty() ? paysOne(d, mana.get(0), spellPowered)
        : !firstSources(d, mana, leave, spellPowered).isEmpty();
  }

  /** The sources that can pay the first colour in some complete payment of all of them. */
  private static List<ManaSource> firstSources(Draft d, List<ManaColor> mana, List<ManaColor> leave,
      boolean spellPowered) {
    List<ManaSource> sources = ManaPayment.available(d, spellPowered);
    List<ManaSource> out = new ArrayList<>();
    List<ManaSource> chosen = new ArrayList<>();
    for (ManaSource source : sources) {
      chosen.add(source);
      if (completes(d, sources, mana, chosen, leave, spellPowered)) {
        out.add(source);
      }
      chosen.clear();
    }
    return out;
  }

  /**
   * Whether one available source pays a single colour: the common case, without building the list. A gold die
   * the Friendly Mana variant refuses does not count (V-FRIENDLY-04), as in {@link ManaPayment#check}.
   */
  private static boolean paysOne(Draft d, ManaColor color, boolean spellPowered) {
    for (ManaSource source : ManaPayment.available(d, spellPowered)) {
      ManaColor shown = ManaPayment.shown(d, source, spellPowered);
      if (shown != null && ManaPayment.pays(d, source, shown, color) && (source.kind() != ManaSource.Kind.DIE
          || !FriendlyMana.refuses(d, source.die(), shown, color, -1))) {
        return true;
      }
    }
    return false;
  }

  /** Whether the sources chosen so far extend to a payment of every colour that ManaPayment accepts. */
  private static boolean completes(Draft d, List<ManaSource> sources, List<ManaColor> mana, List<ManaSource> chosen,
      List<ManaColor> leave, boolean spellPowered) {
    int k = chosen.size() - 1;
    ManaColor shown = ManaPayment.shown(d, chosen.get(k), spellPowered);
    if (shown == null || !ManaPayment.pays(d, chosen.get(k), shown, mana.get(k))) {
      return false;
    }
    if (chosen.size() == mana.size()) {
      return ManaPayment.check(d, chosen, mana, -1, spellPowered) == null
          && (leave.isEmpty() || dieLeft(d, chosen, leave));
    }
    for (ManaSource next : sources) {
      chosen.add(next);
      boolean ok = completes(d, sources, mana, chosen, leave, spellPowered);
      chosen.remove(chosen.size() - 1);
      if (ok) {
        return true;
      }
    }
    return false;
  }

  /** Whether a die of one of the colours stays in the Source after paying with these sources. */
  private static boolean dieLeft(Draft d, List<ManaSource> payment, List<ManaColor> colors) {
    for (int i = 0; i < d.source.size(); i++) {
      ManaDie die = d.source.get(i);
      int index = i;
      if (die.takenBy() < 0 && colors.contains(die.color())
          && payment.stream().noneMatch(s -> s.kind() == ManaSource.Kind.DIE && s.die() == index)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The dice in the Source, which Mana Draw's powered effect may take (deed-cards §1.1).
   *
   * @param d the draft
   * @return the dice as mana sources ({@code die:<i>})
   */
  public static List<String> sourceDice(Draft d) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < d.source.size(); i++) {
      if (d.source.get(i).takenBy() < 0) {
        out.add(ManaSource.die(i).toString());
      }
    }
    return out;
  }
}
