package io.github.mkrules.core.json;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A JSON object read with its location, so every error names the file, the entry and the field: for
 * example {@code units.json: entry 'peasants': field 'armor': expected a whole number but got "x"}.
 */
public final class JsonNode {
  private final Map<String, Object> fields;
  private final String where;

  /**
   * Wraps a parsed object.
   *
   * @param fields the object's fields
   * @param where the location for messages, for example {@code units.json: entry 'peasants'}
   */
  public JsonNode(Map<String, Object> fields, String where) {
    this.fields = fields;
    this.where = where;
  }

  /**
   * Wraps a parsed value that must be an object.
   *
   * @param value the parsed value
   * @param where the location for messages
   * @return the node
   * @throws DataException if the value is not an object
   */
  @SuppressWarnings("unchecked")
  public static JsonNode of(Object value, String where) {
    if (!(value instanceof Map)) {
      throw new DataException(where + ": expected an object");
    }
    return new JsonNode((Map<String, Object>) value, where);
  }

  /**
   * The location used in messages.
   *
   * @return the location
   */
  public String where() {
    return where;
  }

  /**
   * Whether the field is present and not null.
   *
   * @param field the field name
   * @return true if present
   */
  public boolean has(String field) {
    Object v = fields.get(field);
    return v != null && v != Json.NULL;
  }

  /**
   * The field names of this object, in file order.
   *
   * @return the names
   */
  public List<String> fieldNames() {
    return List.copyOf(fields.keySet());
  }

  /**
   * Fails if the object has a field outside the given set, which catches misspelt field names.
   *
   * @param allowed the allowed field names
   * @throws DataException naming the unknown field
   */
  public void allowOnly(String... allowed) {
    List<String> known = List.of(allowed);
    for (String name : fields.keySet()) {
      if (!known.contains(name)) {
        throw fail(name, "unknown field (allowed: " + String.join(", ", known) + ")");
      }
    }
  }

  /**
   * A required string field.
   *
   * @param field the field name
   * @return its value
   * @throws DataException if missing or not a string
   */
  public String string(String field) {
    Object v = require(field);
    if (!(v instanceof String)) {
      throw fail(field, "expected a string but got " + describe(v));
    }
    return (String) v;
  }

  /**
   * An optional string field.
   *
   * @param field the field name
   * @return its value, or empty if absent or null
   */
  public Optional<String> optionalString(String field) {
    return has(field) ? Optional.of(string(field)) : Optional.empty();
  }

  /**
   * A required whole-number field within bounds.
   *
   * @param field the field name
   * @param min the smallest allowed value
   * @param max the largest allowed value
   * @return its value
   * @throws DataException if missing, not a whole number or out of bounds
   */
  public int integer(String field, int min, int max) {
    Object v = require(field);
    if (!(v instanceof Long)) {
      throw fail(field, "expected a whole number but got " + describe(v));
    }
    long value = (Long) v;
    if (value < min || value > max) {
      throw fail(field, "value " + value + " is outside " + min + ".." + max);
    }
    return (int) value;
  }

  /**
   * An optional whole-number field within bounds.
   *
   * @param field the field name
   * @param min the smallest allowed value
   * @param max the largest allowed value
   * @param fallback the value when the field is absent
   * @return its value or the fallback
   */
  public int integer(String field, int min, int max, int fallback) {
    return has(field) ? integer(field, min, max) : fallback;
  }

  /**
   * A required boolean field, or the fallback if absent.
   *
   * @param field the field name
   * @param fallback the value when the field is absent
   * @return its value
   */
  public boolean bool(String field, boolean fallback) {
    if (!has(field)) {
      return fallback;
    }
    Object v = fields.get(field);
    if (!(v instanceof Boolean)) {
      throw fail(field, "expected true or false but got " + describe(v));
    }
    return (Boolean) v;
  }

  /**
   * A required enumerated string field, mapped through a parser that throws
   * {@link IllegalArgumentException} for unknown values.
   *
   * @param field the field name
   * @param parser maps the string to a value
   * @param <T> the value type
   * @return the value
   * @throws DataException if missing or not accepted by the parser
   */
  public <T> T parsed(String field, Function<String, T> parser) {
    String raw = string(field);
    try {
      return parser.apply(raw);
    } catch (IllegalArgumentException e) {
      throw fail(field, "impossible value \"" + raw + "\": " + e.getMessage());
    }
  }

  /**
   * A required array of strings (an absent field gives an empty list if {@code required} is false).
   *
   * @param field the field name
   * @param required whether the field must be present
   * @return the strings
   */
  public List<String> strings(String field, boolean required) {
    if (!has(field)) {
      if (required) {
        throw fail(field, "missing field");
      }
      return List.of();
    }
    List<String> out = new ArrayList<>();
    int i = 0;
    for (Object item : array(field)) {
      if (!(item instanceof String)) {
        throw fail(field + "[" + i + "]", "expected a string but got " + describe(item));
      }
      out.add((String) item);
      i++;
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * A required array of objects, each wrapped with its own location.
   *
   * @param field the field name
   * @param idField the field naming each entry in messages (for example {@code id}), or null to use the
   *     index
   * @return the entries
   */
  public List<JsonNode> objects(String field, String idField) {
    List<JsonNode> out = new ArrayList<>();
    int i = 0;
    for (Object item : array(field)) {
      String label = field + "[" + i + "]";
      if (idField != null && item instanceof Map && ((Map<?, ?>) item).get(idField) instanceof String) {
        label = "entry '" + ((Map<?, ?>) item).get(idField) + "'";
      }
      out.add(JsonNode.of(item, where + ": " + label));
      i++;
    }
    return out;
  }

  /**
   * A required nested object.
   *
   * @param field the field name
   * @return the nested node
   */
  public JsonNode object(String field) {
    return JsonNode.of(require(field), where + ": field '" + field + "'");
  }

  /**
   * A required array.
   *
   * @param field the field name
   * @return its items
   */
  public List<?> array(String field) {
    Object v = require(field);
    if (!(v instanceof List)) {
      throw fail(field, "expected an array but got " + describe(v));
    }
    return (List<?>) v;
  }

  /**
   * The raw value of a field, or null if absent.
   *
   * @param field the field name
   * @return the raw value
   */
  public Object raw(String field) {
    return fields.get(field);
  }

  /**
   * An error naming this entry and the field.
   *
   * @param field the field name
   * @param message what is wrong
   * @return the exception to throw
   */
  public DataException fail(String field, String message) {
    return new DataException(where + ": field '" + field + "': " + message);
  }

  private Object require(String field) {
    if (!has(field)) {
      throw fail(field, "missing field");
    }
    return fields.get(field);
  }

  private static String describe(Object v) {
    if (v instanceof String) {
      return "\"" + v + "\"";
    }
    if (v instanceof Map) {
      return "an object";
    }
    if (v instanceof List) {
      return "an array";
    }
    return String.valueOf(v);
  }
}
