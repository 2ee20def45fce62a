package io.github.mkrules.core.content;

import io.github.mkrules.api.content.LocalizedName;
import io.github.mkrules.core.json.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/** Small checks shared by the loaders of the tables, tactics and skills. */
final class TableSupport {
  private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

  private TableSupport() {}

  /** Whether the string is a stable kebab-case id. */
  static boolean isId(String id) {
    return ID.matcher(id).matches();
  }

  /** Reads the required {@code name} object: {@code en} required, {@code cs} optional, both non-blank. */
  static LocalizedName name(JsonNode entry) {
    JsonNode name = entry.object("name");
    name.allowOnly("en", "cs");
    String en = text(name, "en");
    String cs = name.has("cs") ? text(name, "cs") : null;
    return LocalizedName.of(en, cs);
  }

  /** A required string field that is not blank. */
  static String text(JsonNode entry, String field) {
    String text = entry.string(field);
    if (text.isBlank()) {
      throw entry.fail(field, "must not be blank");
    }
    return text;
  }

  /** The kebab-case word of an enum constant, for example {@code once-per-turn}. */
  static String word(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The enum constant with the given kebab-case word; {@link IllegalArgumentException} lists the words. */
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

  /**
   * The entries of an array of objects that have no id, each labelled by a whole-number key, so that
   * messages read for example {@code levels.json: entry 'level 3': field 'armor': ...}.
   */
  static List<JsonNode> entries(JsonNode root, String field, String key) {
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
}
