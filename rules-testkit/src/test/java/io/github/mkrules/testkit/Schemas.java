package io.github.mkrules.testkit;

import io.github.mkrules.api.GameConfig;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.Outcome;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.api.view.PlayerView;
import io.github.mkrules.core.content.DataMapper;
import io.github.mkrules.core.save.Replay;
import io.github.mkrules.core.save.Saves;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Generates the JSON Schemas of saves and replays (docs/schemas) from the records, the way the JSON of
 * {@code io.github.mkrules.core.save} writes them: a record is an object with exactly its fields, required unless
 * {@link DataMapper#optional} says otherwise; enums are their kebab-case words; hexes, tile slots and mana sources
 * are text; the records of a sealed interface carry their {@code type}. {@code SchemaFilesTest} keeps the files
 * in docs equal to what this generates, so a field added to a record shows up in the documented schema.
 */
final class Schemas {
  static final String DRAFT = "https://json-schema.org/draft/2020-12/schema";
  private static final Map<Class<?>, Map<String, Object>> TEXTS = Map.of(
      HexCoord.class, text("a hex in axial coordinates, 'q,r'", "^-?[0-9]+,-?[0-9]+$"),
      TileSlot.class, text("a tile slot, 'i,j'", "^-?[0-9]+,-?[0-9]+$"),
      ManaSource.class, text("a mana source in the notation: die:N, crystal:COLOUR or token:COLOUR",
          "^(die:[0-9]+|crystal:(red|blue|green|white)|token:(red|blue|green|white|gold|black))$"));
  private static final Map<String, Object> HASH = text("a state hash: 16 lower-case hexadecimal digits",
      "^[0-9a-f]{16}$");

  private final Map<String, Object> defs = new TreeMap<>();
  private final Map<String, Class<?>> named = new HashMap<>();

  private Schemas() {}

  /** @return the schema of a save, with the records the protocol returns (views, events, statuses) as $defs */
  static Map<String, Object> save() {
    Schemas s = new Schemas();
    Map<String, Object> schema = s.document("mkrules save",
        "A complete game state that loads back into an equal state (docs/saves.md). Its $defs also describe the"
            + " other records the bot protocol returns: PlayerView, Event, Status, Outcome.",
        Saves.FORMAT, Saves.VERSION);
    fields(schema).put("state", s.of(GameState.class));
    required(schema).add("state");
    for (Class<?> root : List.of(PlayerView.class, Event.class, Status.class, Outcome.class)) {
      s.of(root);
    }
    s.defs.put("Hash", HASH);
    schema.put("$defs", s.defs);
    return schema;
  }

  /** @return the schema of a replay file */
  static Map<String, Object> replay() {
    Schemas s = new Schemas();
    Map<String, Object> schema = s.document("mkrules replay",
        "A game's configuration and every action in the text notation with the state hash after it (docs/saves.md).",
        Replay.FORMAT, Replay.VERSION);
    fields(schema).put("config", s.of(GameConfig.class));
    fields(schema).put("start", ref("Hash"));
    fields(schema).put("steps", array(s.of(Replay.Step.class)));
    required(schema).addAll(List.of("config", "start", "steps"));
    Map<String, Object> step = s.def(Replay.Step.class);
    fields(step).put("hash", ref("Hash"));
    s.defs.put("Hash", HASH);
    schema.put("$defs", s.defs);
    return schema;
  }

  private Map<String, Object> document(String title, String description, String format, int version) {
    Map<String, Object> schema = new LinkedHashMap<>();
    schema.put("$schema", DRAFT);
    schema.put("title", title);
    schema.put("description", description);
    schema.put("type", "object");
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("format", Map.of("const", format));
    fields.put("version", Map.of("const", (long) version));
    schema.put("properties", fields);
    schema.put("required", new ArrayList<>(List.of("format", "version")));
    schema.put("additionalProperties", false);
    return schema;
  }

  /** The schema of a Java type as the JSON writes it. */
  private Map<String, Object> of(Type type) {
    if (type instanceof ParameterizedType) {
      ParameterizedType p = (ParameterizedType) type;
      Class<?> raw = (Class<?>) p.getRawType();
      Type[] args = p.getActualTypeArguments();
      if (raw == Optional.class) {
        return of(args[0]);
      }
      if (raw == List.class || raw == Set.class) {
        Map<String, Object> array = array(of(args[0]));
        if (raw == Set.class) {
          array.put("uniqueItems", true);
        }
        return array;
      }
      if (raw == Map.class) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("type", "object");
        Map<String, Object> keys = new LinkedHashMap<>(of(args[0]));
        keys.remove("type");
        keys.remove("description");
        if (!keys.isEmpty()) {
          map.put("propertyNames", keys);
        }
        map.put("additionalProperties", of(args[1]));
        return map;
      }
      throw new IllegalArgumentException("no schema for " + type);
    }
    Class<?> c = (Class<?>) type;
    if (c == int.class || c == long.class || c == Integer.class || c == Long.class) {
      return Map.of("type", "integer");
    }
    if (c == double.class || c == Double.class) {
      return Map.of("type", "number");
    }
    if (c == boolean.class) {
      return Map.of("type", "boolean");
    }
    if (c == String.class) {
      return Map.of("type", "string");
    }
    if (TEXTS.containsKey(c)) {
      defs.put(c.getSimpleName(), TEXTS.get(c));
      return ref(c.getSimpleName());
    }
    if (c.isEnum()) {
      List<String> words = new ArrayList<>();
      for (Object constant : c.getEnumConstants()) {
        words.add(((Enum<?>) constant).name().toLowerCase(Locale.ROOT).replace('_', '-'));
      }
      return Map.of("enum", words);
    }
    if (c.isRecord() || c.isSealed()) {
      if (!defs.containsKey(name(c))) {
        def(c);
      }
      return ref(name(c));
    }
    throw new IllegalArgumentException("no schema for " + type);
  }

  /** The definition of a record, or of a sealed interface as one of its records. */
  private Map<String, Object> def(Class<?> c) {
    if (defs.containsKey(name(c))) {
      @SuppressWarnings("unchecked")
      Map<String, Object> known = (Map<String, Object>) defs.get(name(c));
      return known;
    }
    Map<String, Object> def = new LinkedHashMap<>();
    defs.put(name(c), def);
    if (c.isSealed()) {
      List<Object> kinds = new ArrayList<>();
      for (Class<?> kind : c.getPermittedSubclasses()) {
        kinds.add(of(kind));
      }
      def.put("oneOf", kinds);
      return def;
    }
    def.put("type", "object");
    Map<String, Object> fields = new LinkedHashMap<>();
    List<String> required = new ArrayList<>();
    for (Class<?> sealed : c.getInterfaces()) {
      if (sealed.isSealed()) {
        String word = c.getSimpleName().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
        fields.put("type", Map.of("const", word));
        required.add("type");
      }
    }
    for (RecordComponent component : c.getRecordComponents()) {
      fields.put(component.getName(), of(component.getGenericType()));
      if (!DataMapper.optional(c, component.getName())) {
        required.add(component.getName());
      }
    }
    def.put("properties", fields);
    def.put("required", required);
    def.put("additionalProperties", false);
    return def;
  }

  /** A record's definition is named by its simple name, which must be unique among the definitions. */
  private String name(Class<?> c) {
    Class<?> known = named.putIfAbsent(c.getSimpleName(), c);
    if (known != null && known != c) {
      throw new IllegalStateException("two records named " + c.getSimpleName() + ": " + known + " and " + c);
    }
    return c.getSimpleName();
  }

  private static Map<String, Object> text(String description, String pattern) {
    Map<String, Object> text = new LinkedHashMap<>();
    text.put("description", description);
    text.put("type", "string");
    text.put("pattern", pattern);
    return text;
  }

  private static Map<String, Object> ref(String name) {
    return Map.of("$ref", "#/$defs/" + name);
  }

  private static Map<String, Object> array(Map<String, Object> items) {
    Map<String, Object> array = new LinkedHashMap<>();
    array.put("type", "array");
    array.put("items", items);
    return array;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> fields(Map<String, Object> schema) {
    return (Map<String, Object>) schema.get("properties");
  }

  @SuppressWarnings("unchecked")
  private static List<String> required(Map<String, Object> schema) {
    return (List<String>) schema.get("required");
  }
}
