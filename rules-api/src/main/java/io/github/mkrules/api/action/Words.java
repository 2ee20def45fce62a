package io.github.mkrules.api.action;

import java.util.List;
import java.util.Objects;

/**
 * The checks the action records make on construction, so that every action that exists prints as notation
 * that {@link ActionNotation#parse} reads back: ids are kebab-case, arguments are single words, options are
 * not negative. Messages name the argument and show the offending value.
 */
final class Words {
  private Words() {}

  /** A kebab-case id such as {@code march} or {@code the-right-moment}. */
  static String id(String id, String what) {
    Objects.requireNonNull(id, what);
    if (!isId(id)) {
      throw new IllegalArgumentException(
          what + " '" + shown(id) + "' is not an id (lower-case letters and digits joined by single hyphens)");
    }
    return id;
  }

  /**
   * Whether a text is lower-case letters and digits joined by single hyphens ({@code [a-z0-9]+(-[a-z0-9]+)*}).
   * A loop rather than a regular expression: every action record built checks its ids, and the matcher was a
   * tenth of a random playout's time (docs/performance.md).
   */
  private static boolean isId(String text) {
    boolean afterHyphen = true; // a hyphen may not start the id, follow another or end it
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '-') {
        if (afterHyphen) {
          return false;
        }
        afterHyphen = true;
      } else if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
        afterHyphen = false;
      } else {
        return false;
      }
    }
    return !afterHyphen;
  }

  /** A list of words: not empty, without spaces, tabs, line breaks or other control characters. */
  static List<String> words(List<String> words, String what) {
    Objects.requireNonNull(words, what);
    for (String word : words) {
      word(word, what + " entry");
    }
    return words;
  }

  /** One word: not empty, without spaces, tabs, line breaks or other control characters. */
  static String word(String word, String what) {
    Objects.requireNonNull(word, what);
    boolean plain = !word.isEmpty();
    for (int i = 0; i < word.length() && plain; i++) {
      plain = !Character.isWhitespace(word.charAt(i)) && !Character.isISOControl(word.charAt(i));
    }
    if (!plain) {
      throw new IllegalArgumentException(what + " '" + shown(word) + "' is not a single word");
    }
    return word;
  }

  /** A position in a list, such as an enemy's number in a combat: 0 or more. */
  static int index(int index, String what) {
    if (index < 0) {
      throw new IllegalArgumentException(what + " must be 0 or more (numbers count from 0) but got " + index);
    }
    return index;
  }

  /** The index of a chosen alternative: 0 or more (0 is the first, and the notation leaves it out). */
  static int option(int option, String what) {
    if (option < 0) {
      throw new IllegalArgumentException(what + " must be 0 or more (alternatives count from 0) but got " + option);
    }
    return option;
  }

  /**
   * Reads a whole number from 0 to {@link Integer#MAX_VALUE} written with digits only.
   *
   * @return the number, or -1 if the text is not one
   */
  static int natural(String text) {
    if (text.isEmpty() || text.length() > 10 || !text.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return -1;
    }
    long value = Long.parseLong(text);
    return value <= Integer.MAX_VALUE ? (int) value : -1;
  }

  /** The text with tabs, line breaks and other control characters made visible, for messages. */
  static String shown(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\t') {
        sb.append("\\t");
      } else if (c == '\n') {
        sb.append("\\n");
      } else if (c == '\r') {
        sb.append("\\r");
      } else if (Character.isISOControl(c)) {
        sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
