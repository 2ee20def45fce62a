package io.github.mkrules.api.content;

/** The four kinds of deed cards (R-CARDS-1); basic and advanced actions are both action cards. */
public enum DeedCardType {
  /** A Basic Action of a hero's starting deck. */
  BASIC_ACTION,
  /** An Advanced Action. */
  ADVANCED_ACTION,
  /** A Spell: powered by its colour, its strong effect also needs black mana. */
  SPELL,
  /** An Artifact: its strong effect throws it away. */
  ARTIFACT,
  /** A Wound. */
  WOUND;

  /**
   * Whether this is an action card (basic or advanced).
   *
   * @return true for actions
   */
  public boolean isAction() {
    return this == BASIC_ACTION || this == ADVANCED_ACTION;
  }
}
