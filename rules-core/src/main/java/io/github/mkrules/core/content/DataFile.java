package io.github.mkrules.core.content;

import static io.github.mkrules.core.content.DataMapper.MAPPER;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

/**
 * A JSON data file (content, scenarios, fixtures) read through Jackson. Its entries are bound to records one by one
 * and handed out with their {@link Place}; a Jackson error becomes a {@link DataException} naming the file, the
 * entry (by its {@code id} or a key field) and the field: {@code units.json: entry 'peasants': field 'armor':
 * missing field}. Every {@code id} is kebab-case and unique in its file; no string is blank; {@code null} is written
 * only under the fields the reader allows it in.
 */
public final class DataFile {
  private static final Pattern KEBAB = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

  private final String file;
  private final JsonNode root;
  private final String word;
  private final List<String> keys;
  private final Set<String> nullable;

  private DataFile(String file, JsonNode root, String word, List<String> keys, Set<String> nullable) {
    this.file = file;
    this.root = root;
    this.word = word;
    this.keys = keys;
    this.nullable = nullable;
  }

  /**
   * Parses a JSON document whose top level is an object.
   *
   * @param text the document
   * @param file the file name for messages
   * @return the file
   * @throws DataException naming the line and column of a syntax error
   */
  public static DataFile parse(String text, String file) {
    JsonNode root;
    try {
      root = MAPPER.readTree(text);
    } catch (JacksonException e) {
      TokenStreamLocation at = e.getLocation();
      throw new DataException(file + (at == null ? "" : ":" + at.getLineNr() + ":" + at.getColumnNr()) + ": "
          + e.getOriginalMessage());
    }
    if (root == null || !root.isObject()) {
      throw new DataException(file + ": expected a JSON object");
    }
    return new DataFile(file, root, "entry", List.of(), Set.of());
  }

  /**
   * Reads and parses a resource, which the caller opens since a module's resources are its own.
   *
   * @param in the resource, or null if it was not found
   * @param file the file name for messages
   * @return the file
   */
  public static DataFile read(InputStream in, String file) {
    if (in == null) {
      throw new DataException(file + ": not found on the class path");
    }
    try (in) {
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), file);
    } catch (IOException e) {
      throw new UncheckedIOException(file + ": cannot read", e);
    }
  }

  /**
   * Checks the {@code format} and {@code version} and, if given, the other top-level fields allowed.
   *
   * @param format the format, such as {@code mkrules-content}
   * @param version the version this engine reads
   * @param fields the other top-level fields allowed, or none to allow any
   * @return this file
   */
  public DataFile header(String format, int version, String... fields) {
    JsonNode written = root.path("format");
    if (!written.isString() || !written.asString().equals(format)) {
      throw place().fail("format", "expected \"" + format + "\" but got " + show(written));
    }
    if (!root.path("version").isIntegralNumber() || root.path("version").asLong() != version) {
      throw place().fail("version", "expected " + version + " but got " + show(root.path("version")));
    }
    List<String> allowed = new ArrayList<>(List.of("format", "version"));
    allowed.addAll(List.of(fields));
    for (String name : fields.length == 0 ? List.<String>of() : root.propertyNames()) {
      if (!allowed.contains(name)) {
        throw place().fail(name, "unknown field (allowed: " + String.join(", ", allowed) + ")");
      }
    }
    return this;
  }

  /**
   * Names the entries in messages: the word for a top-level entry ({@code fixture 'walk'}), and the fields naming an
   * item that has no {@code id}, a text by its value ({@code entry 'NE'}), a number with the field ({@code entry
   * 'level 3'}).
   *
   * @param entryWord the word for a top-level entry, {@code entry} unless told
   * @param keyFields the fields naming items without an id, in order of preference
   * @return a copy of this file naming its entries so
   */
  public DataFile naming(String entryWord, String... keyFields) {
    return new DataFile(file, root, entryWord, List.of(keyFields), nullable);
  }

  /**
   * Allows a written {@code null} at or under the given fields.
   *
   * @param fields the field names
   * @return a copy of this file allowing those nulls
   */
  public DataFile nullable(String... fields) {
    return new DataFile(file, root, word, keys, Set.of(fields));
  }

  /** @return the file name */
  public String name() {
    return file;
  }

  /** @return the place of the whole file */
  public Place place() {
    return new Place(file);
  }

  /**
   * Binds each entry of a top-level array and reads it with its place.
   *
   * @param array the field holding the entries
   * @param type the record an entry is bound to
   * @param read checks an entry and turns it into the result, failing through its place
   * @param <T> the record
   * @param <R> the result
   * @return the results in file order, unmodifiable
   * @throws DataException naming the file, the entry and the field of the first error
   */
  public <T, R> List<R> entries(String array, Class<T> type, BiFunction<T, Place, R> read) {
    JsonNode items = root.path(array);
    if (!items.isArray()) {
      throw place().fail(array, items.isMissingNode() ? "missing field" : "expected an array but got " + show(items));
    }
    List<R> out = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (int i = 0; i < items.size(); i++) {
      List<Object> path = List.of(array, i);
      refuse(items.get(i), path);
      Place at = locate(path).place();
      String id = items.get(i).path("id").asString("");
      if (!id.isEmpty() && !KEBAB.matcher(id).matches()) {
        throw at.fail("id", "\"" + id + "\" is not kebab-case (lower-case words joined by '-')");
      }
      if (!id.isEmpty() && !ids.add(id)) {
        throw at.fail("id", "duplicate id '" + id + "'");
      }
      out.add(read.apply(bind(items.get(i), type, path), at));
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * The whole document as plain values: maps in file order, lists, strings, {@code Long}, {@code Double},
   * {@code Boolean} and null.
   *
   * @return the document's value
   */
  public Map<?, ?> value() {
    return MAPPER.treeToValue(root, Map.class);
  }

  /**
   * Writes plain values or records as compact JSON.
   *
   * @param value the value
   * @return the JSON text
   */
  public static String json(Object value) {
    return MAPPER.writeValueAsString(value);
  }

  private <T> T bind(JsonNode item, Class<T> type, List<Object> path) {
    try {
      return MAPPER.treeToValue(item, type);
    } catch (JacksonException e) {
      List<Object> full = new ArrayList<>(path);
      e.getPath().forEach(step -> full.add(step.getPropertyName() != null ? step.getPropertyName() : step.getIndex()));
      throw fail(e, full);
    }
  }

  /** Refuses a blank string, and a null outside the nullable fields. */
  private void refuse(JsonNode node, List<Object> path) {
    if (node.isNull() || node.isString() && node.asString().isBlank()) {
      throw fail(path, node.isNull() ? "null is not a value here (leave an optional field out)" : "must not be blank");
    }
    for (int i = 0; node.isArray() && i < node.size(); i++) {
      refuse(node.get(i), append(path, i));
    }
    if (node.isObject()) {
      node.properties().forEach(field -> {
        JsonNode value = field.getValue();
        if (!nullable.contains(field.getKey()) || !value.isNull() && !value.isContainer()) {
          refuse(value, append(path, field.getKey()));
        }
      });
    }
  }

  private static List<Object> append(List<Object> path, Object step) {
    List<Object> out = new ArrayList<>(path);
    out.add(step);
    return out;
  }

  /**
   * Words a Jackson error. A misspelt field is both unknown and missing; Jackson reports the missing one first, so
   * an unknown field beside a missing one is named instead.
   */
  private DataException fail(JacksonException e, List<Object> path) {
    List<String> allowed = allowed(e);
    JsonNode written = node(path);
    if (e instanceof UnrecognizedPropertyException) {
      return fail(path, "unknown field (allowed: " + String.join(", ", allowed) + ")");
    }
    JsonNode parent = node(path.subList(0, path.size() - 1));
    for (String name : written.isMissingNode() ? parent.propertyNames() : List.<String>of()) {
      if (!allowed.isEmpty() && !allowed.contains(name)) {
        path.set(path.size() - 1, name);
        return fail(path, "unknown field (allowed: " + String.join(", ", allowed) + ")");
      }
    }
    return fail(path, message(e, written));
  }

  private DataException fail(List<Object> path, String message) {
    Located at = locate(path);
    return at.field() == null ? at.place().fail(message) : at.place().fail(at.field(), message);
  }

  /** The fields of the record an error was raised in, in declaration order. */
  private static List<String> allowed(JacksonException e) {
    List<String> names = new ArrayList<>();
    Object from = e.getPath().isEmpty() ? null : e.getPath().get(e.getPath().size() - 1).from();
    Class<?> type = from instanceof Class ? (Class<?>) from : from == null ? Object.class : from.getClass();
    for (RecordComponent component : type.isRecord() ? type.getRecordComponents() : new RecordComponent[0]) {
      names.add(component.getName());
    }
    if (names.isEmpty() && e instanceof UnrecognizedPropertyException) {
      ((UnrecognizedPropertyException) e).getKnownPropertyIds().forEach(id -> names.add(String.valueOf(id)));
    }
    return names;
  }

  /**
   * Words a Jackson binding error by what was written at its place: a missing field, an impossible value (a
   * parser or a record refused it), the kind of value expected, or Jackson's own message. Saves use it too.
   *
   * @param e the error
   * @param written the value written at the error's place, or a missing node
   * @return the words
   */
  public static String message(JacksonException e, JsonNode written) {
    if (written.isMissingNode() || written.isNull()) {
      return "missing field";
    }
    for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
      if (cause instanceof IllegalArgumentException) {
        return (written.isValueNode() ? "impossible value " + show(written) + ": " : "") + cause.getMessage();
      }
    }
    if (e instanceof MismatchedInputException && ((MismatchedInputException) e).getTargetType() != null) {
      return "expected " + kind(((MismatchedInputException) e).getTargetType()) + " but got " + show(written);
    }
    return e.getOriginalMessage();
  }

  private static String kind(Class<?> type) {
    if (type == int.class || type == long.class || type == Integer.class || type == Long.class) {
      return "a whole number";
    }
    if (type == double.class || type == Double.class) {
      return "a number";
    }
    if (type == boolean.class || type == Boolean.class) {
      return "true or false";
    }
    if (type == String.class || type.isEnum()) {
      return "a string";
    }
    return Iterable.class.isAssignableFrom(type) ? "an array" : "an object";
  }

  private static String show(JsonNode value) {
    if (value.isString()) {
      return "\"" + value.asString() + "\"";
    }
    if (value.isMissingNode()) {
      return "nothing";
    }
    return value.isObject() ? "an object" : value.isArray() ? "an array" : value.toString();
  }

  /** A place and the field in it; the field is null when the path ends at a named entry. */
  private record Located(Place place, String field) {}

  /**
   * Words a path of field names and indexes: an item with an id or key field becomes {@code entry 'label'}, other
   * items and nested objects a dotted path ({@code setup.players[0]}), and the last field {@code field 'armor'}.
   */
  private Located locate(List<Object> path) {
    Place place = place();
    String pending = null;
    String field = null;
    JsonNode node = root;
    for (Object step : path) {
      if (step instanceof String) {
        pending = field == null ? pending : pending == null ? field : pending + "." + field;
        field = (String) step;
        node = node.path(field);
        continue;
      }
      node = node.path((Integer) step);
      String label = label(node);
      if (label == null) {
        field = field + "[" + step + "]";
      } else {
        place = (pending == null ? place : place.in(pending)).named(place.toString().equals(file) ? word : "entry",
            label);
        pending = null;
        field = null;
      }
    }
    return new Located(pending == null ? place : place.in(pending), field);
  }

  private String label(JsonNode item) {
    List<String> names = new ArrayList<>(List.of("id"));
    names.addAll(keys);
    for (String key : names) {
      JsonNode value = item.path(key);
      if (value.isString() || value.isIntegralNumber()) {
        return value.isString() ? value.asString() : key + " " + value.asLong();
      }
    }
    return null;
  }

  private JsonNode node(List<Object> path) {
    JsonNode node = root;
    for (Object step : path) {
      node = step instanceof String ? node.path((String) step) : node.path((Integer) step);
    }
    return node;
  }
}
