package io.github.mkrules.api.action;

/**
 * Attack the targeted group with all the Attack points gathered that may be used against it: if they reach
 * the group's total Armour, the group is defeated (R-COMBAT-RANGED-5, R-COMBAT-ATTACK-2). An attack that
 * would fall short is refused, since it would have no effect (R-COMBAT-RANGED-6). Notation {@code strike}.
 */
public record Strike() implements Action {
  @Override
  public String notation() {
    return "strike";
  }
}
