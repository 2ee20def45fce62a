package io.github.mkrules.core.content;

import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.SkillKind;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code skills.json}: the skill tokens of the base heroes (R-SKILLS, R-PAREA-9). Every hero has
 * exactly {@value #PER_HERO} tokens, among them exactly one competitive and one cooperative interactive
 * token, one of which is removed before play according to the game type (R-PAREA-9). Effects, where given,
 * are canonical sentences of the effect language.
 */
final class SkillLoader {
  /** The bundled file name. */
  static final String FILE = "skills.json";

  /** Skill tokens per hero in the current edition (R-PAREA-9). */
  static final int PER_HERO = 11;

  /** The heroes whose skills this file may hold: the four base heroes, in this order. */
  static final List<String> HEROES = List.of("arythea", "tovak", "goldyx", "norowas");

  private SkillLoader() {}

  /** Reads and checks the skills of a content file. */
  static List<Skill> load(DataFile file) {
    Map<String, Map<SkillKind, Integer>> kinds = new LinkedHashMap<>();
    for (String hero : HEROES) {
      kinds.put(hero, new EnumMap<>(SkillKind.class));
    }
    List<Skill> out = file.entries("skills", Skill.class, SkillLoader::check);
    for (Skill skill : out) {
      kinds.get(skill.hero()).merge(skill.kind(), 1, Integer::sum);
    }
    for (Map.Entry<String, Map<SkillKind, Integer>> hero : kinds.entrySet()) {
      int total = hero.getValue().values().stream().mapToInt(Integer::intValue).sum();
      if (total != PER_HERO) {
        throw file.place().fail("skills",
            "hero '" + hero.getKey() + "' has " + total + " skills, expected " + PER_HERO);
      }
      for (SkillKind interactive : List.of(SkillKind.INTERACTIVE_COMPETITIVE, SkillKind.INTERACTIVE_COOPERATIVE)) {
        int n = hero.getValue().getOrDefault(interactive, 0);
        if (n != 1) {
          throw file.place().fail("skills", "hero '" + hero.getKey() + "' has " + n + " "
              + DataMapper.word(interactive) + " skills, expected exactly 1");
        }
      }
    }
    return out;
  }

  private static Skill check(Skill skill, Place at) {
    if (!HEROES.contains(skill.hero())) {
      throw at.fail("hero", "unknown hero id '" + skill.hero() + "' (known: " + String.join(", ", HEROES) + ")");
    }
    if (!skill.id().startsWith(skill.hero() + "-")) {
      throw at.fail("id", "a skill id must start with its hero's id: \"" + skill.hero() + "-\"");
    }
    skill.effect().ifPresent(effect -> at.effect("effect", effect));
    return skill;
  }
}
