package io.github.mkrules.testkit;

import io.github.mkrules.api.action.ManaSource;
import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.ManaColor;
import io.github.mkrules.api.state.TileSlot;
import io.github.mkrules.core.content.DataMapper;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Random instances of any record of the API, built by reflection from the record components: every field gets a
 * value (an optional is present or not, a list has 0 to 3 items, a map 0 to 3 entries, text has quotes and
 * non-ASCII letters now and then), so a field added to a record tomorrow is filled without a change here. The
 * states are not reachable in a game; they test that the JSON keeps whatever the records can hold, including the
 * records random games do not reach yet (combat, pending choices, shields, the outcome).
 */
final class RandomRecords {
  private static final List<String> WORDS = List.of("march", "tovak", "x", "", "a \"quoted\" word", "Čestmír",
      "ruins-altar-blue", "line\nbreak");

  private final SplittableRandom random;

  RandomRecords(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /**
   * A random instance.
   *
   * @param type a record (or a sealed interface of records)
   * @param <T> the type
   * @return the instance
   */
  <T> T of(Class<T> type) {
    return type.cast(value(type, 0));
  }

  private Object value(Type type, int depth) {
    if (type instanceof ParameterizedType) {
      ParameterizedType p = (ParameterizedType) type;
      Class<?> raw = (Class<?>) p.getRawType();
      Type[] args = p.getActualTypeArguments();
      int size = depth > 3 ? 0 : random.nextInt(4);
      if (raw == Optional.class) {
        return random.nextBoolean() ? Optional.of(value(args[0], depth + 1)) : Optional.empty();
      }
      if (raw == List.class || raw == Set.class) {
        List<Object> items = new ArrayList<>();
        for (int i = 0; i < size; i++) {
          items.add(value(args[0], depth + 1));
        }
        return raw == List.class ? items : new LinkedHashSet<>(items);
      }
      if (raw == Map.class) {
        Map<Object, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < size; i++) {
          map.put(value(args[0], depth + 1), value(args[1], depth + 1));
        }
        return map;
      }
      throw new IllegalArgumentException("no random " + type);
    }
    Class<?> c = (Class<?>) type;
    if (c == int.class || c == Integer.class) {
      return random.nextInt(5) == 0 ? random.nextInt() : random.nextInt(-2, 50);
    }
    if (c == long.class || c == Long.class) {
      return random.nextLong();
    }
    if (c == double.class || c == Double.class) {
      return random.nextBoolean() ? random.nextDouble() : (double) random.nextInt(-5, 5);
    }
    if (c == boolean.class || c == Boolean.class) {
      return random.nextBoolean();
    }
    if (c == String.class) {
      return WORDS.get(random.nextInt(WORDS.size()));
    }
    if (c == HexCoord.class) {
      return new HexCoord(random.nextInt(-9, 10), random.nextInt(-9, 10));
    }
    if (c == TileSlot.class) {
      return new TileSlot(random.nextInt(-4, 5), random.nextInt(-4, 5));
    }
    if (c == ManaSource.class) {
      return random.nextBoolean() ? ManaSource.die(random.nextInt(5)) : ManaSource.token(ManaColor.GOLD);
    }
    if (c.isEnum()) {
      Object[] constants = c.getEnumConstants();
      return constants[random.nextInt(constants.length)];
    }
    if (c.isSealed()) {
      Class<?>[] kinds = c.getPermittedSubclasses();
      return value(kinds[random.nextInt(kinds.length)], depth);
    }
    if (c.isRecord()) {
      return record(c, depth);
    }
    throw new IllegalArgumentException("no random " + type);
  }

  /** A field the API allows to be null: optional in the JSON, and of a type without a value of its own for none. */
  private static boolean nullable(Class<?> record, RecordComponent component) {
    Class<?> type = component.getType();
    return DataMapper.optional(record, component.getName()) && !type.isPrimitive() && type != Optional.class
        && type != List.class && type != Set.class && type != Map.class;
  }

  /** A random record; a record that checks its values (a unit's Wounds are not negative) gets new ones. */
  private Object record(Class<?> c, int depth) {
    RecordComponent[] components = c.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
    }
    IllegalArgumentException refused = null;
    for (int attempt = 0; attempt < RETRIES; attempt++) {
      Object[] values = new Object[components.length];
      for (int i = 0; i < components.length; i++) {
        values[i] = nullable(c, components[i]) && (depth > 1 || random.nextBoolean()) ? null
            : value(components[i].getGenericType(), depth + 1);
      }
      try {
        return c.getDeclaredConstructor(types).newInstance(values);
      } catch (InvocationTargetException e) {
        if (!(e.getCause() instanceof IllegalArgumentException)) {
          throw new IllegalStateException(c.getSimpleName() + " refused random values", e.getCause());
        }
        refused = (IllegalArgumentException) e.getCause();
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
    }
    throw new IllegalStateException(c.getSimpleName() + " refused " + RETRIES + " sets of random values", refused);
  }

  private static final int RETRIES = 50;
}
