package io.github.mkrules.api.action;

import io.github.mkrules.api.state.ManaColor;
import java.util.Objects;

/**
 * The exact mana used to pay for an effect (R-MANA): a Source die, a crystal from the Inventory, or a mana
 * token from the play area. Notation {@code die:<index>}, {@code crystal:<colour>}, {@code token:<colour>}.
 *
 * @param kind where the mana comes from
 * @param die for a die, its index in the Source; otherwise -1
 * @param color for a crystal or a token, its colour; for a die, null (the die shows its colour)
 */
public record ManaSource(Kind kind, int die, ManaColor color) {
  /** Where mana comes from. */
  public enum Kind {
    /** A die taken from the Source (R-MANA-3). */
    DIE,
    /** A crystal from the Inventory (R-MANA-1.2). */
    CRYSTAL,
    /** A mana token in the play area (R-MANA-1.1). */
    TOKEN
  }

  /**
   * Checks the combination of fields.
   *
   * @param kind where the mana comes from
   * @param die the die index for a die
   * @param color the colour for a crystal or token
   * @throws NullPointerException if the kind is null, or the colour of a crystal or token
   * @throws IllegalArgumentException if a die index is negative, a die has a colour, a crystal or token has a
   *     die index, or a crystal is not of a basic colour (R-MANA-1.2)
   */
  public ManaSource {
    Objects.requireNonNull(kind, "kind");
    if (kind == Kind.DIE) {
      if (die < 0) {
        throw new IllegalArgumentException("a die index is 0 or more but got " + die);
      }
      if (color != null) {
        throw new IllegalArgumentException("a die shows its own colour; give none but got " + color.id());
      }
    } else {
      Objects.requireNonNull(color, "color");
      if (die != -1) {
        throw new IllegalArgumentException("a " + kind.name().toLowerCase(java.util.Locale.ROOT)
            + " has no die index (-1) but got " + die);
      }
      if (kind == Kind.CRYSTAL && !color.isBasic()) {
        throw new IllegalArgumentException("crystals are red, blue, green or white but got " + color.id());
      }
    }
  }

  /**
   * A die of the Source.
   *
   * @param index the die's index in the Source
   * @return the mana source
   */
  public static ManaSource die(int index) {
    return new ManaSource(Kind.DIE, index, null);
  }

  /**
   * A crystal of the Inventory.
   *
   * @param color its basic colour
   * @return the mana source
   */
  public static ManaSource crystal(ManaColor color) {
    return new ManaSource(Kind.CRYSTAL, -1, color);
  }

  /**
   * A mana token of the play area.
   *
   * @param color its colour
   * @return the mana source
   */
  public static ManaSource token(ManaColor color) {
    return new ManaSource(Kind.TOKEN, -1, color);
  }

  @Override
  public String toString() {
    return kind == Kind.DIE ? "die:" + die : kind.name().toLowerCase(java.util.Locale.ROOT) + ":" + color.id();
  }

  /**
   * Parses {@code die:<index>}, {@code crystal:<colour>} or {@code token:<colour>}.
   *
   * @param text the notation
   * @return the mana source
   * @throws IllegalArgumentException if the text is not a mana source
   */
  public static ManaSource parse(String text) {
    int colon = text.indexOf(':');
    if (colon < 0) {
      throw new IllegalArgumentException("expected die:N, crystal:COLOUR or token:COLOUR but got '" + text + "'");
    }
    String kind = text.substring(0, colon);
    String value = text.substring(colon + 1);
    switch (kind) {
      case "die":
        int index = Words.natural(value);
        if (index < 0) {
          throw new IllegalArgumentException("a die index is a whole number from 0 but got '" + value + "'");
        }
        return die(index);
      case "crystal":
        return crystal(ManaColor.fromId(value));
      case "token":
        return token(ManaColor.fromId(value));
      default:
        throw new IllegalArgumentException("unknown mana source '" + kind + "'");
    }
  }
}
