package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Element;

/**
 * {@code no-resistance E}: for the rest of the turn enemies have no resistance to element E (physical, fire or ice;
 * R-ABIL-9 to R-ABIL-12; Sword of Justice strong: physical).
 *
 * @param element the element whose resistance is lost
 */
public record NoResistance(Element element) implements Effect.Word {
  /**
   * Checks the element.
   *
   * @param element physical, fire or ice
   */
  public NoResistance {
    if (element == null || element == Element.COLD_FIRE) {
      throw new IllegalArgumentException("no-resistance takes physical, fire or ice");
    }
  }

  @Override
  public String toString() {
    return "no-resistance " + element.id();
  }
}
