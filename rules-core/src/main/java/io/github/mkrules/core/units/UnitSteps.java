package io.github.mkrules.core.units;

import io.github.mkrules.api.Rejection;
import io.github.mkrules.api.content.UnitAbility;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.core.cards.EffectResolver;
import io.github.mkrules.core.cards.EffectSteps;
import io.github.mkrules.core.combat.EnemyModifiers;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.EffectParser;
import io.github.mkrules.core.effect.EnemyEffect;
import io.github.mkrules.core.effect.Tokens;
import io.github.mkrules.core.engine.Draft;
import java.util.List;

/**
 * The picks a unit ability or a skill asks for after it is paid (issue 14: one pick at a time): the enemy an effect
 * aims at (Illusionists, Amotep Freezers, Resistance Break; R-COMBAT-START-5) and the colours of the mana tokens it
 * gives (Altem Mages; R-GAIN-1). Such a word is the last of its ability or skill, so the use ends with the pick.
 * The choice's context is {@link #CONTEXT}, the word as written and the unit or skill id, so a save carries
 * everything the pick needs.
 */
public final class UnitSteps {
  /** The first word of the context of a unit ability's pick. */
  public static final String CONTEXT = "unit-step";

  private UnitSteps() {}

  /**
   * Whether an atom of a unit ability is a word that asks for a pick.
   *
   * @param atom the atom
   * @return true for an effect aimed at one enemy and for tokens of picked colours
   */
  public static boolean owns(Effect atom) {
    return atom instanceof EnemyEffect && ((EnemyEffect) atom).target().picksOne() || atom instanceof Tokens;
  }

  /**
   * Starts the pick of a word, or resolves it at once when there is nothing to choose.
   *
   * @param d the draft
   * @param atom the word
   * @param unit the unit id, whose mana colour counts for resistances, or a skill id (no colour)
   */
  public static void start(Draft d, Effect atom, String unit) {
    List<String> context = List.of(CONTEXT, atom.toString(), unit);
    if (atom instanceof Tokens) {
      EffectSteps.askTokens(d, (Tokens) atom, context);
    } else {
      EffectSteps.aim(d, (EnemyEffect) atom, color(d, unit), context);
    }
  }

  /**
   * Finishes a pick: the enemy picked takes the changes, or the tokens of the picked colours are gained.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  public static void finish(Draft d, PendingChoice choice) {
    Effect atom = EffectParser.parse(choice.context().get(1), "unit ability pick");
    if (atom instanceof Tokens) {
      for (String color : choice.picked()) {
        EffectResolver.gainToken(d, ManaColor.fromId(color)); // R-GAIN-1
      }
      return;
    }
    EnemyModifiers.apply(d, Integer.parseInt(choice.picked().get(0)), (EnemyEffect) atom,
        color(d, choice.context().get(2)));
  }

  /**
   * Why an enemy that is not on the table cannot be picked for a unit's or skill's effect: the rule that keeps the
   * effect off it (R-COMBAT-START-5, R-ABIL-11, R-ABIL-12, R-ABIL-16).
   *
   * @param d the draft
   * @param choice the pick
   * @param item the item asked for
   * @return a rejection, or null for the generic answer
   */
  public static Rejection offTable(Draft d, PendingChoice choice, String item) {
    Effect atom = EffectParser.parse(choice.context().get(1), "unit ability pick");
    if (!(atom instanceof EnemyEffect) || !item.matches("[0-9]{1,2}")) {
      return null;
    }
    return EnemyModifiers.whyNot(d, Integer.parseInt(item), (EnemyEffect) atom, color(d, choice.context().get(2)));
  }

  /**
   * R-COMBAT-START-5.1, R-COMBAT-START-5.2: the colour of the mana a unit's non-attack effect is paid with; the one
   * basic colour among its abilities' mana symbols (Amotep Freezers: blue), or null when it has none or several.
   *
   * @param d the draft
   * @param unit the unit id
   * @return the colour, or null
   */
  static ManaColor color(Draft d, String unit) {
    if (!d.content.hasUnit(unit)) {
      return null; // a skill: its effects have no colour
    }
    ManaColor found = null;
    for (UnitAbility ability : d.content.unit(unit).abilities()) {
      ManaColor mana = ability.mana().orElse(null);
      if (mana != null && mana.isBasic()) {
        if (found != null && found != mana) {
          return null;
        }
        found = mana;
      }
    }
    return found;
  }
}
