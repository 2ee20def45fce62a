package io.github.mkrules.api.action;

/**
 * Use one of one's skill tokens (R-SKILLS-4). {@code option} picks the alternative of its effect, counted
 * from 0 as for cards. Notation {@code skill <id> [option:<n>]}.
 *
 * @param skill the skill id
 * @param option the chosen alternative
 */
public record UseSkill(String skill, int option) implements Action {
  /**
   * Checks the parts.
   *
   * @param skill the skill id
   * @param option the chosen alternative
   * @throws NullPointerException if the skill is null
   * @throws IllegalArgumentException if the id is not kebab-case or the option is negative
   */
  public UseSkill {
    Words.id(skill, "skill");
    Words.option(option, "option");
  }

  @Override
  public String notation() {
    return option == 0 ? "skill " + skill : "skill " + skill + " option:" + option;
  }
}
