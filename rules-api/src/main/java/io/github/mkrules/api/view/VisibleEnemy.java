package io.github.mkrules.api.view;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.state.HexCoord;
import java.util.Optional;

/**
 * An enemy token as a player sees it.
 *
 * @param hex the space
 * @param color the token's back, always visible
 * @param enemy the enemy id if face up; empty if face down
 */
public record VisibleEnemy(HexCoord hex, EnemyColor color, Optional<String> enemy) {}
