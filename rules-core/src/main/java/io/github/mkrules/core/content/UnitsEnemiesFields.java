package io.github.mkrules.core.content;

import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Field readers shared by the unit, enemy, city and ruins loaders: ids, names, closed id lists and the
 * syntax of the effect language. Every failure names the file, the entry and the field.
 */
final class UnitsEnemiesFields {
  /** Resistance ids of enemies and units (R-ABIL-10 to 13, R-UNITRES). */
  static final List<String> RESISTANCES = List.of("physical", "fire", "ice");

  /** Attack elements (R-ABIL-6 to 8); {@code physical} is the default element. */
  static final List<String> ELEMENTS = List.of("physical", "fire", "ice", "cold-fire");

  /** The city colour ids. */
  static final List<String> CITY_COLORS = List.of("green", "blue", "white", "red");

  private static final Pattern KEBAB = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

  private UnitsEnemiesFields() {}

  /**
   * The entry's {@code id}: kebab-case, and not seen before in this file.
   *
   * @param entry the entry
   * @param seen the ids read so far; the new id is added
   * @return the id
   */
  static String id(JsonNode entry, Set<String> seen) {
    String id = entry.string("id");
    if (!KEBAB.matcher(id).matches()) {
      throw entry.fail("id", "\"" + id + "\" is not a kebab-case id");
    }
    if (!seen.add(id)) {
      throw entry.fail("id", "duplicate id \"" + id + "\"");
    }
    return id;
  }

  /**
   * The entry's {@code name} object: {@code en} required, {@code cs} optional.
   *
   * @param entry the entry
   * @return the name
   */
  static LocalizedName name(JsonNode entry) {
    JsonNode name = entry.object("name");
    name.allowOnly("en", "cs");
    return LocalizedName.of(text(name, "en"), name.has("cs") ? text(name, "cs") : null);
  }

  /**
   * A required string that is not blank.
   *
   * @param node the object
   * @param field the field
   * @return the string
   */
  static String text(JsonNode node, String field) {
    String value = node.string(field);
    if (value.isBlank()) {
      throw node.fail(field, "must not be blank");
    }
    return value;
  }

  /**
   * A required boolean field.
   *
   * @param node the object
   * @param field the field
   * @return its value
   */
  static boolean requiredBool(JsonNode node, String field) {
    if (!node.has(field)) {
      throw node.fail(field, "missing field");
    }
    return node.bool(field, false);
  }

  /**
   * A list of ids from a closed set, without repeats.
   *
   * @param node the object
   * @param field the field
   * @param required whether the field must be present
   * @param allowed the allowed ids
   * @return the ids in file order
   */
  static List<String> closedIds(JsonNode node, String field, boolean required, List<String> allowed) {
    List<String> ids = node.strings(field, required);
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < ids.size(); i++) {
      String id = ids.get(i);
      if (!allowed.contains(id)) {
        throw node.fail(
            field + "[" + i + "]", "unknown id \"" + id + "\" (allowed: " + String.join(", ", allowed) + ")");
      }
      if (!seen.add(id)) {
        throw node.fail(field + "[" + i + "]", "repeated id \"" + id + "\"");
      }
    }
    return ids;
  }

  /**
   * The items of an array field as objects, each located as {@code field[i]} inside the entry.
   *
   * @param node the object
   * @param field the field
   * @param min the fewest items allowed
   * @param max the most items allowed
   * @return the items
   */
  static List<JsonNode> items(JsonNode node, String field, int min, int max) {
    List<?> raw = node.array(field);
    if (raw.size() < min || raw.size() > max) {
      throw node.fail(field, "has " + raw.size() + " items, expected " + min + ".." + max);
    }
    List<JsonNode> out = new ArrayList<>();
    for (int i = 0; i < raw.size(); i++) {
      out.add(JsonNode.of(raw.get(i), node.where() + ": field '" + field + "[" + i + "]'"));
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * Checks the length of a list field.
   *
   * @param node the object
   * @param field the field
   * @param list its value
   * @param min the fewest items allowed
   * @param max the most items allowed
   */
  static void size(JsonNode node, String field, List<?> list, int min, int max) {
    if (list.size() < min || list.size() > max) {
      throw node.fail(field, "has " + list.size() + " items, expected " + min + ".." + max);
    }
  }

  /**
   * Checks that a string is well-formed in the effect language (see the shared brief): choices
   * {@code " | "}, sequences {@code " ; "}, parentheses and the known atoms with their arguments.
   *
   * @param effect the effect text
   * @return the same text
   * @throws IllegalArgumentException describing the first error
   */
  static String checkEffect(String effect) {
    EffectSyntax syntax = new EffectSyntax(effect);
    syntax.choice();
    if (syntax.pos != effect.length()) {
      throw new IllegalArgumentException("unexpected \"" + effect.substring(syntax.pos) + "\"");
    }
    return effect;
  }

  /** A recursive-descent checker of the effect language. */
  private static final class EffectSyntax {
    private static final Pattern NUMBER = Pattern.compile("[1-9][0-9]*");
    private static final Pattern SIGNED = Pattern.compile("[+-]?[1-9][0-9]*");
    private static final List<String> CRYSTALS = List.of("red", "blue", "green", "white", "any-basic");
    private static final List<String> TOKENS =
        List.of("red", "blue", "green", "white", "gold", "black", "any", "any-basic");

    private final String text;
    private int pos;

    EffectSyntax(String text) {
      this.text = text;
    }

    void choice() {
      sequence();
      while (text.startsWith(" | ", pos)) {
        pos += 3;
        sequence();
      }
    }

    private void sequence() {
      term();
      while (text.startsWith(" ; ", pos)) {
        pos += 3;
        term();
      }
    }

    private void term() {
      if (text.startsWith("(", pos)) {
        pos++;
        choice();
        if (!text.startsWith(")", pos)) {
          throw new IllegalArgumentException("missing \")\" at position " + pos);
        }
        pos++;
        return;
      }
      int end = text.length();
      for (String stop : List.of(" | ", " ; ", ")")) {
        int at = text.indexOf(stop, pos);
        if (at >= 0 && at < end) {
          end = at;
        }
      }
      atom(text.substring(pos, end));
      pos = end;
    }

    private static void atom(String atom) {
      String[] w = atom.split(" ", -1);
      switch (w[0]) {
        case "move":
        case "influence":
        case "heal":
        case "draw":
        case "fame":
        case "wound":
          words(atom, w, 2, 2);
          number(atom, w[1], NUMBER);
          break;
        case "reputation":
          words(atom, w, 2, 2);
          number(atom, w[1], SIGNED);
          break;
        case "attack":
          words(atom, w, 2, 4);
          number(atom, w[1], NUMBER);
          int next = 2;
          if (w.length > next && (w[next].equals("ranged") || w[next].equals("siege"))) {
            next++;
          }
          if (w.length > next && !w[next].equals("physical") && ELEMENTS.contains(w[next])) {
            next++;
          }
          if (next != w.length) {
            throw bad(atom);
          }
          break;
        case "block":
          words(atom, w, 2, 3);
          number(atom, w[1], NUMBER);
          if (w.length == 3 && (w[2].equals("physical") || !ELEMENTS.contains(w[2]))) {
            throw bad(atom);
          }
          break;
        case "crystal":
          words(atom, w, 2, 2);
          if (!CRYSTALS.contains(w[1])) {
            throw bad(atom);
          }
          break;
        case "token":
          words(atom, w, 2, 2);
          for (String color : w[1].split("/", -1)) {
            if (!TOKENS.contains(color)) {
              throw bad(atom);
            }
          }
          break;
        case "special":
          if (w.length < 2 || !KEBAB.matcher(w[1]).matches()) {
            throw bad(atom);
          }
          for (int i = 2; i < w.length; i++) {
            if (w[i].isEmpty()) {
              throw bad(atom);
            }
          }
          break;
        default:
          throw bad(atom);
      }
    }

    private static void words(String atom, String[] w, int min, int max) {
      if (w.length < min || w.length > max) {
        throw bad(atom);
      }
    }

    private static void number(String atom, String word, Pattern pattern) {
      if (!pattern.matcher(word).matches()) {
        throw bad(atom);
      }
    }

    private static IllegalArgumentException bad(String atom) {
      return new IllegalArgumentException("not an effect atom: \"" + atom + "\"");
    }
  }
}
