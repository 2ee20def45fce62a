package io.github.mkrules.core.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Choosing several cards from a hand where copies are alike: every multiset up to a size. */
public final class Multisets {
  private Multisets() {}

  /**
   * Every sub-multiset of {@code items} with between {@code min} and {@code max} elements; each is sorted, and
   * they come in a fixed order.
   *
   * @param items the items, copies repeated
   * @param min the smallest size
   * @param max the largest size
   * @return the sub-multisets
   */
  public static List<List<String>> upTo(List<String> items, int min, int max) {
    Map<String, Integer> counts = new java.util.TreeMap<>(); // sorted: canonical action lists
    for (String item : items) {
      counts.merge(item, 1, Integer::sum);
    }
    List<List<String>> subsets = new ArrayList<>();
    subsets.add(List.of());
    for (Map.Entry<String, Integer> e : counts.entrySet()) {
      int size = subsets.size();
      for (int i = 0; i < size; i++) {
        List<String> base = subsets.get(i);
        for (int k = 1; k <= e.getValue() && base.size() + k <= max; k++) {
          List<String> next = new ArrayList<>(base);
          for (int j = 0; j < k; j++) {
            next.add(e.getKey());
          }
          subsets.add(next);
        }
      }
    }
    subsets.removeIf(s -> s.size() < min);
    return subsets;
  }

  /**
   * Whether {@code chosen} can be taken from {@code items} (each copy at most once).
   *
   * @param items the items
   * @param chosen the chosen items
   * @return true if every chosen item is available
   */
  public static boolean contains(List<String> items, List<String> chosen) {
    List<String> left = new ArrayList<>(items);
    for (String c : chosen) {
      if (!left.remove(c)) {
        return false;
      }
    }
    return true;
  }
}
