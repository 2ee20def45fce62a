package io.github.mkrules.core.effect;

/**
 * {@code reveal-as-day}: for the rest of the turn site defenders and ruins tokens are revealed as by Day (R-MOVE-5.6,
 * the site cards): the defenders of fortified sites next to the hero, and the tokens of tiles explored (Amulet of the
 * Sun at Night).
 */
public record RevealAsDay() implements Effect.Word {
  @Override
  public String toString() {
    return "reveal-as-day";
  }
}
