package io.github.mkrules.core.content;

import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.SkillKind;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads {@code skills.json}: the skill tokens of the base heroes (R-SKILLS, R-PAREA-9). Every hero has
 * exactly {@value #PER_HERO} tokens, among them exactly one competitive and one cooperative interactive
 * token, one of which is removed before play according to the game type (R-PAREA-9).
 */
public final class SkillLoader {
  /** The bundled file name. */
  public static final String FILE = "skills.json";

  /** Skill tokens per hero in the current edition (R-PAREA-9). */
  public static final int PER_HERO = 11;

  /** The heroes whose skills this file may hold: the four base heroes, in this order. */
  public static final List<String> HEROES = List.of("arythea", "tovak", "goldyx", "norowas");

  private static final String COLOR = "(red|blue|green|white|gold|black|any|any-basic)";
  private static final Pattern ATOM =
      Pattern.compile(
          "(move|influence|heal|draw|fame|wound) [0-9]+"
              + "|reputation [+-]?[0-9]+"
              + "|attack [0-9]+( ranged| siege)?( fire| ice| cold-fire)?"
              + "|block [0-9]+( fire| ice| cold-fire)?"
              + "|crystal (red|blue|green|white|any-basic)"
              + "|token " + COLOR + "(/" + COLOR + ")*"
              + "|special [a-z0-9]+(-[a-z0-9]+)*( [^ ()|;]+)*");

  private static final String[] FIELDS = {"id", "name", "hero", "kind", "text", "effect", "anyTurn"};

  private SkillLoader() {}

  /**
   * Reads the bundled skills.
   *
   * @return the skills in file order
   */
  public static List<Skill> loadBundled() {
    return load(ContentFiles.read(FILE));
  }

  /**
   * Reads and checks the skills of a content file.
   *
   * @param root the whole file
   * @return the skills in file order, unmodifiable
   * @throws io.github.mkrules.core.json.DataException naming the file, entry and field of the first error
   */
  public static List<Skill> load(JsonNode root) {
    Map<String, Map<SkillKind, Integer>> kinds = new LinkedHashMap<>();
    for (String hero : HEROES) {
      kinds.put(hero, new EnumMap<>(SkillKind.class));
    }
    List<Skill> out =
        ContentFields.read(root, "skills", FIELDS, ContentFields::tableId, SkillLoader::skill);
    for (Skill skill : out) {
      kinds.get(skill.hero()).merge(skill.kind(), 1, Integer::sum);
    }
    for (Map.Entry<String, Map<SkillKind, Integer>> hero : kinds.entrySet()) {
      int total = hero.getValue().values().stream().mapToInt(Integer::intValue).sum();
      if (total != PER_HERO) {
        throw root.fail("skills", "hero '" + hero.getKey() + "' has " + total + " skills, expected " + PER_HERO);
      }
      for (SkillKind interactive : List.of(SkillKind.INTERACTIVE_COMPETITIVE, SkillKind.INTERACTIVE_COOPERATIVE)) {
        int n = hero.getValue().getOrDefault(interactive, 0);
        if (n != 1) {
          throw root.fail("skills", "hero '" + hero.getKey() + "' has " + n + " "
              + ContentFields.word(interactive) + " skills, expected exactly 1");
        }
      }
    }
    return out;
  }

  private static Skill skill(JsonNode entry, String id) {
    LocalizedName name = ContentFields.name(entry);
    String hero = entry.string("hero");
    if (!HEROES.contains(hero)) {
      throw entry.fail("hero", "unknown hero id '" + hero + "' (known: " + String.join(", ", HEROES) + ")");
    }
    if (!id.startsWith(hero + "-")) {
      throw entry.fail("id", "a skill id must start with its hero's id: \"" + hero + "-\"");
    }
    SkillKind kind = entry.parsed("kind", raw -> ContentFields.kebab(SkillKind.class, raw));
    String text = ContentFields.text(entry, "text");
    Optional<String> effect = entry.optionalString("effect");
    if (effect.isPresent()) {
      String problem = problem(effect.get());
      if (problem != null) {
        throw entry.fail("effect", problem);
      }
    }
    return new Skill(id, name, hero, kind, text, effect, entry.bool("anyTurn", false));
  }

  /**
   * Checks an effect against the effect language.
   *
   * @return null if it is well formed, otherwise what is wrong
   */
  static String problem(String effect) {
    if (effect.isEmpty()) {
      return "empty effect";
    }
    for (String sequence : split(effect, " | ")) {
      for (String term : split(sequence, " ; ")) {
        if (term.startsWith("(") && term.endsWith(")") && balanced(term.substring(1, term.length() - 1))) {
          String inner = problem(term.substring(1, term.length() - 1));
          if (inner != null) {
            return inner;
          }
        } else if (!ATOM.matcher(term).matches()) {
          return "not an effect term: \"" + term + "\"";
        }
      }
    }
    return balanced(effect) ? null : "unbalanced parentheses";
  }

  /** Splits at the separator where it is outside parentheses. */
  private static List<String> split(String text, String separator) {
    List<String> parts = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < text.length(); i++) {
      depth += nesting(text.charAt(i));
      if (depth == 0 && text.startsWith(separator, i)) {
        parts.add(text.substring(start, i));
        start = i + separator.length();
        i = start - 1;
      }
    }
    parts.add(text.substring(start));
    return parts;
  }

  private static boolean balanced(String text) {
    int depth = 0;
    for (int i = 0; i < text.length(); i++) {
      depth += nesting(text.charAt(i));
      if (depth < 0) {
        return false;
      }
    }
    return depth == 0;
  }

  /** How a character changes the depth of parentheses; no separator starts with a parenthesis. */
  private static int nesting(char c) {
    return c == '(' ? 1 : c == ')' ? -1 : 0;
  }
}
