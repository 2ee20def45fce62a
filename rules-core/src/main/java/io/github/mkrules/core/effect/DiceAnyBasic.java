package io.github.mkrules.core.effect;

import io.github.mkrules.api.state.TurnState;

/**
 * {@code dice-any-basic}: for the rest of the turn, Source dice showing black or gold may be used as mana of any
 * basic colour, by Day or Night (Mana Storm powered; an exception to R-MANA-2 and to depleted dice, R-MANA-3.3).
 * It gives no black mana: a black die still pays black only at Night.
 */
public record DiceAnyBasic() implements Effect.Word {
  /** The word as written. */
  public static final String WORD = "dice-any-basic";

  /**
   * Whether the word is in force this turn.
   *
   * @param turn the turn
   * @return true if a card played this turn gave it
   */
  public static boolean inForce(TurnState turn) {
    for (String modifier : turn.modifiers()) {
      if (modifier.endsWith(" " + WORD)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return WORD;
  }
}
