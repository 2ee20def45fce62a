package io.github.mkrules.core.effect;

/**
 * {@code ignore-site-fortification}: this turn, the fortification a site gives its defenders is ignored (Demolish,
 * R-COMBAT-START-1.1); an enemy's own Fortified ability stays (R-ABIL-9). It aims at the site, not at enemies, so no
 * resistance stops it (R-COMBAT-START-5.3, EX-5).
 */
public record IgnoreSiteFortification() implements Effect.Word {
  /** The word. */
  public static final String WORD = "ignore-site-fortification";

  @Override
  public String toString() {
    return WORD;
  }
}
