package io.github.mkrules.core.effect;

/**
 * {@code throw-away-received-wounds}: when the turn ends the player may throw away Wounds received this turn (into
 * hand or discard pile; not those on units, not those drawn), as many as they pick, back to the Wound deck (R-WOUND-3.3(i)
 * as healing does; Banner of Protection strong).
 */
public record ThrowAwayReceivedWounds() implements Effect.Word {
  @Override
  public String toString() {
    return "throw-away-received-wounds";
  }
}
