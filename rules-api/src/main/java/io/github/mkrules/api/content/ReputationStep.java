package io.github.mkrules.api.content;

import java.util.OptionalInt;

/**
 * One space of the Reputation track.
 *
 * @param position the position, from the lowest (-7) to the highest (+7); 0 is the middle
 * @param influence the Influence bonus or penalty of the space; empty for the X space where interaction
 *     is not possible
 */
public record ReputationStep(int position, OptionalInt influence) {}
