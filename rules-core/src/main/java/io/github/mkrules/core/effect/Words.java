package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;
import java.util.List;
import java.util.stream.Collectors;

/** Shared checks and printing of the grammar's later words ({@link Effect.Word}). */
final class Words {
  private Words() {}

  /** Whether an effect holds a choice anywhere inside. */
  static boolean hasChoice(Effect effect) {
    if (effect instanceof Effect.Choice) {
      return true;
    }
    if (effect instanceof Effect.Sequence) {
      return ((Effect.Sequence) effect).steps().stream().anyMatch(Words::hasChoice);
    }
    if (effect instanceof Conditional) {
      Conditional c = (Conditional) effect;
      return hasChoice(c.then()) || c.otherwise() != null && hasChoice(c.otherwise());
    }
    if (effect instanceof OnBlock) {
      return hasChoice(((OnBlock) effect).effect());
    }
    if (effect instanceof AtAttackPhase) {
      return hasChoice(((AtAttackPhase) effect).effect());
    }
    return effect instanceof AtEndOfTurn && hasChoice(((AtEndOfTurn) effect).effect());
  }

  /** A term inside a word: an atom as it is, anything else in parentheses. */
  static String branch(Effect effect) {
    return effect instanceof Effect.Sequence || effect instanceof Conditional ? "(" + effect + ")" : effect.toString();
  }

  /** The colours of a choice as written: {@code any}, {@code any-basic} or ids joined by "/". */
  static String colors(List<ManaColor> colors) {
    if (colors.equals(Effect.ANY)) {
      return "any";
    }
    if (colors.equals(Effect.ANY_BASIC)) {
      return "any-basic";
    }
    return colors.stream().map(ManaColor::id).collect(Collectors.joining("/"));
  }

  static void checkAmount(String what, int amount, int min) {
    if (amount < min || amount > Effect.MAX_AMOUNT) {
      throw new IllegalArgumentException(what + " " + amount + " out of range " + min + " to " + Effect.MAX_AMOUNT);
    }
  }

  static void checkBasic(String what, ManaColor color) {
    if (color == null || !color.isBasic()) {
      throw new IllegalArgumentException(what + " needs a basic colour");
    }
  }
}
