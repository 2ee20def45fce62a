package io.github.mkrules.api.content;

import io.github.mkrules.api.state.ManaColor;
import java.util.Optional;

/**
 * One ability of a unit.
 *
 * @param text the ability in words
 * @param effect the ability in the effect language, if interpreted
 * @param mana the mana colour that must be paid to use it, if any
 */
public record UnitAbility(String text, Optional<String> effect, Optional<ManaColor> mana) {}
