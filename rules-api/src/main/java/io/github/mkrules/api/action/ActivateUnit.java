package io.github.mkrules.api.action;

import java.util.List;
import java.util.Objects;

/**
 * Activate one of one's units that is Ready and not Wounded, to use one of its abilities (R-UNITS-5): its
 * Command token goes onto the card and it is Spent until the round ends. {@code option} picks the alternative,
 * counted from 0 over the unit's abilities in printed order, each expanded as for cards (Peasants: option 0 is
 * Attack 2, 1 is Block 2, 2 is Influence 2, 3 is Move 2). An ability with a mana symbol names the mana paid.
 * Notation {@code unit <i> [option:<n>] [<mana source>...]}, for example {@code unit 0 option:1 crystal:red}.
 *
 * @param unit the unit's index among the player's units, from 0
 * @param option the chosen alternative
 * @param mana the mana sources spent, in order
 */
public record ActivateUnit(int unit, int option, List<ManaSource> mana) implements Action {
  /**
   * Checks the parts and copies the list.
   *
   * @param unit the unit's index
   * @param option the chosen alternative
   * @param mana the mana sources
   * @throws NullPointerException if the list or an entry is null
   * @throws IllegalArgumentException if a number is negative
   */
  public ActivateUnit {
    Words.index(unit, "unit");
    Words.option(option, "option");
    Objects.requireNonNull(mana, "mana").forEach(m -> Objects.requireNonNull(m, "mana entry"));
    mana = List.copyOf(mana);
  }

  @Override
  public String notation() {
    StringBuilder sb = new StringBuilder("unit ").append(unit);
    if (option != 0) {
      sb.append(" option:").append(option);
    }
    for (ManaSource source : mana) {
      sb.append(' ').append(source);
    }
    return sb.toString();
  }
}
