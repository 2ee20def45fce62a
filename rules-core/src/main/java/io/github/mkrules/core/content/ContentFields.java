package io.github.mkrules.core.content;

import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Readers shared by the content loaders: the entries of a file, ids, names, texts, closed id lists, enum
 * words, and the syntax of the effect language used by unit abilities. Every failure names the file, the
 * entry and the field. Where loader families have always worded a failure differently (the three id
 * checks, the two kinds of names), each wording has its own reader, so that every message stays as it was.
 */
final class ContentFields {
  /** Resistance ids of enemies and units (R-ABIL-10 to 13, R-UNITRES). */
  static final List<String> RESISTANCES = List.of("physical", "fire", "ice");

  /** Attack elements (R-ABIL-6 to 8); {@code physical} is the default element. */
  static final List<String> ELEMENTS = List.of("physical", "fire", "ice", "cold-fire");

  /** The city colour ids. */
  static final List<String> CITY_COLORS = List.of("green", "blue", "white", "red");

  private static final Pattern KEBAB = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

  /** The message of a repeated id, except in the unit, enemy, city and ruins files. */
  private static final String DUPLICATE = "duplicate id '%s'";

  private ContentFields() {}

  // ---- entries

  /**
   * Reads the entries of an array of objects named by their {@code id}, in file order: each entry is first
   * checked to hold only the allowed fields, then read.
   *
   * @param root the whole file
   * @param array the field holding the entries
   * @param fields the fields an entry may have, in the order the message lists them
   * @param reader reads one entry
   * @return the values read, unmodifiable
   */
  static <T> List<T> read(JsonNode root, String array, String[] fields, Function<JsonNode, T> reader) {
    List<T> out = new ArrayList<>();
    for (JsonNode entry : root.objects(array, "id")) {
      entry.allowOnly(fields);
      out.add(reader.apply(entry));
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * Like {@link #read(JsonNode, String, String[], Function)}, reading each entry's {@code id} first, which
   * must be new in the file.
   *
   * @param root the whole file
   * @param array the field holding the entries
   * @param fields the fields an entry may have, in the order the message lists them
   * @param ids reads and checks an id against those seen so far: {@link #id}, {@link #tableId} or
   *     {@link #mapId}
   * @param reader reads one entry, given its id
   * @return the values read, unmodifiable
   */
  static <T> List<T> read(
      JsonNode root,
      String array,
      String[] fields,
      BiFunction<JsonNode, Set<String>, String> ids,
      BiFunction<JsonNode, String, T> reader) {
    Set<String> seen = new HashSet<>();
    return read(root, array, fields, entry -> reader.apply(entry, ids.apply(entry, seen)));
  }

  /**
   * The entries of an array of objects that have no id, each labelled by a whole-number key, so that
   * messages read for example {@code levels.json: entry 'level 3': field 'armor': ...}.
   *
   * @param root the whole file
   * @param field the field holding the entries
   * @param key the whole-number field that labels an entry
   * @return the entries
   */
  static List<JsonNode> numberedEntries(JsonNode root, String field, String key) {
    List<JsonNode> out = new ArrayList<>();
    int i = 0;
    for (Object item : root.array(field)) {
      String label = field + "[" + i + "]";
      if (item instanceof Map && ((Map<?, ?>) item).get(key) instanceof Long) {
        label = "entry '" + key + " " + ((Map<?, ?>) item).get(key) + "'";
      }
      out.add(JsonNode.of(item, root.where() + ": " + label));
      i++;
    }
    return out;
  }

  /**
   * Already loaded items by their ids, for checking references to them.
   *
   * @param items the items
   * @param id the id of an item
   * @return the items by id
   */
  static <T> Map<String, T> byId(List<T> items, Function<T, String> id) {
    Map<String, T> out = new HashMap<>();
    for (T item : items) {
      out.put(id.apply(item), item);
    }
    return out;
  }

  // ---- ids

  /**
   * Whether the string is a stable kebab-case id.
   *
   * @param id the string
   * @return true if it is kebab-case
   */
  static boolean isId(String id) {
    return KEBAB.matcher(id).matches();
  }

  /**
   * The {@code id} of a unit, enemy, city or ruins entry: kebab-case, and not seen before in this file.
   *
   * @param entry the entry
   * @param seen the ids read so far; the new id is added
   * @return the id
   */
  static String id(JsonNode entry, Set<String> seen) {
    return newId(entry, seen, "\"%s\" is not a kebab-case id", "duplicate id \"%s\"");
  }

  /**
   * The {@code id} of a skill or tactic entry: kebab-case, and not seen before in this file.
   *
   * @param entry the entry
   * @param seen the ids read so far; the new id is added
   * @return the id
   */
  static String tableId(JsonNode entry, Set<String> seen) {
    return newId(entry, seen, "not a kebab-case id: \"%s\"", DUPLICATE);
  }

  /**
   * The {@code id} of a site, tile or map shape entry: kebab-case, and not seen before in this file.
   *
   * @param entry the entry
   * @param seen the ids read so far; the new id is added
   * @return the id
   */
  static String mapId(JsonNode entry, Set<String> seen) {
    return newId(entry, seen, "expected a kebab-case id but got \"%s\"", DUPLICATE);
  }

  private static String newId(JsonNode entry, Set<String> seen, String notKebab, String duplicate) {
    String id = entry.string("id");
    if (!isId(id)) {
      throw entry.fail("id", String.format(notKebab, id));
    }
    if (!seen.add(id)) {
      throw entry.fail("id", String.format(duplicate, id));
    }
    return id;
  }

  /**
   * Fails on the entry's {@code id} unless the id is new in its file.
   *
   * @param entry the entry
   * @param isNew whether the id was not seen before
   * @param id the id, for the message
   */
  static void checkNew(JsonNode entry, boolean isNew, String id) {
    if (!isNew) {
      throw entry.fail("id", String.format(DUPLICATE, id));
    }
  }

  // ---- names and texts

  /**
   * The entry's {@code name} object: {@code en} required, {@code cs} optional, both non-blank.
   *
   * @param entry the entry
   * @return the name
   */
  static LocalizedName name(JsonNode entry) {
    JsonNode name = nameObject(entry);
    String en = text(name, "en");
    return LocalizedName.of(en, name.has("cs") ? text(name, "cs") : null);
  }

  /**
   * The entry's {@code name} object as the site and map shape files have always been read: {@code en}
   * required and non-blank, {@code cs} optional and not checked further.
   *
   * @param entry the entry
   * @return the name
   */
  static LocalizedName mapName(JsonNode entry) {
    JsonNode name = nameObject(entry);
    String en = text(name, "en");
    return new LocalizedName(en, name.optionalString("cs"));
  }

  private static JsonNode nameObject(JsonNode entry) {
    JsonNode name = entry.object("name");
    name.allowOnly("en", "cs");
    return name;
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

  // ---- closed sets

  /**
   * A required string field whose value must be one of a closed list.
   *
   * @param node the object
   * @param field the field
   * @param what what the value is, for the message, for example {@code element}
   * @param allowed the allowed values
   * @return the value
   */
  static String oneOf(JsonNode node, String field, String what, List<String> allowed) {
    return checkOneOf(node, field, node.string(field), what, allowed);
  }

  /**
   * Checks that a value read from a field is one of a closed list.
   *
   * @param node the object
   * @param field the field, for the message
   * @param value the value
   * @param what what the value is, for the message, for example {@code city colour}
   * @param allowed the allowed values
   * @return the value
   */
  static String checkOneOf(JsonNode node, String field, String value, String what, List<String> allowed) {
    if (!allowed.contains(value)) {
      throw node.fail(
          field, "unknown " + what + " \"" + value + "\" (allowed: " + String.join(", ", allowed) + ")");
    }
    return value;
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
   * The enemy token colours of a list field.
   *
   * @param node the object
   * @param field the field, for the message
   * @param raw the field's strings
   * @return the colours in file order, unmodifiable
   */
  static List<EnemyColor> enemyColors(JsonNode node, String field, List<String> raw) {
    List<EnemyColor> colors = new ArrayList<>();
    for (int i = 0; i < raw.size(); i++) {
      try {
        colors.add(EnemyColor.fromId(raw.get(i)));
      } catch (IllegalArgumentException ex) {
        throw node.fail(field + "[" + i + "]", "impossible value \"" + raw.get(i) + "\": " + ex.getMessage());
      }
    }
    return List.copyOf(colors);
  }

  /**
   * The kebab-case word of an enum constant, for example {@code once-per-turn}.
   *
   * @param value the constant
   * @return its word
   */
  static String word(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * The enum constant with the given kebab-case word.
   *
   * @param type the enum
   * @param raw the word
   * @return the constant
   * @throws IllegalArgumentException listing the words
   */
  static <E extends Enum<E>> E kebab(Class<E> type, String raw) {
    List<String> words = new ArrayList<>();
    for (E value : type.getEnumConstants()) {
      if (word(value).equals(raw)) {
        return value;
      }
      words.add(word(value));
    }
    throw new IllegalArgumentException("expected one of " + String.join(", ", words));
  }

  // ---- arrays

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
    size(node, field, raw, min, max);
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

  // ---- effects

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
          if (w.length < 2 || !isId(w[1])) {
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
