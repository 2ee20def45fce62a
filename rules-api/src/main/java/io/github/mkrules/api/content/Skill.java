package io.github.mkrules.api.content;

import java.util.Optional;

/**
 * One skill token of a hero (R-SKILLS).
 *
 * @param id the stable id, for example {@code arythea-dark-paths}
 * @param name English and Czech names
 * @param hero the id of the hero whose stack it belongs to
 * @param kind how it is used
 * @param text the effect in words
 * @param effect the effect in the effect language of {@code docs/effects.md}, if it can be written there
 *     exactly; how often it may be used is given by {@code kind}, not by the effect
 * @param anyTurn whether it may also be used during another player's turn (R-SKILLS-4.1: Motivation)
 */
public record Skill(
    String id,
    LocalizedName name,
    String hero,
    SkillKind kind,
    String text,
    Optional<String> effect,
    boolean anyTurn) {}
