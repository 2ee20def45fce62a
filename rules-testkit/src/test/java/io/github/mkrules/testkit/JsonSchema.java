package io.github.mkrules.testkit;

import io.github.mkrules.core.content.DataFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A validator for the part of JSON Schema (draft 2020-12) that the schemas of docs/schemas use, written for the
 * tests so that they need no new dependency (docs/decisions/saves.md). It works on plain values as
 * {@link DataFile#value} reads them (maps, lists, strings, {@code Long}, {@code Double}, {@code Boolean}). A keyword
 * it does not know fails the validation, so a schema cannot say more than is checked.
 */
final class JsonSchema {
  private static final Set<String> ANNOTATIONS =
      Set.of("$schema", "$id", "$defs", "$comment", "title", "description", "default", "examples");

  private final Map<String, Map<?, ?>> files = new HashMap<>();

  /**
   * Loads the schema files of a folder, by file name, so that {@code "$ref": "save.schema.json#/$defs/X"} resolves.
   *
   * @param folder the folder
   * @param names the file names
   * @return the validator
   */
  static JsonSchema load(Path folder, String... names) {
    JsonSchema schema = new JsonSchema();
    for (String name : names) {
      try {
        schema.files.put(name, DataFile.parse(Files.readString(folder.resolve(name), StandardCharsets.UTF_8), name)
            .value());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return schema;
  }

  /**
   * Validates a value.
   *
   * @param value the value
   * @param file the schema file
   * @param pointer the schema inside it, {@code ""} for the whole file or {@code #/$defs/name}
   * @return the problems, each with the path of the value; empty if it is valid
   */
  List<String> validate(Object value, String file, String pointer) {
    List<String> problems = new ArrayList<>();
    check(value, resolve(file, pointer), file, "$", problems);
    return problems;
  }

  private Map<?, ?> resolve(String file, String pointer) {
    Map<?, ?> node = Objects.requireNonNull(files.get(file), "no schema file " + file);
    for (String part : pointer.replaceFirst("^#/?", "").split("/")) {
      if (!part.isEmpty()) {
        node = (Map<?, ?>) Objects.requireNonNull(node.get(part), "no " + pointer + " in " + file);
      }
    }
    return node;
  }

  private void check(Object value, Map<?, ?> schema, String file, String at, List<String> problems) {
    for (Map.Entry<?, ?> keyword : schema.entrySet()) {
      String name = (String) keyword.getKey();
      Object arg = keyword.getValue();
      if (ANNOTATIONS.contains(name)) {
        continue;
      }
      switch (name) {
        case "$ref": {
          String ref = (String) arg;
          int hash = ref.indexOf('#');
          String target = hash == 0 ? file : ref.substring(0, hash < 0 ? ref.length() : hash);
          check(value, resolve(target, hash < 0 ? "" : ref.substring(hash)), target, at, problems);
          break;
        }
        case "type":
          if (!(arg instanceof List ? (List<?>) arg : List.of(arg)).stream().anyMatch(t -> isType(value, (String) t))) {
            problems.add(at + ": expected " + arg + " but got " + describe(value));
          }
          break;
        case "const":
          if (!same(value, arg)) {
            problems.add(at + ": expected " + arg + " but got " + value);
          }
          break;
        case "enum":
          if (((List<?>) arg).stream().noneMatch(option -> same(value, option))) {
            problems.add(at + ": " + value + " is not one of " + arg);
          }
          break;
        case "pattern":
          if (value instanceof String && !Pattern.compile((String) arg).matcher((String) value).find()) {
            problems.add(at + ": \"" + value + "\" does not match " + arg);
          }
          break;
        case "minimum":
          if (value instanceof Number && ((Number) value).doubleValue() < ((Number) arg).doubleValue()) {
            problems.add(at + ": " + value + " is below " + arg);
          }
          break;
        case "required":
          for (Object field : (List<?>) arg) {
            if (value instanceof Map && !((Map<?, ?>) value).containsKey(field)) {
              problems.add(at + ": missing field '" + field + "'");
            }
          }
          break;
        case "properties":
          if (value instanceof Map) {
            for (Map.Entry<?, ?> field : ((Map<?, ?>) value).entrySet()) {
              Object sub = ((Map<?, ?>) arg).get(field.getKey());
              if (sub != null) {
                check(field.getValue(), (Map<?, ?>) sub, file, at + "." + field.getKey(), problems);
              }
            }
          }
          break;
        case "additionalProperties":
          if (value instanceof Map) {
            Map<?, ?> known = (Map<?, ?>) schema.get("properties");
            for (Map.Entry<?, ?> field : ((Map<?, ?>) value).entrySet()) {
              if (known != null && known.containsKey(field.getKey())) {
                continue;
              }
              if (Boolean.FALSE.equals(arg)) {
                problems.add(at + ": unknown field '" + field.getKey() + "'");
              } else if (arg instanceof Map) {
                check(field.getValue(), (Map<?, ?>) arg, file, at + "." + field.getKey(), problems);
              }
            }
          }
          break;
        case "propertyNames":
          if (value instanceof Map) {
            for (Object key : ((Map<?, ?>) value).keySet()) {
              check(key, (Map<?, ?>) arg, file, at + " key '" + key + "'", problems);
            }
          }
          break;
        case "items":
          if (value instanceof List) {
            List<?> items = (List<?>) value;
            for (int i = 0; i < items.size(); i++) {
              check(items.get(i), (Map<?, ?>) arg, file, at + "[" + i + "]", problems);
            }
          }
          break;
        case "uniqueItems":
          if (value instanceof List && Boolean.TRUE.equals(arg)
              && new HashSet<>((List<?>) value).size() != ((List<?>) value).size()) {
            problems.add(at + ": items repeat");
          }
          break;
        case "oneOf": {
          List<List<String>> tries = new ArrayList<>();
          for (Object option : (List<?>) arg) {
            List<String> sub = new ArrayList<>();
            check(value, (Map<?, ?>) option, file, at, sub);
            tries.add(sub);
          }
          long matching = tries.stream().filter(List::isEmpty).count();
          if (matching != 1) {
            problems.add(at + ": matches " + matching + " of the oneOf options"
                + (matching == 0 ? "; closest: " + closest(tries) : ""));
          }
          break;
        }
        default:
          throw new IllegalArgumentException("the test validator does not know the keyword '" + name + "'");
      }
    }
  }

  private static List<String> closest(List<List<String>> tries) {
    return tries.stream().min((a, b) -> Integer.compare(a.size(), b.size())).orElse(List.of());
  }

  private static boolean same(Object value, Object expected) {
    if (value instanceof Number && expected instanceof Number) {
      return ((Number) value).doubleValue() == ((Number) expected).doubleValue();
    }
    return Objects.equals(value, expected);
  }

  private static boolean isType(Object value, String type) {
    switch (type) {
      case "object":
        return value instanceof Map;
      case "array":
        return value instanceof List;
      case "string":
        return value instanceof String;
      case "integer":
        return value instanceof Long || value instanceof Integer;
      case "number":
        return value instanceof Number;
      case "boolean":
        return value instanceof Boolean;
      case "null":
        return value == null;
      default:
        throw new IllegalArgumentException("unknown type '" + type + "'");
    }
  }

  private static String describe(Object value) {
    return value == null ? "null" : value instanceof Map ? "an object" : value instanceof List ? "an array"
        : value.getClass().getSimpleName() + " " + value;
  }
}
