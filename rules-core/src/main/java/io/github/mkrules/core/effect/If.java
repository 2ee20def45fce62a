package io.github.mkrules.core.effect;

import java.util.Optional;

/**
 * {@code if COND term [else term]}: the term only when the condition holds at the moment the effect is used,
 * otherwise the {@code else} term or nothing (a Day/Night value, Motivation's mana for the lowest Fame). A
 * branch is one atom or a parenthesised sequence; it holds no {@code |}, so the choices of an effect are all
 * made when it is played.
 *
 * @param condition the condition
 * @param then the term when it holds
 * @param otherwise the term when it does not, if any
 */
public record If(Condition condition, Effect then, Optional<Effect> otherwise) implements Effect.Word {
  /**
   * Checks the branches.
   *
   * @param condition the condition
   * @param then the term when it holds
   * @param otherwise the term when it does not
   */
  public If {
    if (condition == null || then == null || otherwise == null) {
      throw new IllegalArgumentException("an if needs a condition and a term");
    }
    if (then instanceof Choice || otherwise.filter(Choice.class::isInstance).isPresent()) {
      throw new IllegalArgumentException("the branches of an if hold no choice");
    }
  }

  @Override
  public String toString() {
    return "if " + condition.id() + " " + branch(then) + otherwise.map(e -> " else " + branch(e)).orElse("");
  }

  private static String branch(Effect e) {
    return e instanceof Sequence ? "(" + e + ")" : e.toString();
  }
}
