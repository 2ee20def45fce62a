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
 * and handed out with their {@link Place}; every Jackson error becomes a {@link DataException} that names the file,
 * the entry (by its {@code id}, or by a key field the reader names) and the field, for example
 * {@code units.json: entry 'peasants': field 'armor': missing field}. A written {@code null} is refused except under
 * the fields the reader allows it in, and every {@code id} must be kebab-case and unique in its file.
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
      String where = at == null ? "" : ":" + at.getLineNr() + ":" + at.getColumnNr();
      throw new DataException(file + where + ": " + e.getOriginalMessage());
    }
    if (root == null || !root.isObject()) {
      throw new DataException(file + ": expected a JSON object");
    }
    return new DataFile(file, root, "entry", List.of(), Set.of());
  }

  /**
   * Reads and parses a resource; the caller opens it, since a module's resources are its own.
   *
   * @param in the resource, or null if it was not found
   * @param file the file name for messages
   * @return the file
   * @throws DataException if the resource is missing or not JSON
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
   * Checks the header: the {@code format} and {@code version} fields and, if given, the other top-level fields.
   *
   * @param format the expected format, for example {@code mkrules-content}
   * @param version the version this engine reads
   * @param fields the other top-level fields allowed, or none to allow any
   * @return this file
   */
  public DataFile header(String format, int version, String... fields) {
    Place top = place();
    JsonNode written = root.path("format");
    if (!written.isString() || !written.asString().equals(format)) {
      throw top.fail("format", "expected \"" + format + "\" but got " + show(written));
    }
    JsonNode number = root.path("version");
    if (!number.isIntegralNumber() || number.asLong() != version) {
      throw top.fail("version", "expected " + version + " but got " + show(number));
    }
    if (fields.length > 0) {
      List<String> allowed = new ArrayList<>(List.of("format", "version"));
      allowed.addAll(List.of(fields));
      for (String name : root.propertyNames()) {
        if (!allowed.contains(name)) {
          throw top.fail(name, "unknown field (allowed: " + String.join(", ", allowed) + ")");
        }
      }
    }
    return this;
  }

  /**
   * Names the entries of this file: the word for an entry in messages ({@code fixture 'walk'}) and the fields that
   * name an item without an {@code id}: a text key names it by its value ({@code entry 'NE'}), a number by the
   * field and the value ({@code entry 'level 3'}).
   *
   * @param entryWord the word for a top-level entry, for example {@code entry} or {@code fixture}
   * @param keyFields the fields naming items without an id, in order of preference
   * @return a copy of this file that names its entries so
   */
  public DataFile naming(String entryWord, String... keyFields) {
    return new DataFile(file, root, entryWord, List.of(keyFields), nullable);
  }

  /**
   * Allows a written {@code null} at or under the given fields.
   *
   * @param fields the field names
   * @return a copy of this file that allows those nulls
   */
  public DataFile nullable(String... fields) {
    return new DataFile(file, root, word, keys, Set.of(fields));
  }

  /** @return the file name */
  public String name() {
    return file;
  }

  /** @return the place of the whole file, for errors about the file as a whole */
  public Place place() {
    return new Place(file);
  }

  /**
   * Binds each entry of a top-level array and reads it with its place.
   *
   * @param array the field holding the entries
   * @param type the record an entry is bound to
   * @param read checks an entry and turns it into the result, failing through its place
   * @param <T> the bound record
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
      Place at = locate(path).place();
      refuseNulls(items.get(i), path);
      JsonNode id = items.get(i).path("id");
      if (id.isString() && !KEBAB.matcher(id.asString()).matches()) {
        throw at.fail("id", "\"" + id.asString() + "\" is not kebab-case (lower-case words joined by '-')");
      }
      if (id.isString() && !ids.add(id.asString())) {
        throw at.fail("id", "duplicate id '" + id.asString() + "'");
      }
      out.add(read.apply(bind(items.get(i), type, path), at));
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * The whole document as plain Java values: maps in file order, lists, strings, {@code Long}, {@code Double},
   * {@code Boolean} and null.
   *
   * @return the document's value, mutable
   */
  public Map<?, ?> value() {
    return MAPPER.treeToValue(root, Map.class);
  }

  /**
   * Writes plain Java values (or records) as compact JSON.
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
      for (JacksonException.Reference step : e.getPath()) {
        full.add(step.getPropertyName() != null ? step.getPropertyName() : (Object) step.getIndex());
      }
      throw fail(e, full);
    }
  }

  /**
   * Words a Jackson error. A misspelt field is both unknown and missing; Jackson reports the missing one first, so
   * an unknown field beside a missing one is named instead.
   */
  private DataException fail(JacksonException e, List<Object> path) {
    List<String> allowed = allowed(e);
    String message;
    if (e instanceof UnrecognizedPropertyException) {
      message = "unknown field (allowed: " + String.join(", ", allowed) + ")";
    } else {
      JsonNode written = node(path);
      JsonNode parent = node(path.subList(0, path.size() - 1));
      for (String name : written.isMissingNode() && !allowed.isEmpty() ? parent.propertyNames() : List.<String>of()) {
        if (!allowed.contains(name)) {
          path.set(path.size() - 1, name);
          return fail(path, "unknown field (allowed: " + String.join(", ", allowed) + ")");
        }
      }
      message = message(e, written);
    }
    return fail(path, message);
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

  private void refuseNulls(JsonNode node, List<Object> path) {
    if (node.isNull()) {
      throw fail(path, "null is not a value here (leave an optional field out)");
    }
    for (int i = 0; node.isArray() && i < node.size(); i++) {
      refuseNulls(node.get(i), append(path, i));
    }
    for (Map.Entry<String, JsonNode> field : node.isObject() ? node.properties() : Set.<Map.Entry<String, JsonNode>>of()) {
      if (!nullable.contains(field.getKey())) {
        refuseNulls(field.getValue(), append(path, field.getKey()));
      }
    }
  }

  private static List<Object> append(List<Object> path, Object step) {
    List<Object> out = new ArrayList<>(path);
    out.add(step);
    return out;
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
    boolean top = true;
    for (Object step : path) {
      if (step instanceof String) {
        if (field != null) {
          pending = pending == null ? field : pending + "." + field;
        }
        field = (String) step;
        node = node.path(field);
        continue;
      }
      node = node.path((Integer) step);
      String label = label(node);
      if (label == null) {
        field = field + "[" + step + "]";
      } else {
        place = (pending == null ? place : place.in(pending)).named(top ? word : "entry", label);
        pending = null;
        field = null;
      }
      top = false;
    }
    return new Located(pending == null ? place : place.in(pending), field);
  }

  private String label(JsonNode item) {
    List<String> names = new ArrayList<>(List.of("id"));
    names.addAll(keys);
    for (String key : names) {
      JsonNode value = item.path(key);
      if (value.isString()) {
        return value.asString();
      }
      if (value.isIntegralNumber()) {
        return key + " " + value.asLong();
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

  private static String message(JacksonException e, JsonNode written) {
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
}
