package io.github.mkrules.core.engine;

import java.util.ArrayList;
import java.util.List;

/** Small helpers for the immutable lists of the state. */
public final class Lists {
  private Lists() {}

  /**
   * The list without the first occurrence of an item.
   *
   * @param list the list
   * @param item the item to remove
   * @param <T> the item type
   * @return a new list
   * @throws IllegalArgumentException if the item is absent
   */
  public static <T> List<T> without(List<T> list, T item) {
    List<T> out = new ArrayList<>(list);
    if (!out.remove(item)) {
      throw new IllegalArgumentException(item + " is not in " + list);
    }
    return List.copyOf(out);
  }

  /**
   * The list with an item appended.
   *
   * @param list the list
   * @param item the item
   * @param <T> the item type
   * @return a new list
   */
  public static <T> List<T> with(List<T> list, T item) {
    List<T> out = new ArrayList<>(list.size() + 1);
    out.addAll(list);
    out.add(item);
    return List.copyOf(out);
  }

  /**
   * The list with an item put first (the top of a pile).
   *
   * @param list the list
   * @param item the item
   * @param <T> the item type
   * @return a new list
   */
  public static <T> List<T> onTop(List<T> list, T item) {
    List<T> out = new ArrayList<>(list.size() + 1);
    out.add(item);
    out.addAll(list);
    return List.copyOf(out);
  }

  /**
   * Two lists joined.
   *
   * @param a the first
   * @param b the second
   * @param <T> the item type
   * @return a new list
   */
  public static <T> List<T> concat(List<T> a, List<T> b) {
    List<T> out = new ArrayList<>(a.size() + b.size());
    out.addAll(a);
    out.addAll(b);
    return List.copyOf(out);
  }

  /**
   * How often an item occurs.
   *
   * @param list the list
   * @param item the item
   * @param <T> the item type
   * @return the count
   */
  public static <T> int count(List<T> list, T item) {
    int n = 0;
    for (T t : list) {
      if (t.equals(item)) {
        n++;
      }
    }
    return n;
  }
}
