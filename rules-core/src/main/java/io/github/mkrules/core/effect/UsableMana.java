package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.ManaColor;

/**
 * {@code usable-mana gold|black}: for the rest of the turn mana of that colour may be used whatever the time of
 * day, Source dice included (R-MANA-2.1, R-MANA-3.3): gold by Night pays any basic colour as by Day (Amulet of the
 * Sun), black by Day pays black as at Night (Amulet of Darkness).
 *
 * @param color gold or black
 */
public record UsableMana(ManaColor color) implements Effect.Word {
  /**
   * Checks the colour.
   *
   * @param color gold or black
   */
  public UsableMana {
    if (color == null || color.isBasic()) {
      throw new IllegalArgumentException("usable-mana takes gold or black");
    }
  }

  @Override
  public String toString() {
    return "usable-mana " + color.id();
  }
}
