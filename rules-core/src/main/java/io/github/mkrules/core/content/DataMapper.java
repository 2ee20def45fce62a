package io.github.mkrules.core.content;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import io.github.mkrules.api.Status;
import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.content.CityDefenderBonus;
import io.github.mkrules.api.content.EnemyColor;
import io.github.mkrules.api.content.EnemyToken;
import io.github.mkrules.api.content.SiteType;
import io.github.mkrules.api.content.Skill;
import io.github.mkrules.api.content.Tactic;
import io.github.mkrules.api.content.Terrain;
import io.github.mkrules.api.event.Event;
import io.github.mkrules.api.state.Crystals;
import io.github.mkrules.api.state.GameState;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.TileSlot;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.DeserializationConfig;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.KeyDeserializer;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.cfg.CoercionAction;
import tools.jackson.databind.cfg.CoercionInputShape;
import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.deser.ValueDeserializerModifier;
import tools.jackson.databind.deser.std.DelegatingDeserializer;
import tools.jackson.databind.deser.std.StdDeserializer;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.introspect.AnnotatedMember;
import tools.jackson.databind.introspect.AnnotatedParameter;
import tools.jackson.databind.introspect.JacksonAnnotationIntrospector;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.jsontype.NamedType;
import tools.jackson.databind.module.SimpleDeserializers;
import tools.jackson.databind.module.SimpleKeyDeserializers;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdSerializer;
import tools.jackson.databind.ser.std.ToStringSerializer;
import tools.jackson.databind.type.CollectionType;
import tools.jackson.databind.type.LogicalType;

/**
 * The Jackson mapper behind every data file, save, replay and protocol message. It binds records strictly: a field is
 * required unless its type is {@link Optional} or {@link OptionalInt}, it is in {@link #DEFAULTED} or annotated;
 * unknown fields, repeated keys and a number for a string or the other way round fail; lists and sets are
 * unmodifiable and a set names an item once. Enums are kebab-case words ({@code basic-action}), as values and as map
 * keys; colours, terrains, hexes, tile slots and mana sources are written as their text and read by their parsers.
 * The records of a sealed interface ({@link Event}, {@link Status}) carry their kebab-case name in a {@code type}
 * field. Writing leaves out null and empty {@link Optional} values.
 */
public final class DataMapper {
  /**
   * The fields of API records that a data file may leave out, reading as {@code false}, 0 or an empty list.
   * Records of {@code rules-api} carry no Jackson annotations, so their optional fields are named here.
   */
  private static final Map<Class<?>, Set<String>> DEFAULTED = Map.ofEntries(
      Map.entry(Crystals.class, Set.of("red", "blue", "green", "white")),
      Map.entry(EnemyToken.class, Set.of("rampagingReputation", "reputationOnDefeat", "elusiveArmor")),
      Map.entry(SiteType.class, Set.of("onReveal", "advancedActionToUnitOffer", "hasColor", "cityGarrison",
          "revealAdjacentByDay", "revealAdjacentByNight")),
      Map.entry(Tactic.class, Set.of("whenTaken")),
      Map.entry(Skill.class, Set.of("anyTurn")),
      Map.entry(CityDefenderBonus.class, Set.of("armor", "attack")),
      Map.entry(io.github.mkrules.api.content.SiteFight.class, Set.of("nightRules", "noUnits", "again", "undefeatedStay")),
      // Null where the API allows it, which the JSON leaves out: the end of a state's undo chain (docs/saves.md), the
      // space a hero entering the map came from, a face-down enemy's id.
      Map.entry(GameState.class, Set.of("undo")),
      Map.entry(Event.Moved.class, Set.of("from")),
      Map.entry(Event.EnemyPlaced.class, Set.of("enemy")));

  /** The types written as their text and read by their parser, as values and as map keys. */
  private static final Map<Class<?>, Function<String, ?>> TEXTS = Map.of(
      TileSlot.class, TileSlot::parse,
      HexCoord.class, HexCoord::parse,
      ManaSource.class, ManaSource::parse);

  /** The mapper; immutable once built and safe to share. */
  public static final JsonMapper MAPPER = JsonMapper.builder()
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES,
          DeserializationFeature.USE_LONG_FOR_INTS)
      // An absent defaulted int reads as 0; DataFile refuses a written null where the file format has none.
      .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, DeserializationFeature.ACCEPT_FLOAT_AS_INT)
      .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
      .withCoercionConfig(LogicalType.Textual, c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
          .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
      .changeDefaultPropertyInclusion(incl -> JsonInclude.Value.construct(Include.NON_ABSENT, Include.ALWAYS))
      .annotationIntrospector(new RequiredFields())
      .addModule(module())
      .build();

  private DataMapper() {}

  /**
   * Whether a record's field may be left out of a file, reading as {@code false}, 0, an empty list, an empty
   * {@link Optional} or, for a field the API allows to be null (the undo chain of a state), null.
   *
   * @param record the record
   * @param field the name of its component
   * @return true if the field is optional
   */
  public static boolean optional(Class<?> record, String field) {
    for (RecordComponent component : record.getRecordComponents()) {
      if (component.getName().equals(field)) {
        Class<?> type = component.getType();
        return type == Optional.class || type == OptionalInt.class
            || DEFAULTED.getOrDefault(record, Set.of()).contains(field);
      }
    }
    throw new IllegalArgumentException(record.getSimpleName() + " has no field '" + field + "'");
  }

  private static SimpleModule module() {
    SimpleModule module = new SimpleModule("mkrules-data");
    module.setDeserializers(new KebabEnums());
    module.setKeyDeserializers(new KebabKeys());
    module.addDeserializer(ManaColor.class, byId(ManaColor.class, ManaColor::fromId));
    module.addDeserializer(EnemyColor.class, byId(EnemyColor.class, EnemyColor::fromId));
    module.addDeserializer(Terrain.class, byId(Terrain.class, Terrain::fromId));
    for (Map.Entry<Class<?>, Function<String, ?>> text : TEXTS.entrySet()) {
      addText(module, text.getKey(), text.getValue());
    }
    module.addSerializer(Enum.class, new KebabWords(false));
    module.addKeySerializer(Enum.class, new KebabWords(true));
    for (Class<?> sealed : List.of(Event.class, Status.class)) {
      module.setMixInAnnotation(sealed, Typed.class);
      for (Class<?> kind : sealed.getPermittedSubclasses()) {
        module.registerSubtypes(new NamedType(kind, kebab(kind.getSimpleName())));
      }
    }
    module.addAbstractTypeMapping(Set.class, UniqueSet.class);
    module.setDeserializerModifier(new ValueDeserializerModifier() {
      @Override
      public ValueDeserializer<?> modifyCollectionDeserializer(DeserializationConfig config, CollectionType type,
          BeanDescription.Supplier description, ValueDeserializer<?> deserializer) {
        return new Unmodifiable(deserializer);
      }
    });
    return module;
  }

  /** Registers a value written as its text ({@code toString}) and read by its parser, as a value and as a key. */
  private static <T> void addText(SimpleModule module, Class<T> type, Function<String, ?> parser) {
    @SuppressWarnings("unchecked")
    Function<String, T> typed = (Function<String, T>) parser;
    module.addDeserializer(type, byId(type, typed));
    module.addSerializer(type, ToStringSerializer.instance);
  }

  /** The kebab-case form of a Java name: {@code CardPlayed} becomes {@code card-played}. */
  static String kebab(String camelCase) {
    return camelCase.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
  }

  /** The records of a sealed interface name their kind in a {@code type} field, written first. */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
  private interface Typed {}

  /** A value written as a string and read by a parser; DataFile words its failure as an impossible value. */
  private static <T> ValueDeserializer<T> byId(Class<T> type, Function<String, T> parser) {
    return new StdDeserializer<T>(type) {
      @Override
      public T deserialize(JsonParser p, DeserializationContext ctxt) {
        if (!p.hasToken(JsonToken.VALUE_STRING)) {
          throw MismatchedInputException.from(p, String.class, "expected a string");
        }
        return parser.apply(p.getString());
      }
    };
  }

  /** The kebab-case word of an enum constant, such as {@code once-per-turn}. */
  static String word(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The deserializers added to the module, and for every other enum the kebab-case words of its constants. */
  private static final class KebabEnums extends SimpleDeserializers {
    private static final long serialVersionUID = 1L;

    @Override
    public ValueDeserializer<?> findEnumDeserializer(JavaType type, DeserializationConfig config,
        BeanDescription.Supplier description) {
      ValueDeserializer<?> added = super.findEnumDeserializer(type, config, description);
      return added != null ? added : kebab(type.getRawClass());
    }

    private static ValueDeserializer<Object> kebab(Class<?> type) {
      @SuppressWarnings("unchecked")
      Class<Object> enumType = (Class<Object>) type;
      return byId(enumType, raw -> constant(type, raw));
    }

    /** The constant of an enum named by its kebab-case word. */
    static Object constant(Class<?> type, String raw) {
      List<String> words = new ArrayList<>();
      for (Object value : type.getEnumConstants()) {
        if (word((Enum<?>) value).equals(raw)) {
          return value;
        }
        words.add(word((Enum<?>) value));
      }
      throw new IllegalArgumentException("expected one of " + String.join(", ", words));
    }

    @Override
    public boolean hasDeserializerFor(DeserializationConfig config, Class<?> valueType) {
      return valueType.isEnum() || super.hasDeserializerFor(config, valueType);
    }
  }

  /** Writes an enum constant as its kebab-case word, as a value or as a map key. */
  private static final class KebabWords extends StdSerializer<Object> {
    private final boolean key;

    KebabWords(boolean key) {
      super(Enum.class);
      this.key = key;
    }

    @Override
    public void serialize(Object value, JsonGenerator gen, SerializationContext ctxt) {
      if (key) {
        gen.writeName(word((Enum<?>) value));
      } else {
        gen.writeString(word((Enum<?>) value));
      }
    }
  }

  /** Map keys: enums as kebab-case words (colours and terrains by their ids, the same words), texts by their parsers. */
  private static final class KebabKeys extends SimpleKeyDeserializers {
    private static final long serialVersionUID = 1L;

    @Override
    public KeyDeserializer findKeyDeserializer(JavaType type, DeserializationConfig config,
        BeanDescription.Supplier description) {
      Class<?> raw = type.getRawClass();
      Function<String, ?> parser = TEXTS.get(raw);
      if (parser == null && !raw.isEnum()) {
        return super.findKeyDeserializer(type, config, description);
      }
      Function<String, ?> read = parser != null ? parser : text -> KebabEnums.constant(raw, text);
      return new KeyDeserializer() {
        @Override
        public Object deserializeKey(String key, DeserializationContext ctxt) {
          try {
            return read.apply(key);
          } catch (IllegalArgumentException e) {
            return ctxt.handleWeirdKey(raw, key, "%s", e.getMessage());
          }
        }
      };
    }
  }

  /** Every field of a record is required unless optional by its type, by {@link #DEFAULTED} or by annotation. */
  private static final class RequiredFields extends JacksonAnnotationIntrospector {
    private static final long serialVersionUID = 1L;

    @Override
    public Boolean hasRequiredMarker(MapperConfig<?> config, AnnotatedMember member) {
      Boolean annotated = super.hasRequiredMarker(config, member);
      if (annotated != null || !(member instanceof AnnotatedParameter)
          || !member.getDeclaringClass().isRecord()) {
        return annotated;
      }
      Class<?> record = member.getDeclaringClass();
      return !optional(record, record.getRecordComponents()[((AnnotatedParameter) member).getIndex()].getName());
    }
  }

  /** The set Jackson fills for a {@code Set}: insertion-ordered, refusing an item listed twice. */
  static final class UniqueSet<E> extends LinkedHashSet<E> {
    private static final long serialVersionUID = 1L;

    @Override
    public boolean add(E item) {
      if (!super.add(item)) {
        throw new IllegalArgumentException("listed twice");
      }
      return true;
    }
  }

  /** Hands out what a collection deserializer read as an unmodifiable list or set. */
  private static final class Unmodifiable extends DelegatingDeserializer {
    Unmodifiable(ValueDeserializer<?> delegate) {
      super(delegate);
    }

    @Override
    protected ValueDeserializer<?> newDelegatingInstance(ValueDeserializer<?> delegate) {
      return new Unmodifiable(delegate);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) {
      Object value = super.deserialize(p, ctxt);
      if (value instanceof List) {
        return Collections.unmodifiableList((List<?>) value);
      }
      return value instanceof Set ? Collections.unmodifiableSet((Set<?>) value) : value;
    }

    @Override
    public Object getAbsentValue(DeserializationContext ctxt) {
      return getEmptyValue(ctxt) instanceof Set ? Set.of() : List.of();
    }
  }
}
