package io.github.mkrules.api.content;

/**
 * One hero (R-FLOW-2).
 *
 * @param id the stable id, for example {@code arythea}
 * @param name English and Czech names
 * @param heroCard the id of the hero's own basic action card
 * @param replacedCard the shared basic action that card replaces in the starting deck
 * @param dummyCrystals the colours of the three dots at the bottom of the hero card: the crystals the hero
 *     starts with when it is the Dummy player (S-GENERAL-08)
 */
public record Hero(String id, LocalizedName name, String heroCard, String replacedCard,
    java.util.List<io.github.mkrules.api.state.ManaColor> dummyCrystals) {
  /**
   * Copies the list.
   *
   * @param id id
   * @param name name
   * @param heroCard hero card
   * @param replacedCard replaced card
   * @param dummyCrystals the Dummy's starting crystals
   */
  public Hero {
    dummyCrystals = java.util.List.copyOf(dummyCrystals);
  }
}
