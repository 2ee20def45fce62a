package io.github.mkrules.api.content;

/**
 * One skill token of a hero (R-SKILLS).
 *
 * @param id the stable id, for example {@code arythea-dark-paths}
 * @param name English and Czech names
 * @param hero the id of the hero whose stack it belongs to
 * @param kind how it is used
 * @param text the effect in words
 */
public record Skill(String id, LocalizedName name, String hero, SkillKind kind, String text) {}
