package io.github.mkrules.api;

/** The kinds of decisions a player can be asked to make. */
public enum DecisionKind {
  /** Choose a tactic card (R-ROUND-3.1). */
  SELECT_TACTIC,
  /** Take a turn: play cards, move, explore, act, rest or end it (R-TURN). */
  TURN,
  /** Fight a combat: play cards, target, strike, block, assign damage, go to the next phase (R-COMBAT). */
  COMBAT,
  /** Choose a combat reward at the end of the turn, one pick at a time (R-ENDTURN-5). */
  CHOOSE_REWARD,
  /**
   * Make the choices of a tactic one pick at a time: the cards Rethink or Midnight Meditation shuffle back, the
   * die Mana Steal takes, the card Preparation takes, the dice Mana Search rerolls, and whether Planning or Long
   * Night acts while drawing (R-ROUND-3.2, R-TURN-1, R-MANA-3, R-ENDTURN-7.2, R-ENDTURN-7.4).
   */
  TACTIC_CHOICE,
  /** Discard non-Wound cards from hand before drawing at the end of the turn, one pick at a time (R-ENDTURN-7.1). */
  END_TURN_DISCARD,
  /** Add Wounds to the card discarded by a Standard Rest, one pick at a time (R-TURN-7.1). */
  REST_DISCARD,
  /** Pay one mana of a card play: pick the die, crystal or token (R-CARDS-3, R-MANA). */
  PAY_MANA,
  /**
   * Make a choice of a card play: the card its effect discards or throws away as its cost (Improvisation,
   * Training; R-CARDS-6), the die Mana Draw takes and the colour it turns it to (R-EFFECTS-1).
   */
  CARD_CHOICE,
  /** Choose the skill of a new even level: one of the two revealed, or one from the Common Skill offer (R-ENDTURN-6.2). */
  LEVEL_UP_SKILL,
  /** Choose the Advanced Action of a new even level from the offer (R-ENDTURN-6.2(i)). */
  LEVEL_UP_ADVANCED_ACTION,
  /** Choose which of one's units an effect acts on, for example the unit a Herbalists' ability readies (R-UNITS-6). */
  CHOOSE_UNIT,
  /**
   * Choose, for the players of a cooperative game, a tactic one of them used this round to put out of the game
   * (S-FULL-COOP-02).
   */
  REMOVE_TACTIC,
  /**
   * Choose a space: for a scenario's token, such as a secret Dungeon entrance (S-DUNGEON-LORDS-01), or the space a
   * flight lands on (Flight, R-MOVE-7.4).
   */
  CHOOSE_SPACE,
  /**
   * Use an optional benefit of the space a turn ends on: whether to throw away a Wound at a Magical Glade, and from
   * the hand or the discard pile (R-ENDTURN-4.1).
   */
  SITE_BENEFIT,
  /**
   * Choose what a skill's effect leaves open: the other hero a Wound goes to among the nearest (Healing Ritual), the
   * Source die whose crystal is gained (Source Freeze) (R-SKILLS-3).
   */
  SKILL_CHOICE,
  /**
   * Take one of the Advanced Actions revealed at the end of a Night, or none (V-DECK-UPGRADE-03: Action upgrading).
   */
  UPGRADE_ACTION,
  /**
   * Choose the Action card of one's own that leaves the game for the Advanced Action just taken: one of its colour
   * (V-DECK-UPGRADE-03).
   */
  UPGRADE_REMOVE,
  /**
   * Choose an Advanced Action of the draft: one to keep aside from the cards in hand during the draft at setup
   * (V-DECK-DRAFT-02), or one of those kept aside to shuffle into the deck at the end of a Day (V-DECK-DRAFT-04).
   */
  DRAFT_PICK
}
