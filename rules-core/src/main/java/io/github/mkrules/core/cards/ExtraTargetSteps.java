package io.github.mkrules.core.cards;

import io.github.mkrules.api.DecisionKind;
import io.github.mkrules.api.action.ActionNotation;
import io.github.mkrules.api.action.PlayCard;
import io.github.mkrules.api.state.CombatEnemy;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.PendingChoice;
import io.github.mkrules.api.state.TurnState;
import io.github.mkrules.core.choice.Choices;
import io.github.mkrules.core.combat.Combats;
import io.github.mkrules.core.combat.EnemyModifiers;
import io.github.mkrules.core.effect.Effect;
import io.github.mkrules.core.effect.EnemyEffect;
import io.github.mkrules.core.effect.ExtraTargets;
import io.github.mkrules.core.engine.Draft;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code extra-targets move N} (Wings of Night): after the enemy word before it, one {@link DecisionKind#CARD_CHOICE}
 * per further enemy (the enemy's number, or {@code done}), among the enemies the word may still change whose Move
 * cost is there; each pick pays the Move points and makes the word's changes to that enemy (R-COMBAT-START-5).
 * Context: the play, the step, the atom's index, the Move cost of the next enemy.
 */
final class ExtraTargetSteps {
  static final String STEP = "extra-targets";

  private ExtraTargetSteps() {}

  static boolean start(Draft d, PlayCard play, ExtraTargets word, int index) {
    return ask(d, play, index, word.first());
  }

  /** Asks for the next enemy, or nothing when none can be paid for or changed. */
  private static boolean ask(Draft d, PlayCard play, int index, int cost) {
    EnemyEffect aimed = aimed(d, play, index);
    if (aimed == null || d.turn.move() < cost) {
      return false;
    }
    ManaColor color = WordEffects.color(d, CardPlay.source(d, play));
    List<String> items = new ArrayList<>();
    for (int n : EnemyModifiers.targets(d, aimed, color)) {
      if (!changed(Combats.get(d).enemy(n), aimed)) {
        items.add(Integer.toString(n));
      }
    }
    if (items.isEmpty()) {
      return false;
    }
    Choices.ask(d, Choices.of(d.turn.player(), DecisionKind.CARD_CHOICE, "R-COMBAT-START-5", items, 0, 1)
        .context(List.of(play.notation(), STEP, Integer.toString(index), Integer.toString(cost))).build());
    return true;
  }

  /** The enemy word just before the atom, or null. */
  private static EnemyEffect aimed(Draft d, PlayCard play, int index) {
    List<Effect> atoms = WordEffects.withSteps(d, CardPlay.chosen(d, play).atoms());
    Effect before = index % atoms.size() == 0 ? null : atoms.get(index % atoms.size() - 1);
    return before instanceof EnemyEffect ? (EnemyEffect) before : null;
  }

  /** Whether an enemy already carries every lasting change of the word (it was aimed at already). */
  private static boolean changed(CombatEnemy enemy, EnemyEffect word) {
    for (EnemyEffect.Change change : word.changes()) {
      if (change.kind() == EnemyEffect.Kind.ARMOR || change.kind() == EnemyEffect.Kind.DESTROY
          || !enemy.effects().contains(change.toString())) {
        return false;
      }
    }
    return true;
  }

  /**
   * Finishes a pick: the enemy's Move cost is paid and the word's changes made to it, then the next pick; {@code
   * done} goes on with the play.
   *
   * @param d the draft
   * @param choice the finished choice
   */
  static void finish(Draft d, PendingChoice choice) {
    List<String> context = choice.context();
    PlayCard play = (PlayCard) ActionNotation.parse(context.get(0));
    int index = Integer.parseInt(context.get(2));
    int cost = Integer.parseInt(context.get(3));
    if (!choice.picked().isEmpty()) {
      TurnState t = d.turn;
      d.turn = t.withPoints(t.move() - cost, t.influence(), t.heal());
      int n = Integer.parseInt(choice.picked().get(0));
      EnemyModifiers.apply(d, n, aimed(d, play, index), WordEffects.color(d, CardPlay.source(d, play)));
      if (ask(d, play, index, cost + 1)) {
        return;
      }
    }
    PlaySteps.resume(d, context);
  }
}
