package io.github.mkrules.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A small JSON Schema (2020-12) validator for the keywords {@code fixture.schema.json} uses: {@code $ref} to
 * {@code #/$defs/...}, {@code type}, {@code enum}, {@code const}, {@code pattern}, {@code minimum},
 * {@code maximum}, {@code minItems}, {@code maxItems}, {@code minProperties}, {@code items}, {@code properties},
 * {@code patternProperties}, {@code additionalProperties}, {@code required}, {@code propertyNames},
 * {@code oneOf} and {@code anyOf}. Any other keyword except annotations is refused, so the schema cannot use one
 * this validator would silently skip. Values are those of the testkit's JSON reader: maps, lists, strings,
 * {@link Long}, {@link Double}, {@link Boolean} and null.
 */
final class SchemaValidator {
  private static final List<String> KNOWN = List.of("$ref", "type", "enum", "const", "pattern", "minimum", "maximum",
      "minItems", "maxItems", "minProperties", "items", "properties", "patternProperties", "additionalProperties",
      "required", "propertyNames", "oneOf", "anyOf", "$schema", "$id", "$defs", "title", "description", "default");

  private final Map<?, ?> root;

  SchemaValidator(Map<?, ?> root) {
    this.root = root;
  }

  /**
   * The places where a value breaks the schema.
   *
   * @param value the JSON value
   * @return the errors, each with its JSON path; empty if valid
   */
  List<String> validate(Object value) {
    List<String> errors = new ArrayList<>();
    check(root, value, "$", errors);
    return errors;
  }

  private void check(Map<?, ?> schema, Object value, String at, List<String> errors) {
    for (Object key : schema.keySet()) {
      if (!KNOWN.contains(key)) {
        throw new IllegalArgumentException("the validator does not know the keyword " + key + " (at " + at + ")");
      }
    }
    if (schema.containsKey("$ref")) {
      check(resolve((String) schema.get("$ref")), value, at, errors);
    }
    if (schema.containsKey("type") && !typed(schema.get("type"), value)) {
      errors.add(at + ": not of type " + schema.get("type"));
      return;
    }
    if (schema.containsKey("enum") && !((List<?>) schema.get("enum")).contains(value)) {
      errors.add(at + ": " + value + " is not one of " + schema.get("enum"));
    }
    if (schema.containsKey("const") && !schema.get("const").equals(value)) {
      errors.add(at + ": not " + schema.get("const"));
    }
    if (value instanceof String) {
      strings(schema, (String) value, at, errors);
    }
    if (value instanceof Long) {
      numbers(schema, (Long) value, at, errors);
    }
    if (value instanceof List) {
      arrays(schema, (List<?>) value, at, errors);
    }
    if (value instanceof Map) {
      objects(schema, (Map<?, ?>) value, at, errors);
    }
    if (schema.containsKey("oneOf")) {
      long matching = ((List<?>) schema.get("oneOf")).stream()
          .filter(s -> errorsOf((Map<?, ?>) s, value, at).isEmpty()).count();
      if (matching != 1) {
        errors.add(at + ": matches " + matching + " of the oneOf schemas, not exactly one");
      }
    }
    if (schema.containsKey("anyOf") && ((List<?>) schema.get("anyOf")).stream()
        .noneMatch(s -> errorsOf((Map<?, ?>) s, value, at).isEmpty())) {
      errors.add(at + ": matches none of the anyOf schemas");
    }
  }

  private List<String> errorsOf(Map<?, ?> schema, Object value, String at) {
    List<String> errors = new ArrayList<>();
    check(schema, value, at, errors);
    return errors;
  }

  private Map<?, ?> resolve(String ref) {
    if (!ref.startsWith("#/$defs/")) {
      throw new IllegalArgumentException("only local $defs references: " + ref);
    }
    Map<?, ?> def = (Map<?, ?>) ((Map<?, ?>) root.get("$defs")).get(ref.substring("#/$defs/".length()));
    if (def == null) {
      throw new IllegalArgumentException("no definition " + ref);
    }
    return def;
  }

  private static boolean typed(Object type, Object value) {
    if (type instanceof List) {
      return ((List<?>) type).stream().anyMatch(t -> typed(t, value));
    }
    switch ((String) type) {
      case "object":
        return value instanceof Map;
      case "array":
        return value instanceof List;
      case "string":
        return value instanceof String;
      case "integer":
        return value instanceof Long;
      case "number":
        return value instanceof Long || value instanceof Double;
      case "boolean":
        return value instanceof Boolean;
      case "null":
        return value == null;
      default:
        throw new IllegalArgumentException("unknown type " + type);
    }
  }

  private static void strings(Map<?, ?> schema, String value, String at, List<String> errors) {
    if (schema.containsKey("pattern") && !Pattern.compile((String) schema.get("pattern")).matcher(value).find()) {
      errors.add(at + ": \"" + value + "\" does not match " + schema.get("pattern"));
    }
  }

  private static void numbers(Map<?, ?> schema, long value, String at, List<String> errors) {
    if (schema.containsKey("minimum") && value < (Long) schema.get("minimum")) {
      errors.add(at + ": " + value + " is below the minimum " + schema.get("minimum"));
    }
    if (schema.containsKey("maximum") && value > (Long) schema.get("maximum")) {
      errors.add(at + ": " + value + " is above the maximum " + schema.get("maximum"));
    }
  }

  private void arrays(Map<?, ?> schema, List<?> value, String at, List<String> errors) {
    if (schema.containsKey("minItems") && value.size() < (Long) schema.get("minItems")) {
      errors.add(at + ": fewer than " + schema.get("minItems") + " items");
    }
    if (schema.containsKey("maxItems") && value.size() > (Long) schema.get("maxItems")) {
      errors.add(at + ": more than " + schema.get("maxItems") + " items");
    }
    if (schema.containsKey("items")) {
      for (int i = 0; i < value.size(); i++) {
        check((Map<?, ?>) schema.get("items"), value.get(i), at + "[" + i + "]", errors);
      }
    }
  }

  private void objects(Map<?, ?> schema, Map<?, ?> value, String at, List<String> errors) {
    if (schema.containsKey("minProperties") && value.size() < (Long) schema.get("minProperties")) {
      errors.add(at + ": fewer than " + schema.get("minProperties") + " properties");
    }
    if (schema.containsKey("required")) {
      for (Object name : (List<?>) schema.get("required")) {
        if (!value.containsKey(name)) {
          errors.add(at + ": missing " + name);
        }
      }
    }
    Map<?, ?> properties = (Map<?, ?>) schema.get("properties");
    Map<?, ?> patterns = (Map<?, ?>) schema.get("patternProperties");
    for (Map.Entry<?, ?> e : value.entrySet()) {
      String name = (String) e.getKey();
      String inner = at + "." + name;
      if (schema.containsKey("propertyNames")) {
        check((Map<?, ?>) schema.get("propertyNames"), name, inner + " (name)", errors);
      }
      boolean matched = false;
      if (properties != null && properties.containsKey(name)) {
        matched = true;
        check((Map<?, ?>) properties.get(name), e.getValue(), inner, errors);
      }
      if (patterns != null) {
        for (Map.Entry<?, ?> p : patterns.entrySet()) {
          if (Pattern.compile((String) p.getKey()).matcher(name).find()) {
            matched = true;
            check((Map<?, ?>) p.getValue(), e.getValue(), inner, errors);
          }
        }
      }
      Object additional = schema.get("additionalProperties");
      if (!matched && Boolean.FALSE.equals(additional)) {
        errors.add(inner + ": property not allowed");
      } else if (!matched && additional instanceof Map) {
        check((Map<?, ?>) additional, e.getValue(), inner, errors);
      }
    }
  }
}
