package io.github.mkrules.core.cards;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.effect.Effect;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The alternatives of every card half and skill, expanded once per engine, so legal moves never re-expand an
 * effect (architecture brief: performance; immutable after construction).
 */
public final class CardEffects {
  private final Map<String, List<Alternative>> basic = new HashMap<>();
  private final Map<String, List<Alternative>> powered = new HashMap<>();
  private final Map<String, List<Alternative>> skills = new HashMap<>();

  /**
   * Expands every effect of the content.
   *
   * @param content the content
   */
  public CardEffects(Content content) {
    for (DeedCard card : content.cards()) {
      put(basic, card.id(), content.effect(card.id(), false));
      put(powered, card.id(), content.effect(card.id(), true));
    }
    for (Skill skill : content.skills()) {
      put(skills, skill.id(), content.skillEffect(skill.id()));
    }
  }

  private static void put(Map<String, List<Alternative>> map, String id, Effect effect) {
    if (effect != null) {
      map.put(id, List.copyOf(Alternatives.of(effect)));
    }
  }

  /**
   * The alternatives of one half of a card.
   *
   * @param card the card id
   * @param isPowered true for the powered half
   * @return the alternatives, or null if the half is not interpreted
   */
  public List<Alternative> card(String card, boolean isPowered) {
    return (isPowered ? powered : basic).get(card);
  }

  /**
   * The alternatives of a skill.
   *
   * @param skill the skill id
   * @return the alternatives, or null if the skill's effect is not interpreted
   */
  public List<Alternative> skill(String skill) {
    return skills.get(skill);
  }
}
