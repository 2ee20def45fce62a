package io.github.mkrules.core.effect;

/**
 * {@code throw-away-wounds N [give-nearest]}: up to N Wound cards from the hand are thrown away, back to the Wound
 * deck (not healing: no Healing points, nothing for units); {@code give-nearest}: one of them goes instead into the
 * hand of the other hero nearest on the map, the player picking on a tie (Ritual of Pain, Healing Ritual).
 *
 * @param count the most Wounds, N
 * @param giveNearest whether one goes to the nearest other hero
 */
public record ThrowAwayWounds(int count, boolean giveNearest) implements Effect.Word {
  /** The word. */
  public static final String WORD = "throw-away-wounds";
  /** The option that gives one Wound away. */
  public static final String GIVE_NEAREST = "give-nearest";

  /**
   * Checks the count.
   *
   * @param count N
   * @param giveNearest whether one goes to the nearest other hero
   */
  public ThrowAwayWounds {
    Words.checkAmount(WORD, count, 1);
  }

  @Override
  public String toString() {
    return WORD + " " + count + (giveNearest ? " " + GIVE_NEAREST : "");
  }
}
