package io.github.mkrules.api.action;


/**
 * Activate one of one's units that is Ready and not Wounded, to use one of its abilities (R-UNITS-5): its
 * Command token goes onto the card and it is Spent until the round ends. {@code option} picks the alternative,
 * counted from 0 over the unit's abilities in printed order, each expanded as for cards (Peasants: option 0 is
 * Attack 2, 1 is Block 2, 2 is Influence 2, 3 is Move 2). An ability with a mana symbol asks for its mana next,
 * one {@link Pick} per mana (issue 14), as a card play does. Notation {@code unit <i> [option:<n>]}, for example
 * {@code unit 0 option:1}.
 *
 * @param unit the unit's index among the player's units, from 0
 * @param option the chosen alternative
 */
public record ActivateUnit(int unit, int option) implements Action {
  /**
   * Checks the numbers.
   *
   * @param unit the unit's index
   * @param option the chosen alternative
   * @throws IllegalArgumentException if a number is negative
   */
  public ActivateUnit {
    Words.index(unit, "unit");
    Words.option(option, "option");
  }

  @Override
  public String notation() {
    return option == 0 ? "unit " + unit : "unit " + unit + " option:" + option;
  }
}
