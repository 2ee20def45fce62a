package io.github.mkrules.api.view;

import io.github.mkrules.api.state.HexCoord;
import java.util.Optional;

/**
 * A ruins token as a player sees it.
 *
 * @param hex the space
 * @param token the token id if face up; empty if face down
 */
public record VisibleRuins(HexCoord hex, Optional<String> token) {}
