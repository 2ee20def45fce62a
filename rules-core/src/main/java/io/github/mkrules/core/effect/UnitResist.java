package io.github.mkrules.core.effect;

import io.github.mkrules.api.content.Element;
import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code unit-resist E/E}: a unit resists these elements (R-UNITRES): played, every unit of the player this turn; as
 * a Banner's basic effect, the unit it is assigned to (Banner of Protection: Fire and Ice, R-UNITS-8).
 *
 * @param elements physical, fire or ice, one or more
 */
public record UnitResist(List<Element> elements) implements Effect.Word {
  /**
   * Checks the elements.
   *
   * @param elements the elements
   */
  public UnitResist {
    elements = List.copyOf(elements);
    if (elements.isEmpty() || elements.contains(Element.COLD_FIRE) || elements.stream().distinct().count() < elements.size()) {
      throw new IllegalArgumentException("unit-resist takes physical, fire or ice, each once");
    }
  }

  @Override
  public String toString() {
    return "unit-resist " + elements.stream().map(Element::id).collect(Collectors.joining("/"));
  }
}
