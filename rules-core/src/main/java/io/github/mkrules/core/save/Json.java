package io.github.mkrules.core.save;

import static io.github.mkrules.core.content.DataMapper.MAPPER;

import io.github.mkrules.core.content.DataFile;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.exc.UnrecognizedPropertyException;
import tools.jackson.databind.node.ArrayNode;

/**
 * The JSON form of the API's records: states, configurations, views, outcomes, events and statuses, as saves,
 * replays and the bot protocol write them (docs/saves.md). It is generic over the records: Jackson binds each
 * record field by field, so a field added to a state record needs no code here. Enums are kebab-case words, hexes
 * and tile slots their {@code q,r} text, mana sources their notation ({@code die:0}); an empty {@code Optional}
 * is left out; the records of {@code Event} and {@code Status} name their kind in a {@code type} field.
 *
 * <p>Reading is strict: every field is required except an {@code Optional} (and the undo chain of a state), an
 * unknown field, a written {@code null}, a string for a number and the like fail with a {@link SaveException}
 * naming the field.
 */
public final class Json {
  private Json() {}

  /**
   * Writes a record of the API (or a list of them, or a plain value) as compact JSON on one line. The items of a
   * list are written each as itself, so a list of events keeps every event's {@code type}.
   *
   * @param value the value, such as a {@code GameState}, {@code PlayerView}, {@code Outcome} or {@code Event}
   * @return the JSON text
   */
  public static String write(Object value) {
    if (value instanceof Collection) {
      ArrayNode items = MAPPER.createArrayNode();
      ((Collection<?>) value).forEach(item -> items.add(MAPPER.<JsonNode>valueToTree(item)));
      return MAPPER.writeValueAsString(items);
    }
    return MAPPER.writeValueAsString(value);
  }

  /**
   * Reads a record of the API from JSON.
   *
   * @param text the JSON text
   * @param type the record, such as {@code GameConfig} or {@code GameState}
   * @param source what the text is, for messages ({@code save}, a file name)
   * @param <T> the record
   * @return the record, complete
   * @throws SaveException naming the line and column of a syntax error, or the field that is wrong
   */
  public static <T> T read(String text, Class<T> type, String source) {
    return bind(tree(text, source), type, source);
  }

  /** Parses JSON text into a tree; a syntax error names the line and column, a cut-off text says so. */
  static JsonNode tree(String text, String source) {
    try {
      JsonNode root = MAPPER.readTree(text);
      if (root == null || root.isMissingNode()) {
        throw new SaveException(source + ": empty, expected a JSON object");
      }
      return root;
    } catch (JacksonException e) {
      TokenStreamLocation at = e.getLocation();
      String where = at == null ? "" : ": line " + at.getLineNr() + ", column " + at.getColumnNr();
      String what = e.getOriginalMessage().startsWith("Unexpected end-of-input")
          ? "the text ends too early (truncated?): " : "not valid JSON: ";
      throw new SaveException(source + where + ": " + what + firstLine(e.getOriginalMessage()));
    }
  }

  /**
   * Binds a tree to a record. A written {@code null} is refused first: the writer leaves absent values out, so the
   * only null a record may then receive is an absent undo chain.
   */
  static <T> T bind(JsonNode root, Class<T> type, String source) {
    refuseNull(root, new ArrayList<>(), source);
    try {
      return MAPPER.readerFor(type).without(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES).readValue(root);
    } catch (JacksonException e) {
      throw problem(e, root, source);
    }
  }

  /**
   * Checks the {@code format} and {@code version} of a document before anything else is read, so that a save of a
   * newer engine is named as such rather than by the first field this engine does not know.
   */
  static void header(JsonNode root, String format, int version, String source) {
    if (!root.isObject()) {
      throw new SaveException(source + ": expected a JSON object but got " + shown(root));
    }
    JsonNode written = root.path("format");
    if (!written.isString() || !written.asString().equals(format)) {
      throw fail(source, List.of("format"), "expected \"" + format + "\" but got "
          + (written.isMissingNode() ? "nothing" : shown(written)));
    }
    JsonNode number = root.path("version");
    if (!number.isIntegralNumber()) {
      throw fail(source, List.of("version"), "expected a whole number but got "
          + (number.isMissingNode() ? "nothing" : shown(number)));
    }
    if (number.asLong() > version) {
      throw fail(source, List.of("version"), "format version " + number.asLong()
          + " was written by a newer engine; this engine reads version " + version);
    }
    if (number.asLong() != version) {
      throw fail(source, List.of("version"), "format version " + number.asLong()
          + " is not read by this engine, which reads version " + version);
    }
  }

  /** A failure at a field: {@code save: field 'state.round': missing field}. */
  static SaveException fail(String source, List<Object> path, String problem) {
    return new SaveException(source + (path.isEmpty() ? "" : ": field '" + dotted(path) + "'") + ": " + problem);
  }

  private static void refuseNull(JsonNode node, List<Object> path, String source) {
    if (node.isNull()) {
      throw fail(source, path, "null is not a value here (leave an empty optional field out)");
    }
    if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        path.add(i);
        refuseNull(node.get(i), path, source);
        path.remove(path.size() - 1);
      }
    }
    if (node.isObject()) {
      for (Map.Entry<String, JsonNode> field : node.properties()) {
        path.add(field.getKey());
        refuseNull(field.getValue(), path, source);
        path.remove(path.size() - 1);
      }
    }
  }

  /** Words a binding error by the field it is at and what was written there. */
  private static SaveException problem(JacksonException e, JsonNode root, String source) {
    List<Object> path = new ArrayList<>();
    for (JacksonException.Reference step : e.getPath()) {
      path.add(step.getPropertyName() != null ? step.getPropertyName() : (Object) step.getIndex());
    }
    if (e instanceof UnrecognizedPropertyException) {
      Class<?> owner = ((UnrecognizedPropertyException) e).getReferringClass();
      return fail(source, path, "unknown field (allowed: " + String.join(", ", fields(owner)) + ")");
    }
    JsonNode written = root;
    for (Object step : path) {
      written = step instanceof String ? written.path((String) step) : written.path((Integer) step);
    }
    if (written.isMissingNode()) {
      return missing(e, root, path, source);
    }
    return fail(source, path, firstLine(DataFile.message(e, written)));
  }

  /**
   * A misspelt field is both unknown and missing; Jackson reports the missing one first, so an unknown field beside
   * it is named instead.
   */
  private static SaveException missing(JacksonException e, JsonNode root, List<Object> path, String source) {
    Object from = e.getPath().get(e.getPath().size() - 1).from();
    List<String> allowed = fields(from instanceof Class ? (Class<?>) from : from.getClass());
    JsonNode parent = root;
    for (Object step : path.subList(0, path.size() - 1)) {
      parent = step instanceof String ? parent.path((String) step) : parent.path((Integer) step);
    }
    for (String name : parent.propertyNames()) {
      if (!allowed.isEmpty() && !allowed.contains(name)) {
        List<Object> unknown = new ArrayList<>(path.subList(0, path.size() - 1));
        unknown.add(name);
        return fail(source, unknown, "unknown field (allowed: " + String.join(", ", allowed) + ")");
      }
    }
    return fail(source, path, "missing field");
  }

  private static List<String> fields(Class<?> type) {
    List<String> names = new ArrayList<>();
    for (RecordComponent component : type != null && type.isRecord() ? type.getRecordComponents()
        : new RecordComponent[0]) {
      names.add(component.getName());
    }
    return names;
  }

  private static String dotted(List<Object> path) {
    StringBuilder text = new StringBuilder();
    for (Object step : path) {
      if (step instanceof Integer) {
        text.append('[').append(step).append(']');
      } else {
        text.append(text.length() == 0 ? "" : ".").append(step);
      }
    }
    return text.toString();
  }

  private static String shown(JsonNode value) {
    if (value.isObject() || value.isArray()) {
      return value.isObject() ? "an object" : "an array";
    }
    return value.toString();
  }

  private static String firstLine(String message) {
    int end = message.indexOf('\n');
    return end < 0 ? message : message.substring(0, end);
  }
}
