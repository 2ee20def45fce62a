package io.github.mkrules.core.cards;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.api.action.UseBanner;
import io.github.mkrules.core.combat.EnemyModifiers;
import io.github.mkrules.core.effect.CancelAttack;
import io.github.mkrules.core.effect.DiscardCardsFor;
import io.github.mkrules.core.effect.NoAttack;
import io.github.mkrules.core.units.Banners;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.GainKind;
import io.github.mkrules.core.effect.RollDie;
import io.github.mkrules.core.effect.RolledCrystal;
import io.github.mkrules.core.effect.UpTo;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.turn.TurnEnding;
import java.util.ArrayList;
import java.util.List;

/**
 * The words whose outcome is a number the player picks or a die rolled while a card's effect resolves (issue 14:
 * one pick at a time): {@code discard-cards-for ATOM} (the cards, picked one by one, R-CARDS-6), {@code up-to N term}
 * (how many times, one pick of a number) and {@code roll-die} (a mana die rolled through the state's Chance, revealed
 * information for undo, R-UNDO-2; a gold roll for {@code crystal rolled} asks the colour, R-GAIN-2).
 */
public final class CountedSteps {
  static final String DISCARD = "discard-for";
  static final String UP_TO = "up-to";
  static final String ROLLED_CRYSTAL = "rolled-crystal";
  static final String CANCEL_ENEMY = "cancel-enemy";
  static final String CANCEL_WHICH = "cancel-which";
  static final String NO_ATTACK = "no-attack";

  private CountedSteps() {}

  /**
   * Whether an atom is one of these words.
   *
   * @param atom the atom
   * @return true for discard-cards-for, up-to and roll-die
   */
  public static boolean isStep(Effect atom) {
    return atom instanceof DiscardCardsFor || atom instanceof UpTo || atom instanceof RollDie
        || atom instanceof CancelAttack || atom instanceof NoAttack;
  }

  /**
   * Whether a choice's step is one of these.
   *
   * @param step the second word of the choice's context
   * @return true if {@link #finish} finishes it
   */
  static boolean owns(String step) {
    return step.equals(DISCARD) || step.equals(UP_TO) || step.equals(ROLLED_CRYSTAL) || step.equals(CANCEL_ENEMY)
        || step.equals(CANCEL_WHICH) || step.equals(NO_ATTACK);
  }

  /**
   * Whether the word can be used now: what it gives can.
   *
   * @param d the draft
   * @param word the word
   * @return true if usable
   */
  static boolean usable(Draft d, Effect word) {
    if (word instanceof DiscardCardsFor) {
      return EffectResolver.usable(d, ((DiscardCardsFor) word).each());
    }
    if (word instanceof UpTo) {
      return WordEffects.atoms(((UpTo) word).effect()).stream().allMatch(a -> EffectResolver.usable(d, a));
    }
    if (word instanceof CancelAttack || word instanceof NoAttack) {
      return !EnemyModifiers.withOpenAttacks(d).isEmpty(); // [combat]: an attack still to stop
    }
    RollDie roll = (RollDie) word;
    List<Effect> atoms = new ArrayList<>(WordEffects.atoms(roll.then()));
    if (roll.otherwise() != null) {
      atoms.addAll(WordEffects.atoms(roll.otherwise()));
    }
    return atoms.stream().allMatch(a -> a instanceof RolledCrystal || EffectResolver.usable(d, a));
  }

  /**
   * Starts a word: asks for its pick, or resolves it at once when there is nothing to choose.
   *
   * @param d the draft
   * @param play the play
   * @param atom the word
   * @param index its index among the play's atoms
   * @return true if a pick was asked, so the play waits
   */
  static boolean start(Draft d, PlayCard play, Effect atom, int index) {
    return start(d, play.notation(), play.card(), atom, index);
  }

  /**
   * Starts a word of a card play or of a Banner used ({@code use-banner}): asks for its pick, or resolves it at once.
   *
   * @param d the draft
   * @param notation the notation of the play or the banner use, which the pick's context carries
   * @param source the card whose effect it is
   * @param atom the word
   * @param index its index among the effect's atoms
   * @return true if a pick was asked, so the effect waits
   */
  public static boolean start(Draft d, String notation, String source, Effect atom, int index) {
    int p = d.turn.player();
    if (atom instanceof CancelAttack || atom instanceof NoAttack) {
      List<String> enemies = EnemyModifiers.withOpenAttacks(d);
      if (enemies.isEmpty()) {
        return false;
      }
      boolean one = atom instanceof CancelAttack;
      int max = one ? 1 : Math.min(enemies.size(), ((NoAttack) atom).max());
      Choices.ask(d, Choices.of(p, DecisionKind.CARD_CHOICE, "R-EFFECTS-1", enemies, one ? 1 : 0, max)
          .context(List.of(notation, one ? CANCEL_ENEMY : NO_ATTACK, Integer.toString(index))).build());
      return true;
    }
    if (atom instanceof DiscardCardsFor) {
      List<String> cards = new ArrayList<>();
      for (String card : d.active().hand()) {
        if (!card.equals(TurnEnding.WOUND)) {
          cards.add(card);
        }
      }
      if (cards.isEmpty()) {
        return false;
      }
      cards.sort(null); // equal cards next to each other
      Choices.ask(d, Choices.of(p, DecisionKind.CARD_CHOICE, "R-CARDS-6", cards, 0, cards.size())
          .context(List.of(notation, DISCARD, Integer.toString(index))).secret(true).build());
      return true;
    }
    if (atom instanceof UpTo) {
      List<String> counts = new ArrayList<>();
      for (int n = 0; n <= ((UpTo) atom).max(); n++) {
        counts.add(Integer.toString(n));
      }
      Choices.ask(d, Choices.of(p, DecisionKind.CARD_CHOICE, PlaySteps.EFFECT_RULE, counts, 1, 1)
          .context(List.of(notation, UP_TO, Integer.toString(index))).build());
      return true;
    }
    return roll(d, (RollDie) atom, source, List.of(notation, ROLLED_CRYSTAL, Integer.toString(index)));
  }

  /**
   * Rolls the die and resolves the term it gives; a gold roll for {@code crystal rolled} asks the colour.
   *
   * @return true if a pick was asked
   */
  private static boolean roll(Draft d, RollDie roll, String source, List<String> context) {
    ManaColor rolled = SourceDice.roll(d.chance);
    d.revealed = true; // R-UNDO-2: a die roll
    d.emit(new Event.ManaDieRolled(d.turn.player(), rolled));
    Effect outcome = roll.outcome(rolled);
    if (outcome == null) {
      return false;
    }
    for (Effect atom : WordEffects.atoms(outcome)) {
      if (!(atom instanceof RolledCrystal)) {
        EffectResolver.resolve(d, atom, 0, source);
      } else if (rolled.isBasic()) {
        EffectResolver.resolve(d, new Effect.GainCrystal(List.of(rolled)), 0, source);
      } else if (rolled == ManaColor.GOLD && context != null) {
        List<String> colors = new ArrayList<>();
        for (ManaColor color : ManaColor.basicColors()) {
          colors.add(color.id());
        }
        Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-GAIN-2", colors, 1, 1)
            .context(context).build());
        return true; // crystal rolled ends its term (docs/decisions/deed-cards.md)
      }
    }
    return false;
  }

  /**
   * Finishes a pick: discards the cards and gives the atom per card, resolves the term the number of times picked,
   * or gains the crystal of the colour picked for a gold roll; then the play goes on.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  static void finish(Draft d, PendingChoice choice) {
    List<String> context = choice.context();
    if (cancel(d, choice)) {
      return; // the attack of a multi-attack enemy is picked next
    }
    if (context.get(1).equals(CANCEL_ENEMY) || context.get(1).equals(CANCEL_WHICH)
        || context.get(1).equals(NO_ATTACK)) {
      resume(d, context);
      return;
    }
    PlayCard play = (PlayCard) ActionNotation.parse(context.get(0));
    Effect atom = CardPlay.chosen(d, play).atoms().get(Integer.parseInt(context.get(2)) % CardPlay.chosen(d, play).atoms().size());
    switch (context.get(1)) {
      case DISCARD:
        discard(d, choice.picked());
        if (!choice.picked().isEmpty()) {
          EffectResolver.resolve(d, times(((DiscardCardsFor) atom).each(), choice.picked().size()), 0, play.card());
        }
        break;
      case UP_TO:
        int n = Integer.parseInt(choice.picked().get(0));
        for (int i = 0; i < n; i++) {
          for (Effect step : WordEffects.atoms(((UpTo) atom).effect())) {
            if (step instanceof RollDie) {
              roll(d, (RollDie) step, play.card(), null);
            } else {
              EffectResolver.resolve(d, step, 0, play.card());
            }
          }
        }
        break;
      default:
        EffectResolver.resolve(d, new Effect.GainCrystal(List.of(ManaColor.fromId(choice.picked().get(0)))), 0,
            play.card());
        break;
    }
    resume(d, context);
  }

  /**
   * The picks of {@code cancel-attack} and {@code no-attack}: the enemies' open attacks are cancelled; for an enemy
   * with several open attacks, {@code cancel-attack} asks which one next.
   *
   * @return true if a further pick was asked
   */
  private static boolean cancel(Draft d, PendingChoice choice) {
    List<String> context = choice.context();
    switch (context.get(1)) {
      case NO_ATTACK:
        for (String enemy : choice.picked()) {
          EnemyModifiers.cancel(d, Integer.parseInt(enemy), -1);
        }
        return false;
      case CANCEL_ENEMY: {
        int n = Integer.parseInt(choice.picked().get(0));
        List<String> attacks = EnemyModifiers.openAttacks(d, n);
        if (attacks.size() > 1) {
          Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-ABIL-19", attacks, 1, 1)
              .context(List.of(context.get(0), CANCEL_WHICH, context.get(2), Integer.toString(n))).build());
          return true;
        }
        EnemyModifiers.cancel(d, n, Integer.parseInt(attacks.get(0)));
        return false;
      }
      case CANCEL_WHICH:
        EnemyModifiers.cancel(d, Integer.parseInt(context.get(3)), Integer.parseInt(choice.picked().get(0)));
        return false;
      default:
        return false;
    }
  }

  /** Goes on after a pick: with the card play, or with the Banner used (R-UNITS-8). */
  private static void resume(Draft d, List<String> context) {
    if (ActionNotation.parse(context.get(0)) instanceof UseBanner) {
      Banners.resolveUse(d, (UseBanner) ActionNotation.parse(context.get(0)), Integer.parseInt(context.get(2)) + 1);
    } else {
      PlaySteps.resume(d, context);
    }
  }

  /** R-CARDS-6: the picked cards go from hand to the discard pile. */
  private static void discard(Draft d, List<String> cards) {
    if (cards.isEmpty()) {
      return;
    }
    Discards.fromHand(d, cards);
    d.turn = d.turn.withCardsPlayed(cards.size());
    d.emit(new Event.CardsDiscarded(d.turn.player(), cards.size()));
  }

  /** An atom's amount times n, at most the grammar's largest amount. */
  private static Effect times(Effect each, int n) {
    if (each instanceof Effect.Attack) {
      Effect.Attack a = (Effect.Attack) each;
      return new Effect.Attack(Math.min(Effect.MAX_AMOUNT, a.amount() * n), a.kind(), a.element());
    }
    if (each instanceof Effect.Block) {
      Effect.Block b = (Effect.Block) each;
      return new Effect.Block(Math.min(Effect.MAX_AMOUNT, b.amount() * n), b.element(), b.doubleAgainstSwift());
    }
    Effect.Gain g = (Effect.Gain) each;
    GainKind kind = g.kind();
    return new Effect.Gain(kind, Math.min(Effect.MAX_AMOUNT, g.amount() * n));
  }
}
