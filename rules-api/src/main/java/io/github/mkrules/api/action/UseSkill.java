package io.github.mkrules.api.action;

/**
 * Use one of one's skill tokens (R-SKILLS-4). {@code option} picks the alternative of its effect, counted
 * from 0 as for cards. Notation {@code skill <id> [option:<n>]}.
 *
 * @param skill the skill id
 * @param option the chosen alternative
 */
public record UseSkill(String skill, int option) implements Action {
  @Override
  public String notation() {
    return option == 0 ? "skill " + skill : "skill " + skill + " option:" + option;
  }
}
