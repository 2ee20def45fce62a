package io.github.mkrules.core.encoding;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * An ordered vocabulary of distinct words (card ids, unit ids, pick items…): each word has a fixed position from
 * 0, which the encodings use as a one-hot or count position. Immutable.
 */
public final class Ids {
  private final List<String> words;
  private final Map<String, Integer> positions;

  private Ids(Collection<String> words) {
    this.words = List.copyOf(new LinkedHashSet<>(words));
    this.positions = new HashMap<>();
    for (int i = 0; i < this.words.size(); i++) {
      positions.put(this.words.get(i), i);
    }
  }

  /**
   * A vocabulary of the words in their first-seen order; repeated words keep their first position.
   *
   * @param words the words
   * @return the vocabulary
   */
  public static Ids of(Collection<String> words) {
    return new Ids(words);
  }

  /**
   * A vocabulary of enum constants by lower-case, hyphenated name ({@code ASSIGN_DAMAGE} → {@code assign-damage}).
   *
   * @param type the enum
   * @return the vocabulary, in declaration order
   */
  public static Ids ofEnum(Class<? extends Enum<?>> type) {
    List<String> names = new ArrayList<>();
    for (Enum<?> constant : type.getEnumConstants()) {
      names.add(word(constant));
    }
    return new Ids(names);
  }

  /**
   * The word of an enum constant.
   *
   * @param constant the constant
   * @return its name in lower case with hyphens
   */
  public static String word(Enum<?> constant) {
    return constant.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
  }

  /** @return how many words */
  public int size() {
    return words.size();
  }

  /**
   * The position of a word.
   *
   * @param word the word
   * @return its position, or -1 if it is not in the vocabulary
   */
  public int index(String word) {
    Integer position = positions.get(word);
    return position == null ? -1 : position;
  }

  /**
   * The word at a position.
   *
   * @param position from 0
   * @return the word
   */
  public String get(int position) {
    return words.get(position);
  }

  /** @return the words in order */
  public List<String> words() {
    return words;
  }
}
