package io.github.mkrules.api.action;

import java.util.Arrays;
import java.util.List;

/** Keeps lists of chosen ids in one canonical order, so equal choices make equal actions. */
final class Sorted {
  private Sorted() {}

  static List<String> of(List<String> items) {
    boolean sorted = true;
    for (int i = 1; i < items.size() && sorted; i++) {
      sorted = items.get(i - 1).compareTo(items.get(i)) <= 0;
    }
    if (sorted) {
      return List.copyOf(items);
    }
    String[] array = items.toArray(new String[0]);
    Arrays.sort(array);
    return List.of(array);
  }
}
