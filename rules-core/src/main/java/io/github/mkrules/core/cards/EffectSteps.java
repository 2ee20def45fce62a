package io.github.mkrules.core.cards;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.core.combat.EnemyModifiers;
import io.github.mkrules.core.effect.CrystalFromDie;
import io.github.mkrules.core.effect.DiscardToDeck;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.EnemyEffect;
import io.github.mkrules.core.effect.ExtraTargets;
import io.github.mkrules.core.effect.GainSpell;
import io.github.mkrules.core.effect.GainUnit;
import io.github.mkrules.core.effect.Travel;
import io.github.mkrules.core.movement.Travels;
import io.github.mkrules.core.units.FreeUnits;
import io.github.mkrules.core.effect.ManaToCrystal;
import io.github.mkrules.core.effect.ReadyUnit;
import io.github.mkrules.core.effect.ReadyUnits;
import io.github.mkrules.core.effect.Tokens;
import io.github.mkrules.core.engine.Draft;
import io.github.mkrules.core.mana.ManaPayment;
import io.github.mkrules.core.mana.SourceDice;
import io.github.mkrules.core.units.UnitEffects;
import java.util.ArrayList;
import java.util.List;

/**
 * The words that ask for a pick while a card's effect resolves (issue 14: one item per pick, never a product of
 * options): {@code tokens N C} (the colours, as a multiset, R-GAIN-1), {@code mana-to-crystal} (the mana paid, and
 * its colour when a gold die pays, R-MANA-1.2(ii)) and {@code ready-unit N} (the unit, R-UNITS-6). The choice's
 * context is the play's notation, the step and the atom's index; when it finishes, the play resumes after that
 * atom ({@link CardPlay#resolveFrom}).
 */
public final class EffectSteps {
  static final String TOKENS = "tokens";
  static final String CRYSTAL = "crystal";
  static final String CRYSTAL_COLOR = "crystal-color";
  static final String READY = "ready";
  static final String ENEMY = "enemy";
  static final String DIE_CRYSTAL = "die-crystal";
  /** {@code crystal-from-die keep}: the die is not rerolled. */
  static final String DIE_CRYSTAL_KEEP = "die-crystal-keep";

  private EffectSteps() {}

  /**
   * Whether an atom is one of these words.
   *
   * @param atom the atom
   * @return true for tokens, mana-to-crystal and ready-unit
   */
  static boolean isStep(Effect atom) {
    return atom instanceof Tokens || atom instanceof ManaToCrystal || atom instanceof ReadyUnit
        || atom instanceof EnemyEffect && ((EnemyEffect) atom).target().picksOne()
        || atom instanceof ReadyUnits || atom instanceof DiscardToDeck || atom instanceof Travel
        || atom instanceof GainUnit || atom instanceof GainSpell || atom instanceof ExtraTargets || atom instanceof CrystalFromDie
        || OtherPlayers.isStep(atom) || CountedSteps.isStep(atom);
  }

  /**
   * Whether a choice's step is one of these.
   *
   * @param step the second word of the choice's context
   * @return true if {@link #finish} finishes it
   */
  static boolean owns(String step) {
    return step.equals(TOKENS) || step.equals(CRYSTAL) || step.equals(CRYSTAL_COLOR) || step.equals(ENEMY)
        || step.equals(DIE_CRYSTAL) || step.equals(DIE_CRYSTAL_KEEP) || OtherPlayers.owns(step)
        || step.equals(DiscardToDeckSteps.CARD) || step.equals(DiscardToDeckSteps.PLACE)
        || step.equals(SpellFromOffer.SPELL) || step.equals(SpellFromOffer.MANA)
        || step.equals(ExtraTargetSteps.STEP) || CountedSteps.owns(step);
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
    if (CountedSteps.isStep(atom)) {
      return CountedSteps.start(d, play, atom, index);
    }
    if (OtherPlayers.isStep(atom)) {
      return OtherPlayers.start(d, play, atom, index);
    }
    if (atom instanceof DiscardToDeck) {
      return DiscardToDeckSteps.start(d, play, (DiscardToDeck) atom, index);
    }
    if (atom instanceof ExtraTargets) {
      return ExtraTargetSteps.start(d, play, (ExtraTargets) atom, index);
    }
    if (atom instanceof Travel) {
      return Travels.ask(d, (Travel) atom, play.notation(), index);
    }
    if (atom instanceof GainUnit) {
      return FreeUnits.start(d, play.notation(), index);
    }
    if (atom instanceof GainSpell) {
      return SpellFromOffer.start(d, play, (GainSpell) atom, index);
    }
    if (atom instanceof ReadyUnits) {
      return UnitEffects.readyLevels(d, ((ReadyUnits) atom).levels(),
          List.of(play.notation(), UnitEffects.READY_LEVELS, Integer.toString(index)));
    }
    List<String> context = List.of(play.notation(), stepOf(atom), Integer.toString(index));
    int p = d.turn.player();
    if (atom instanceof Tokens) {
      return askTokens(d, (Tokens) atom, context);
    }
    if (atom instanceof ManaToCrystal) {
      List<String> sources = crystalSources(d);
      if (sources.isEmpty()) {
        return false;
      }
      Choices.ask(d, Choices.of(p, DecisionKind.CARD_CHOICE, "R-MANA-1.2", sources, 0, 1).context(context).build());
      return true;
    }
    if (atom instanceof EnemyEffect) {
      return aim(d, play, (EnemyEffect) atom, context);
    }
    if (atom instanceof CrystalFromDie) {
      // Mana Storm basic: one die showing a basic colour (checked usable, so there is one)
      Choices.ask(d, Choices.of(p, DecisionKind.CARD_CHOICE, PlaySteps.EFFECT_RULE, basicSourceDice(d), 1, 1)
          .context(context).build());
      return true;
    }
    return UnitEffects.readyOne(d, ((ReadyUnit) atom).maxLevel(), -1, context);
  }

  /**
   * An effect aimed at one enemy (R-COMBAT-START-5): at once when only one enemy can be aimed at, else the player
   * picks it by its number in the combat (the pick words {@code 0} to {@code 15} of the action space).
   */
  private static boolean aim(Draft d, PlayCard play, EnemyEffect word, List<String> context) {
    return aim(d, word, WordEffects.color(d, CardPlay.source(d, play)), context);
  }

  /**
   * The colours of the tokens of {@code tokens N C} are picked one at a time (R-GAIN-1), by a card or a unit.
   *
   * @param d the draft
   * @param tokens the word
   * @param context the choice's context
   * @return true: a pick was asked
   */
  public static boolean askTokens(Draft d, Tokens tokens, List<String> context) {
    List<String> options = new ArrayList<>();
    for (ManaColor color : tokens.colors()) {
      for (int i = 0; i < tokens.count(); i++) {
        options.add(color.id());
      }
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-GAIN-1", options, tokens.count(),
        tokens.count()).context(context).build());
    return true;
  }

  /**
   * An effect aimed at one enemy, by a card or a unit of the given colour (R-COMBAT-START-5): at once when only
   * one enemy can be aimed at, else a pick of its number.
   *
   * @param d the draft
   * @param word the word
   * @param color the colour of the card or of the unit's mana, or null
   * @param context the choice's context
   * @return true if a pick was asked
   */
  public static boolean aim(Draft d, EnemyEffect word, ManaColor color, List<String> context) {
    List<Integer> targets = EnemyModifiers.targets(d, word, color);
    if (targets.size() == 1) {
      EnemyModifiers.apply(d, targets.get(0), word, color);
      return false;
    }
    if (targets.isEmpty()) {
      return false;
    }
    List<String> items = new ArrayList<>();
    for (int n : targets) {
      items.add(Integer.toString(n));
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-COMBAT-START-5", items, 1, 1)
        .context(context).build());
    return true;
  }

  /**
   * Why an item of an enemy pick that is not on the table cannot be picked: the enemy the effect cannot affect,
   * with the rule (R-COMBAT-START-5, R-ABIL-11, R-ABIL-12, R-ABIL-16, R-COMBAT-BLOCK-2.1).
   *
   * @param d the draft
   * @param choice the pick
   * @param item the item asked for
   * @return a rejection, or null for the generic answer
   */
  static Rejection offTable(Draft d, PendingChoice choice, String item) {
    if (!choice.context().get(1).equals(ENEMY) || !item.matches("[0-9]{1,2}")) {
      return null;
    }
    PlayCard play = (PlayCard) ActionNotation.parse(choice.context().get(0));
    EnemyEffect word = (EnemyEffect) atom(d, play, Integer.parseInt(choice.context().get(2)));
    return EnemyModifiers.whyNot(d, Integer.parseInt(item), word,
        WordEffects.color(d, CardPlay.source(d, play)));
  }

  /** The atom of a play at an index that counts the repeats of a compound play. */
  private static Effect atom(Draft d, PlayCard play, int index) {
    List<Effect> atoms = WordEffects.withSteps(d, CardPlay.chosen(d, play).atoms()); // the indices resolveFrom counts
    return atoms.get(index % atoms.size());
  }

  private static String stepOf(Effect atom) {
    if (atom instanceof EnemyEffect) {
      return ENEMY;
    }
    if (atom instanceof CrystalFromDie) {
      return ((CrystalFromDie) atom).keep() ? DIE_CRYSTAL_KEEP : DIE_CRYSTAL;
    }
    if (atom instanceof ReadyUnit && ((ReadyUnit) atom).heal()) {
      return UnitEffects.READY_AND_HEAL;
    }
    return atom instanceof Tokens ? TOKENS : atom instanceof ManaToCrystal ? CRYSTAL : READY;
  }

  /**
   * The dice in the Source showing a basic colour ({@code crystal-from-die}).
   *
   * @param d the draft
   * @return them as mana sources ({@code die:<i>})
   */
  public static List<String> basicSourceDice(Draft d) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < d.source.size(); i++) {
      if (d.source.get(i).takenBy() < 0 && d.source.get(i).color().isBasic()) {
        out.add(ManaSource.die(i).toString());
      }
    }
    return out;
  }

  /** The mana the player could pay now for a crystal: whatever pays a basic colour (R-MANA-2). */
  private static List<String> crystalSources(Draft d) {
    List<String> out = new ArrayList<>();
    for (ManaSource source : ManaPayment.available(d)) {
      ManaColor shown = ManaPayment.shown(d, source);
      if (shown != null && !crystalColors(d, source, shown).isEmpty()) {
        out.add(source.toString());
      }
    }
    return out;
  }

  /** The basic colours mana of a shown colour pays now: itself, or any for gold by Day (R-MANA-2.1). */
  private static List<String> crystalColors(Draft d, ManaSource source, ManaColor shown) {
    List<String> out = new ArrayList<>();
    for (ManaColor color : ManaColor.basicColors()) {
      if (ManaPayment.pays(d, source, shown, color)) {
        out.add(color.id());
      }
    }
    return out;
  }

  /**
   * Finishes a pick: gains the tokens, or pays the mana and gains the crystal (asking the colour a gold die pays
   * first), then the play goes on.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  static void finish(Draft d, PendingChoice choice) {
    List<String> context = choice.context();
    if (CountedSteps.owns(context.get(1))) {
      CountedSteps.finish(d, choice);
      return;
    }
    if (OtherPlayers.owns(context.get(1))) {
      OtherPlayers.finish(d, choice);
      return;
    }
    if (context.get(1).equals(ExtraTargetSteps.STEP)) {
      ExtraTargetSteps.finish(d, choice);
      return;
    }
    if (context.get(1).startsWith(SpellFromOffer.SPELL)) {
      SpellFromOffer.finish(d, choice);
      return;
    }
    if (context.get(1).startsWith(DiscardToDeckSteps.CARD)) {
      DiscardToDeckSteps.finish(d, choice);
      return;
    }
    switch (context.get(1)) {
      case ENEMY: {
        PlayCard play = (PlayCard) ActionNotation.parse(context.get(0));
        EnemyModifiers.apply(d, Integer.parseInt(choice.picked().get(0)),
            (EnemyEffect) atom(d, play, Integer.parseInt(context.get(2))),
            WordEffects.color(d, CardPlay.source(d, play)));
        break;
      }
      case TOKENS:
        for (String color : choice.picked()) {
          EffectResolver.gainToken(d, ManaColor.fromId(color)); // R-GAIN-1
        }
        break;
      case CRYSTAL:
        if (!choice.picked().isEmpty()) {
          ManaSource source = ManaSource.parse(choice.picked().get(0));
          List<String> colors = crystalColors(d, source, ManaPayment.shown(d, source));
          if (colors.size() > 1) {
            List<String> next = List.of(context.get(0), CRYSTAL_COLOR, context.get(2), source.toString());
            Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-MANA-2.1", colors, 1, 1)
                .context(next).build());
            return;
          }
          crystal(d, source, ManaColor.fromId(colors.get(0)));
        }
        break;
      case DIE_CRYSTAL:
      case DIE_CRYSTAL_KEEP:
        int die = ManaSource.parse(choice.picked().get(0)).die();
        EffectResolver.resolve(d, new Effect.GainCrystal(List.of(d.source.get(die).color())), 0);
        if (context.get(1).equals(DIE_CRYSTAL)) {
          SourceDice.reroll(d, die); // at once, back into the Source; not with keep
        }
        break;
      default:
        crystal(d, ManaSource.parse(context.get(3)), ManaColor.fromId(choice.picked().get(0)));
        break;
    }
    PlaySteps.resume(d, context);
  }

  /** Pays one mana as a colour and gains a crystal of it (R-GAIN-2). */
  private static void crystal(Draft d, ManaSource source, ManaColor color) {
    ManaPayment.pay(d, source, color);
    EffectResolver.resolve(d, new Effect.GainCrystal(List.of(color)), 0);
  }
}
