package io.github.mkrules.api.state;

import io.github.mkrules.api.internal.ValueStyle;
import org.immutables.value.Value;
/**
 * A recruited unit in a hero's unit area (R-UNITS).
 *
 * @param unit the unit card id
 * @param ready whether it is ready (its Command token above the card)
 * @param wounded whether it carries a Wound
 */
@ValueStyle
@Value.Builder
public record UnitState(String unit, boolean ready, boolean wounded) implements WithUnitState {}
