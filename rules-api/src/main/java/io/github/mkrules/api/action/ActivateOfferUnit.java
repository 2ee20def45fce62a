package io.github.mkrules.api.action;

/**
 * Activate one ability of a unit lying in the Units offer as if it were one's own, which an effect allows once this
 * turn (Call to Arms: the effect language's {@code unit-from-offer}). The unit stays in the offer, gets no Command
 * token and is never Spent or Wounded; no damage may be assigned to it. {@code option} counts the unit's
 * abilities as for {@link ActivateUnit}; an ability with a mana symbol asks for its mana next, one {@link Pick}
 * per mana. Two copies of a unit in the offer are the same choice. Notation
 * {@code offer-unit <unit> [option:<n>]}, for example {@code offer-unit peasants option:1}.
 *
 * @param unit the id of the unit in the Units offer
 * @param option the chosen alternative
 */
public record ActivateOfferUnit(String unit, int option) implements Action {
  /**
   * Checks the parts.
   *
   * @param unit the unit id
   * @param option the chosen alternative
   * @throws NullPointerException if the unit is null
   * @throws IllegalArgumentException if the id is not kebab-case or the option is negative
   */
  public ActivateOfferUnit {
    Words.id(unit, "unit");
    Words.option(option, "option");
  }

  @Override
  public String notation() {
    return option == 0 ? "offer-unit " + unit : "offer-unit " + unit + " option:" + option;
  }
}
