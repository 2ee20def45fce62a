package io.github.mkrules.api.state;

import io.github.mkrules.api.content.Element;

/**
 * Attack or Block points gathered in a combat, by element (R-COMBAT-RANGED-3, R-COMBAT-BLOCK-4).
 *
 * @param physical physical points
 * @param fire Fire points
 * @param ice Ice points
 * @param coldFire Cold Fire points
 */
public record CombatPoints(int physical, int fire, int ice, int coldFire) {
  /** No points. */
  public static final CombatPoints NONE = new CombatPoints(0, 0, 0, 0);

  /**
   * The points of one element.
   *
   * @param element the element
   * @return its points
   */
  public int get(Element element) {
    switch (element) {
      case PHYSICAL:
        return physical;
      case FIRE:
        return fire;
      case ICE:
        return ice;
      default:
        return coldFire;
    }
  }

  /**
   * These points with more of one element.
   *
   * @param element the element
   * @param amount the points added
   * @return the sum
   */
  public CombatPoints plus(Element element, int amount) {
    switch (element) {
      case PHYSICAL:
        return new CombatPoints(physical + amount, fire, ice, coldFire);
      case FIRE:
        return new CombatPoints(physical, fire + amount, ice, coldFire);
      case ICE:
        return new CombatPoints(physical, fire, ice + amount, coldFire);
      default:
        return new CombatPoints(physical, fire, ice, coldFire + amount);
    }
  }

  /**
   * These points and others together.
   *
   * @param other the other points
   * @return the sum
   */
  public CombatPoints plus(CombatPoints other) {
    return new CombatPoints(physical + other.physical, fire + other.fire, ice + other.ice, coldFire + other.coldFire);
  }

  /** @return the sum over all elements */
  public int total() {
    return physical + fire + ice + coldFire;
  }
}
