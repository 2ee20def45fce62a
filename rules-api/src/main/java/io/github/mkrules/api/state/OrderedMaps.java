package io.github.mkrules.api.state;

import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Immutable copies of maps that keep the order of their entries. States must iterate the same way on every
 * run (determinism), which {@link Map#copyOf} does not promise; a map copied here again is not copied twice.
 */
final class OrderedMaps {
  private OrderedMaps() {}

  /**
   * An immutable copy in the same iteration order.
   *
   * @param map the entries; no null keys or values
   * @return the copy, or {@code map} itself if it is already such a copy
   */
  static <K, V> Map<K, V> copyOf(Map<? extends K, ? extends V> map) {
    if (map instanceof Frozen) {
      @SuppressWarnings("unchecked") // immutable, so reading it as a map of the wider types is safe
      Map<K, V> same = (Map<K, V>) map;
      return same;
    }
    Map<K, V> entries = new LinkedHashMap<>();
    for (Map.Entry<? extends K, ? extends V> e : map.entrySet()) {
      entries.put(Objects.requireNonNull(e.getKey(), "map key"), Objects.requireNonNull(e.getValue(), "map value"));
    }
    return new Frozen<>(Collections.unmodifiableMap(entries));
  }

  /** A read-only map over an unmodifiable insertion-ordered map. */
  private static final class Frozen<K, V> extends AbstractMap<K, V> {
    private final Map<K, V> entries;

    Frozen(Map<K, V> entries) {
      this.entries = entries;
    }

    @Override
    public Set<Map.Entry<K, V>> entrySet() {
      return entries.entrySet();
    }

    @Override
    public V get(Object key) {
      return entries.get(key);
    }

    @Override
    public boolean containsKey(Object key) {
      return entries.containsKey(key);
    }

    @Override
    public int size() {
      return entries.size();
    }
  }
}
