package io.github.mkrules.core.encoding;

import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import java.util.List;
import java.util.Optional;

/**
 * One parameter of a kind of action with a fixed, finite domain: ids of the content set, a bounded number, an enum,
 * a hex or a tile slot of the scenario's map. {@link #code} numbers a value from 0 and {@link #value} gives it back.
 */
public abstract class Axis {
  private final String name;
  private final int size;

  private Axis(String name, int size) {
    this.name = name;
    this.size = size;
  }

  /** @return the parameter's name (the record component's) */
  public final String name() {
    return name;
  }

  /** @return how many codes */
  public final int size() {
    return size;
  }

  /**
   * The code of a value.
   *
   * @param value the record component's value
   * @return a code in {@code [0, size)}, or -1 if the value is outside the domain
   */
  abstract int code(Object value);

  /**
   * The value of a code.
   *
   * @param code a code in {@code [0, size)}
   * @return the record component's value
   */
  abstract Object value(int code);

  /**
   * What a code stands for.
   *
   * @param code a code in {@code [0, size)}
   * @return the value as text
   */
  public String label(int code) {
    return String.valueOf(value(code));
  }

  /** @return the domain in a few words, for the documentation */
  public abstract String domain();

  static Axis ids(String name, Ids ids, String what) {
    return new Axis(name, ids.size()) {
      @Override
      int code(Object value) {
        return ids.index((String) value);
      }

      @Override
      Object value(int code) {
        return ids.get(code);
      }

      @Override
      public String domain() {
        return what + " (" + ids.size() + ")";
      }
    };
  }

  /** The values of an optional parameter where it is present: the inner axis's, each wrapped. */
  static Axis present(Axis inner) {
    return new Axis(inner.name(), inner.size()) {
      @Override
      int code(Object value) {
        Optional<?> optional = (Optional<?>) value;
        return optional.isEmpty() ? -1 : inner.code(optional.get());
      }

      @Override
      Object value(int code) {
        return Optional.of(inner.value(code));
      }

      @Override
      public String label(int code) {
        return inner.label(code);
      }

      @Override
      public String domain() {
        return inner.domain();
      }
    };
  }

  /** A list of no word or one word of a vocabulary: code 0 is the empty list. */
  static Axis atMostOne(String name, Ids ids, String what) {
    return new Axis(name, ids.size() + 1) {
      @Override
      int code(Object value) {
        List<?> list = (List<?>) value;
        if (list.isEmpty()) {
          return 0;
        }
        int index = list.size() == 1 ? ids.index((String) list.get(0)) : -1;
        return index < 0 ? -1 : index + 1;
      }

      @Override
      Object value(int code) {
        return code == 0 ? List.of() : List.of(ids.get(code - 1));
      }

      @Override
      public String domain() {
        return "none or one of the " + what + " (" + (ids.size() + 1) + ")";
      }
    };
  }

  static Axis range(String name, int min, int max) {
    return new Axis(name, max - min + 1) {
      @Override
      int code(Object value) {
        int v = (Integer) value;
        return v < min || v > max ? -1 : v - min;
      }

      @Override
      Object value(int code) {
        return min + code;
      }

      @Override
      public String domain() {
        return min + " to " + max + " (" + (max - min + 1) + ")";
      }
    };
  }

  static Axis enumeration(String name, Class<?> type) {
    Object[] constants = type.getEnumConstants();
    return new Axis(name, constants.length) {
      @Override
      int code(Object value) {
        return ((Enum<?>) value).ordinal();
      }

      @Override
      Object value(int code) {
        return constants[code];
      }

      @Override
      public String label(int code) {
        return Ids.word((Enum<?>) constants[code]);
      }

      @Override
      public String domain() {
        return type.getSimpleName() + " (" + constants.length + ")";
      }
    };
  }

  static Axis hexes(String name, MapDomain map) {
    return new Axis(name, map.hexCount()) {
      @Override
      int code(Object value) {
        return map.hexIndex((HexCoord) value);
      }

      @Override
      Object value(int code) {
        return map.hexes().get(code);
      }

      @Override
      public String domain() {
        return "hexes of the map domain (" + map.hexCount() + ")";
      }
    };
  }

  static Axis slots(String name, MapDomain map) {
    return new Axis(name, map.slots().size()) {
      @Override
      int code(Object value) {
        return map.slotIndex((TileSlot) value);
      }

      @Override
      Object value(int code) {
        return map.slots().get(code);
      }

      @Override
      public String domain() {
        return "tile slots of the map domain (" + map.slots().size() + ")";
      }
    };
  }
}
