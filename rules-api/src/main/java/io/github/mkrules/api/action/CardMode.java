package io.github.mkrules.api.action;

/** How a deed card is played for its effect (R-CARDS-3). Sideways play is {@link PlaySideways}. */
public enum CardMode {
  /** The basic effect: free for actions and artifacts, one mana of its colour for spells. */
  BASIC,
  /** The powered (strong) effect: one mana of the card's colour, spells also black, artifacts thrown away. */
  POWERED
}
