package io.github.mkrules.api.content;

import io.github.mkrules.api.state.TimeOfDay;

/**
 * One tactic card (R-ROUND-3).
 *
 * @param id the stable id, for example {@code early-bird}
 * @param name English and Czech names
 * @param time Day or Night set
 * @param number the turn-order number (lower goes first, R-ROUND-3.3)
 * @param text the effect in words
 * @param whenTaken whether the card's effect starts "When you take this card…" and so is carried out at
 *     once, during tactic selection (R-ROUND-3.2)
 */
public record Tactic(
    String id, LocalizedName name, TimeOfDay time, int number, String text, boolean whenTaken) {}
