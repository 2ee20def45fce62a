package io.github.mkrules.core.effect;

/**
 * {@code play-card basic|powered [times N] [plus N] [throw-away]}: another Action card from hand is played as
 * part of this one (R-COMPOUND-1): its basic or powered effect without paying its mana, resolved N times as one
 * effect (R-COMPOUND-1.1), with +N to the Move, Influence, Attack or Block it gives, and then thrown away
 * (Concentration, Will Focus, Maximal Effect).
 *
 * @param powered whether the other card's powered effect is played
 * @param times how many times it resolves, 1 or more
 * @param plus the bonus to its Move, Influence, Attack and Block, 0 or more
 * @param throwAway whether the other card is thrown away afterwards (R-DISCARD-2.2)
 */
public record PlayOther(boolean powered, int times, int plus, boolean throwAway) implements Effect.Word {
  /**
   * Checks the numbers.
   *
   * @param powered whether the other card's powered effect is played
   * @param times how many times it resolves
   * @param plus the bonus
   * @param throwAway whether the other card is thrown away
   */
  public PlayOther {
    Words.checkAmount("play-card times", times, 1);
    Words.checkAmount("play-card plus", plus, 0);
  }

  @Override
  public String toString() {
    return "play-card " + (powered ? "powered" : "basic") + (times > 1 ? " times " + times : "")
        + (plus > 0 ? " plus " + plus : "") + (throwAway ? " throw-away" : "");
  }
}
