package io.github.mkrules.api.action;

/** What can be bought while interacting, besides units (R-INTERACT-4). */
public enum Purchase {
  /** One Healing point: 3 Influence in a Village, 2 in a Monastery (R-INTERACT-4.2). */
  HEALING("healing", false),
  /**
   * A Spell from the Spells offer for 7 Influence and a mana of its colour, at a conquered Mage Tower or a
   * conquered blue City (R-INTERACT-4.4, R-INTERACT-4.5(ii)).
   */
  SPELL("spell", true),
  /**
   * An Advanced Action for 6 Influence: at a Monastery from the Units offer's Advanced Actions
   * (R-INTERACT-4.3), in a conquered green City from the Advanced Actions offer (R-INTERACT-4.5(iv)).
   */
  ADVANCED_ACTION("advanced-action", true),
  /** The top card of the Advanced Action deck for 6 Influence, in a conquered green City (R-INTERACT-4.5(iv)). */
  ADVANCED_ACTION_DECK("advanced-action-deck", false),
  /** An Artifact for 12 Influence in a conquered red City, taken at the end of the turn (R-INTERACT-4.5(i)). */
  ARTIFACT("artifact", false),
  /** One more Elite unit in the Units offer for 2 Influence, in a conquered white City (R-INTERACT-4.5(iii)). */
  ELITE_UNIT("elite-unit", false),
  /**
   * An Advanced Action from the Advanced Actions offer for the Influence a card's {@code learn-advanced-action}
   * effect names (Learning: 6 into the discard pile, 9 into the hand), once a turn, anywhere outside combat: no
   * interaction is needed.
   */
  LEARNED_ADVANCED_ACTION("learned-advanced-action", true);

  private final String id;
  private final boolean namesCard;

  Purchase(String id, boolean namesCard) {
    this.id = id;
    this.namesCard = namesCard;
  }

  /** @return the word of the notation, for example {@code advanced-action} */
  public String id() {
    return id;
  }

  /** @return whether the purchase names the card bought */
  public boolean namesCard() {
    return namesCard;
  }

  /**
   * The purchase of a notation word.
   *
   * @param id the word
   * @return the purchase
   * @throws IllegalArgumentException if no purchase has that word
   */
  public static Purchase fromId(String id) {
    for (Purchase p : values()) {
      if (p.id.equals(id)) {
        return p;
      }
    }
    throw new IllegalArgumentException("unknown purchase '" + Words.shown(String.valueOf(id))
        + "' (expected healing, spell, advanced-action, advanced-action-deck, artifact, elite-unit or"
        + " learned-advanced-action)");
  }
}
