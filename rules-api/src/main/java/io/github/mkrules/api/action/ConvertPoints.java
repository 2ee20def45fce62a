package io.github.mkrules.api.action;

import java.util.regex.Pattern;

/**
 * Spend Move or Influence points for an Attack 1 or Block 1 in combat, as a card played this turn allows (Agility:
 * Move as Attack; Diplomacy: Influence as Block). Notation {@code convert <points> <gives>}, for example
 * {@code convert move attack}, {@code convert move ranged-attack}, {@code convert influence ice-block}: the points
 * are {@code move} or {@code influence}; what they give is {@code [element-][ranged-|siege-]attack} or
 * {@code [element-]block}.
 *
 * @param points {@code move} or {@code influence}
 * @param gives the attack or block gained, for example {@code ranged-attack}
 */
public record ConvertPoints(String points, String gives) implements Action {
  private static final Pattern GIVES =
      Pattern.compile("((fire|ice|cold-fire)-)?((ranged|siege)-)?attack|((fire|ice|cold-fire)-)?block");

  /**
   * Checks the words.
   *
   * @param points {@code move} or {@code influence}
   * @param gives the attack or block gained
   * @throws IllegalArgumentException if a word is not one of those
   */
  public ConvertPoints {
    if (!"move".equals(points) && !"influence".equals(points)) {
      throw new IllegalArgumentException("points must be move or influence, not '" + points + "'");
    }
    if (gives == null || !GIVES.matcher(gives).matches()) {
      throw new IllegalArgumentException("expected [element-][ranged-|siege-]attack or [element-]block, not '"
          + gives + "'");
    }
  }

  @Override
  public String notation() {
    return "convert " + points + " " + gives;
  }
}
