package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Element;

/**
 * {@code double-attack E}: for the rest of the turn every Attack of element E the player gains in the Attack phase
 * counts twice (R-COMBAT-ATTACK-1; Sword of Justice strong: physical).
 *
 * @param element the element doubled
 */
public record DoubleAttack(Element element) implements Effect.Word {
  /**
   * Checks the element.
   *
   * @param element the element
   */
  public DoubleAttack {
    if (element == null) {
      throw new IllegalArgumentException("double-attack needs an element");
    }
  }

  @Override
  public String toString() {
    return "double-attack " + element.id();
  }
}
