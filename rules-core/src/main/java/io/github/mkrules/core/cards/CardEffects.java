package io.github.mkrules.core.cards;

import io.github.mkrules.api.content.DeedCard;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.UnitAbility;
import io.github.mkrules.api.content.UnitCard;
import io.github.mkrules.core.effect.EffectParser;
import io.github.mkrules.core.content.Content;
import io.github.mkrules.core.effect.Effect;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The alternatives of every card half, skill and unit ability, expanded once per engine, so legal moves never
 * re-expand an effect (architecture brief: performance; immutable after construction).
 */
public final class CardEffects {
  private final Map<String, List<Alternative>> basic = new HashMap<>();
  private final Map<String, List<Alternative>> powered = new HashMap<>();
  private final Map<String, List<Alternative>> skills = new HashMap<>();
  private final Map<String, List<UnitOption>> units = new HashMap<>();

  /**
   * One alternative of a unit's abilities (R-UNITS-5.2): the ability it belongs to, which says the mana to pay,
   * and what it gives.
   *
   * @param ability the ability's index on the card
   * @param alternative the atoms it gives
   */
  public record UnitOption(int ability, Alternative alternative) {}

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
    for (UnitCard unit : content.units()) {
      units.put(unit.id(), unitOptions(unit));
    }
  }

  /** The alternatives of every interpreted ability of a unit, in printed order (checked when the file loaded). */
  private static List<UnitOption> unitOptions(UnitCard unit) {
    List<UnitOption> options = new java.util.ArrayList<>();
    for (int i = 0; i < unit.abilities().size(); i++) {
      UnitAbility ability = unit.abilities().get(i);
      if (ability.effect().isPresent()) {
        Effect effect = EffectParser.parse(ability.effect().get(), "units.json: entry '" + unit.id() + "'");
        for (Alternative alternative : Alternatives.of(effect)) {
          options.add(new UnitOption(i, alternative));
        }
      }
    }
    return List.copyOf(options);
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

  /**
   * The alternatives of a unit's abilities, counted together in printed order ({@code unit <i> option:<n>}).
   *
   * @param unit the unit card id
   * @return the alternatives; empty when no ability is interpreted
   */
  public List<UnitOption> unit(String unit) {
    return units.getOrDefault(unit, List.of());
  }
}
