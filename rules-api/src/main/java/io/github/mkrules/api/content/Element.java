package io.github.mkrules.api.content;

import java.util.Locale;

/** The element of an attack or a Block (R-COMBAT-RANGED-3, R-COMBAT-BLOCK-4). */
public enum Element {
  /** Physical, no element. */
  PHYSICAL,
  /** Fire. */
  FIRE,
  /** Ice. */
  ICE,
  /** Cold Fire: both Fire and Ice. */
  COLD_FIRE;

  /**
   * The id used in data files and the effect language.
   *
   * @return for example {@code cold-fire}
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * The element with an id.
   *
   * @param id for example {@code cold-fire}
   * @return the element
   * @throws IllegalArgumentException if no element has that id
   */
  public static Element fromId(String id) {
    for (Element e : values()) {
      if (e.id().equals(id)) {
        return e;
      }
    }
    throw new IllegalArgumentException("unknown element '" + id + "' (physical, fire, ice, cold-fire)");
  }
}
