package io.github.mkrules.core.encoding;

import io.github.mkrules.api.state.HexCoord;
import io.github.mkrules.api.state.TileSlot;
import java.util.Optional;

/**
 * One parameter of a kind of action with a fixed, finite domain: ids of the content set, a bounded number, an enum,
 * a hex or a tile slot of the scenario's map. {@link #code} numbers a value from 0; a number above the range takes
 * the last code (it is then told apart from its neighbours as a variant, see {@link ActionSpace}).
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
   * What a code stands for.
   *
   * @param code a code in {@code [0, size)}
   * @return the value as the notation writes it (the last code of a number range reads {@code N+})
   */
  public abstract String label(int code);

  /** @return the domain in a few words, for the documentation */
  public abstract String domain();

  static Axis ids(String name, Ids ids, String what) {
    return new Axis(name, ids.size()) {
      @Override
      int code(Object value) {
        return ids.index((String) value);
      }

      @Override
      public String label(int code) {
        return ids.get(code);
      }

      @Override
      public String domain() {
        return what + " (" + ids.size() + ")";
      }
    };
  }

  static Axis optionalIds(String name, Ids ids, String what) {
    return new Axis(name, ids.size() + 1) {
      @Override
      int code(Object value) {
        Optional<?> optional = (Optional<?>) value;
        if (optional.isEmpty()) {
          return 0;
        }
        int index = ids.index((String) optional.get());
        return index < 0 ? -1 : index + 1;
      }

      @Override
      public String label(int code) {
        return code == 0 ? "-" : ids.get(code - 1);
      }

      @Override
      public String domain() {
        return "none or " + what + " (" + (ids.size() + 1) + ")";
      }
    };
  }

  static Axis range(String name, int min, int max) {
    return new Axis(name, max - min + 1) {
      @Override
      int code(Object value) {
        int v = (Integer) value;
        return v < min ? -1 : Math.min(v, max) - min;
      }

      @Override
      public String label(int code) {
        return code == max - min ? (min + code) + "+" : Integer.toString(min + code);
      }

      @Override
      public String domain() {
        return min + " to " + max + "+ (" + (max - min + 1) + ")";
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
      public String label(int code) {
        return map.hexes().get(code).toString();
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
      public String label(int code) {
        return map.slots().get(code).toString();
      }

      @Override
      public String domain() {
        return "tile slots of the map domain (" + map.slots().size() + ")";
      }
    };
  }
}
