package io.github.mkrules.core.encoding;

import java.util.Comparator;

/**
 * Orders texts as people read them: runs of digits compare as numbers ({@code option:2} before {@code option:10},
 * {@code die:9} before {@code die:10}), everything else character by character. The action space orders the
 * variants of an action by their notation in this order, so the order never depends on a list's order.
 */
final class NaturalOrder implements Comparator<String> {
  static final NaturalOrder INSTANCE = new NaturalOrder();

  private NaturalOrder() {}

  @Override
  public int compare(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      char x = a.charAt(i);
      char y = b.charAt(j);
      if (Character.isDigit(x) && Character.isDigit(y)) {
        int endA = digitsEnd(a, i);
        int endB = digitsEnd(b, j);
        int byNumber = compareNumbers(a.substring(i, endA), b.substring(j, endB));
        if (byNumber != 0) {
          return byNumber;
        }
        i = endA;
        j = endB;
      } else {
        if (x != y) {
          return Character.compare(x, y);
        }
        i++;
        j++;
      }
    }
    return Integer.compare(a.length() - i, b.length() - j);
  }

  private static int digitsEnd(String s, int from) {
    int end = from;
    while (end < s.length() && Character.isDigit(s.charAt(end))) {
      end++;
    }
    return end;
  }

  /** Compares two digit runs as numbers of any length; leading zeros break ties. */
  private static int compareNumbers(String a, String b) {
    String x = a.replaceFirst("^0+(?=.)", "");
    String y = b.replaceFirst("^0+(?=.)", "");
    if (x.length() != y.length()) {
      return Integer.compare(x.length(), y.length());
    }
    int byDigits = x.compareTo(y);
    return byDigits != 0 ? byDigits : Integer.compare(a.length(), b.length());
  }
}
