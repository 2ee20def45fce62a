package io.github.mkrules.api.content;

/**
 * One hero (R-FLOW-2).
 *
 * @param id the stable id, for example {@code arythea}
 * @param name English and Czech names
 * @param heroCard the id of the hero's own basic action card
 * @param replacedCard the shared basic action that card replaces in the starting deck
 */
public record Hero(String id, LocalizedName name, String heroCard, String replacedCard) {}
