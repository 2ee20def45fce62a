package io.github.mkrules.api.state;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.internal.ValueStyle;
import org.immutables.value.Value;

/**
 * An enemy token on a map space.
 *
 * @param hex the space
 * @param enemy the token's enemy id (hidden from player views while face down)
 * @param color the token's back
 * @param faceUp whether it is face up
 */
@ValueStyle
@Value.Builder
public record MapEnemy(HexCoord hex, String enemy, EnemyColor color, boolean faceUp) implements WithMapEnemy {}
