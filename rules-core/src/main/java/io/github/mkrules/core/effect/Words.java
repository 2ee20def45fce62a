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

  /**
   * Whether an effect asks for a pick while it resolves anywhere inside (so it cannot be repeated by {@code up-to}).
   */
  static boolean asksPick(Effect effect) {
    if (effect instanceof Effect.Sequence) {
      return ((Effect.Sequence) effect).steps().stream().anyMatch(Words::asksPick);
    }
    if (effect instanceof RollDie) {
      RollDie r = (RollDie) effect;
      return asksPick(r.then()) || r.otherwise() != null && asksPick(r.otherwise());
    }
    if (effect instanceof Conditional) {
      Conditional c = (Conditional) effect;
      return asksPick(c.then()) || c.otherwise() != null && asksPick(c.otherwise());
    }
    return effect instanceof Tokens || effect instanceof ManaToCrystal || effect instanceof ReadyUnit
        || effect instanceof DiscardCardsFor || effect instanceof UpTo || effect instanceof RolledCrystal
        || effect instanceof Effect.GainToken && ((Effect.GainToken) effect).colors().size() > 1
        || effect instanceof Effect.GainCrystal && ((Effect.GainCrystal) effect).colors().size() > 1;
  }

  /** A term inside a word: an atom as it is, anything else in parentheses. */
  static String branch(Effect effect) {
    boolean open = effect instanceof Effect.Sequence || effect instanceof Conditional
        || effect instanceof RollDie && ((RollDie) effect).otherwise() != null;
    return open ? "(" + effect + ")" : effect.toString();
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
