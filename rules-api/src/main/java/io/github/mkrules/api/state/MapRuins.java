package io.github.mkrules.api.state;

import io.github.mkrules.api.internal.ValueStyle;
import org.immutables.value.Value;
/**
 * A yellow ruins token on an Ancient Ruins space (site card: face up by Day, face down by Night).
 *
 * @param hex the space
 * @param token the ruins token id (hidden from player views while face down)
 * @param faceUp whether it is face up
 */
@ValueStyle
@Value.Builder
public record MapRuins(HexCoord hex, String token, boolean faceUp) implements WithMapRuins {}
